/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
 */
/** the header X-Hunter-Site (parameter HunterSite) */
export const SITE_HEADER = 'X-Hunter-Site';
