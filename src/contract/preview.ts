/**
 * The staff preview service's contract (openapi/storefront-services.yaml, tag `preview`): its paths, its status
 * values and what a failed call's status means. Shared by the client (src/http/preview-client.ts) and the
 * reference backend (demo/backend/preview.ts); no React, no DOM. Its login renewal answers as a login does
 * (`loginResult`, src/contract/login.ts).
 */
import type { PREVIEW_STATUSES } from '../http/generated/constants/preview-statuses.ts';

export { PREVIEW_CHECK_AUTH_PATH } from '../http/generated/constants/preview-check-auth-path.ts';
export { PREVIEW_LOGOUT_PATH } from '../http/generated/constants/preview-logout-path.ts';
export { PREVIEW_RENEW_PATH } from '../http/generated/constants/preview-renew-path.ts';
export { PREVIEW_STATUSES } from '../http/generated/constants/preview-statuses.ts';
export { PREVIEW_TOKEN_PATH } from '../http/generated/constants/preview-token-path.ts';

/** A preview call's status: SUCCESS, or why not. */
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

/** A failed call's status, by its HTTP status (undefined: no answer): 401 and 403 UNAUTHORIZED, 400 BAD_REQUEST, else INTERNAL_ERROR. */
export function failedPreview(status: number | undefined): PreviewStatus {
  if (status === 401 || status === 403) return 'UNAUTHORIZED';
  if (status === 400) return 'BAD_REQUEST';
  return 'INTERNAL_ERROR';
}
