/**
 * The A/B-test service's contract (openapi/storefront-services.yaml, tag `abtest`): the visitor's assignment the
 * footer asks for, and the tests at a date the preview panel lists. Shared by the clients
 * (src/http/ab-test-assignment.ts, src/http/preview-client.ts) and the reference backend; no React, no DOM.
 * Every failure of the assignment is ignored; any failure of the list is the panel's failure state.
 */
export { AB_TESTS_AT_PATH } from '../http/generated/constants/ab-tests-at-path.ts';
export { GETASSIGNMENT_PATH } from '../http/generated/constants/getassignment-path.ts';
