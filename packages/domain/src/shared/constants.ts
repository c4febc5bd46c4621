/** Business constants of SPEC.md §9 shared by server and web. */
export const API_BASE_PATH = '/api/v2';
export const API_TIMEOUT_MS = 10_000;
export const DEFAULT_PAGE_SIZE = 50;
export const BACKGROUND_REFRESH_MS = 300_000;

export const QUERY_STALE_MS = 5 * 60_000;
export const QUERY_GC_MS = 10 * 60_000;

export const TOAST_DURATION_MS = {
  success: 4000,
  error: 6000,
  warning: 5000,
  info: 4000,
} as const;

export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const MOBILE_BREAKPOINT_PX = 768;

export const DEFAULT_TIME_ZONE = 'America/New_York';
export const DEFAULT_DISPLAY_NAME = 'Simple Estimate';
