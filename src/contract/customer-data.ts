/**
 * The customer-data service's contract (psdata; openapi/storefront-services.yaml, tag `customer`): its path and
 * the header it insists on. Shared by the client (src/http/psdata.ts) and the reference backend
 * (demo/backend/customer.ts); no React, no DOM. Any failure counts as a logged-out visitor.
 */
export { CSRF_HEADER } from '../http/generated/constants/csrf-header.ts';
export { CSRF_HEADER_VALUE } from '../http/generated/constants/csrf-header-value.ts';
export { PSDATA_PATH } from '../http/generated/constants/psdata-path.ts';
