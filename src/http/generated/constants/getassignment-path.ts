/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through src/contract/: its service's module, or cookies.ts for a cookie's name.
 */
/** GET (getAbTestAssignment) /service/abtestfrontend/api/v1/getassignment */
export const GETASSIGNMENT_PATH = '/service/abtestfrontend/api/v1/getassignment';
