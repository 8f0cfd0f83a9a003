/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
 */
/** the values of PreviewStatus */
export const PREVIEW_STATUSES = ['SUCCESS', 'BAD_REQUEST', 'INTERNAL_ERROR', 'UNAUTHORIZED'] as const;
