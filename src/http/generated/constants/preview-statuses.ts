/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through src/contract/: its service's module, or cookies.ts for a cookie's name.
 */
/** the values of PreviewStatus */
export const PREVIEW_STATUSES = ['SUCCESS', 'BAD_REQUEST', 'INTERNAL_ERROR', 'UNAUTHORIZED'] as const;
