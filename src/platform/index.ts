/** The platform layer: cookies, platform and device detection, breakpoints, tracking. */
export { BREAKPOINTS, mediaQuery, resolveCustomMedia } from './breakpoints.ts';
export type { BreakpointName } from './breakpoints.ts';
export {
  AFFILIATE_NUMBER,
  COBRA_AUTH_TOKEN,
  LOGIN_TOKEN,
  LONGTERM_TOKEN,
  NEW_APP_MARKER,
  PLATFORM_COOKIE,
  STAFF_AUTH_TOKEN,
  hasCookie,
  hasCookieContaining,
  isReducedFooterByCookie,
  isStaff,
  readCookie,
} from './cookies.ts';
export {
  DEFAULT_FOOTER_WIDTH,
  PLATFORM_ATTRIBUTE,
  detectPlatform,
  parsePlatform,
  platformForWidth,
  watchPlatform,
} from './platform.ts';
export type { Platform } from './platform.ts';
export {
  deviceTypeFromPlatformCookie,
  isHandheldByCookie,
  isMobileLike,
  isPhone,
  parseDeviceType,
} from './device.ts';
export type { DeviceType } from './device.ts';
export { signUpEvent, trackEvent } from './tracking.ts';
export type { SignUpEvent, SignUpOrigin, TrackingEvent, TrackingObject, TrackingValue } from './tracking.ts';
