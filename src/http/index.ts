/** The shared HTTP layer: one fetch client (after OpenAPI Generator's typescript-fetch runtime) and helpers. */
export { Configuration, REQUEST_TIMEOUT_MS } from './configuration.ts';
export type { ConfigurationParameters, FetchAPI, HTTPHeaders } from './configuration.ts';
export type { ErrorContext, FetchParams, Middleware, RequestContext, ResponseContext } from './middleware.ts';
export { RESPONSE_ERROR_MESSAGE, ResponseError } from './response-error.ts';
export { FETCH_ERROR_MESSAGE, FetchError, isTimeout } from './fetch-error.ts';
export { HttpClient, buildUrl, isJsonMime, isSuccessStatus, mergeHeaders, readJson } from './client.ts';
export type { Query, QueryValue, RequestOptions } from './client.ts';
export { postJson } from './post.ts';
export type { PostJsonInit } from './post.ts';
export {
  CSRF_HEADER,
  CSRF_VALUE,
  PSDATA_PATH,
  customerData,
  loadCustomerData,
  resetCustomerDataForTests,
} from './psdata.ts';
export type { CustomerData } from './psdata.ts';
export {
  NEWSLETTER_INTERNAL_PATH,
  NEWSLETTER_PRIVATE_PATH,
  NO_WINDOW_ORIGIN,
  newsletterBasePath,
} from './base-path.ts';
export type { NewsletterBasePathOptions } from './base-path.ts';
