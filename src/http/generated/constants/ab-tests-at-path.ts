/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through src/contract/: its service's module, or cookies.ts for a cookie's name.
 */
/** GET (getAbTestsAt) /service/abtestfrontend/api/v1/gettestsat */
export const AB_TESTS_AT_PATH = '/service/abtestfrontend/api/v1/gettestsat';
