export {
  EXPIRED,
  NOT_DUE,
  OK,
  RENEWED,
  SERVER_ERROR,
  UNKNOWN,
  checkToken,
  resultCode,
  stopsTimer,
  wantsLongtermToken,
} from './check.ts';
export type { RenewalCode, TokenCheck } from './check.ts';
export {
  ACTIVITY_EVENTS,
  LOGGED_IN_INTERVAL_MS,
  LOGGED_OUT_POLL_MS,
  LOGIN_RENEW_PATH,
  LONGTERM_TOKEN_PATH,
  acquireSession,
  onSessionResult,
  resetSessionForTests,
  sessionStateForTests,
} from './renewal.ts';
export type { SessionMode, SessionObserver, SessionState } from './renewal.ts';
export { parseTokenClaims } from './token.ts';
export type { SessionTokenClaims } from './token.ts';
