/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
 */
/** GET (getCustomerBaseData) /customers/base-data */
export const CUSTOMER_BASE_DATA_PATH = '/customers/base-data';
