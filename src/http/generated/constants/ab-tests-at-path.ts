/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
 */
/** GET (getAbTestsAt) /service/abtestfrontend/api/v1/gettestsat */
export const AB_TESTS_AT_PATH = '/service/abtestfrontend/api/v1/gettestsat';
