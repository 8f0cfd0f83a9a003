/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
 */
/** the values of Salutation */
export const SALUTATIONS = ['MRS', 'MR', 'DIVERS', 'COMPANY'] as const;
