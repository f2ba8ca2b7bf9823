// Spec §9 (business constants and limits), named as the spec names them. No other module holds these numbers.

/** §7: every call times out after 30 s. */
export const HTTP_TIMEOUT_MS = 30_000;

/** §8: a toast stays one second per 10 characters, clamped to 2–6 s. */
export const TOAST_MS_PER_TEN_CHARS = 1_000;
export const TOAST_MIN_MS = 2_000;
export const TOAST_MAX_MS = 6_000;

/** §9: heartbeat 2000 ms each way. */
export const WEBSOCKET_HEARTBEAT_MS = 2_000;
/**
 * §9 has the reconnect disabled; issue 29 asks for it: a dropped notification connection is opened again after
 * 1 s, then 2 s, 4 s … at most 30 s (each with jitter).
 */
export const WEBSOCKET_RECONNECT_FIRST_MS = 1_000;
export const WEBSOCKET_RECONNECT_MAX_MS = 30_000;

/** §5: counts show up to 99, then 99+. */
export const UNREAD_BADGE_CAP = 99;

/** §4: IM polls login status every 5 s, batches incoming messages for 1 s, rings at most every 2 s. */
export const IM_POLLING_MS = 5_000;
export const IM_BATCHING_MS = 1_000;
export const NEW_MESSAGE_SOUND_THROTTLE_MS = 2_000;

/** Issue 6 (the local IM, schemas/im/im-message.schema.json): a chat message holds 1 to 2000 characters. */
export const IM_MESSAGE_MAX_LENGTH = 2_000;
/** The IM page loads a conversation's messages this many at a time, newest first. */
export const IM_MESSAGE_PAGE_SIZE = 30;
/** The IM page shows a message's time above it when it comes this long after the one before (or first). */
export const IM_TIME_LABEL_GAP_MS = 5 * 60_000;

export const ANNOUNCEMENT_PAGE_SIZE = 20;
export const ANNOUNCEMENT_ROTATION_MS = 4_000;

export const BANNER_AUTOPLAY_MS = 3_000;

/**
 * §9 popups: a popover hides 120 ms after it is told to (time to move from its anchor onto it); a touch that
 * ends within 20 px of where it started is a tap (it closes an open popover), a longer one a scroll (it does
 * not); after a tap or click outside closed it, it cannot show again for 300 ms.
 */
export const POPUP_HIDE_DELAY_MS = 120;
export const TOUCH_CLOSE_THRESHOLD_PX = 20;
export const RESHOW_LOCK_MS = 300;

export const AUTOCOMPLETE_DEBOUNCE_MS = 100;
export const AUTOCOMPLETE_SIZE = 10;

/** §9: 10 unique recent keywords per search type. */
export const SEARCH_HISTORY_SIZE = 10;

export const TRADE_BRIDGE_MAX = 3;

/** §9: a session schedule shows its first 3 lines. */
export const SESSION_SCHEDULE_LINES = 3;

/** §9: one footer banner exposure per 3 s; click listeners bound after 1.5 s. */
export const FOOTER_BANNER_EXPOSURE_MS = 3_000;
export const FOOTER_BANNER_CLICK_BIND_DELAY_MS = 1_500;

/** §3: an exhibitor is frequent with more than 10 sessions. */
export const FREQUENT_EXHIBITOR_SESSIONS = 10;

/** §9: confirm popup 290 px wide (mobile purchaser confirm 74.67%); closable default false; mask-close default true. */
export const CONFIRM_POPUP_WIDTH_PX = 290;
export const PURCHASER_CONFIRM_WIDTH = '74.67%';
export const CONFIRM_POPUP_CLOSABLE_DEFAULT = false;
export const CONFIRM_POPUP_MASK_CLOSE_DEFAULT = true;

/** §9: z-layers; the CSS side reads the same values from --layer-* in src/ui/tokens.css. */
export const LAYERS = { content: 1, layout: 10, overlay: 100, notice: 1000 } as const;

/** §4: the 7-bit feature mask, in the spec's order. */
export const FLAG_BITS = {
  offlineMeeting: 1,
  attendOnlineAndOffline: 2,
  buyerRegistration: 4,
  ssoLogin: 8,
  buyerLogin: 16,
  mediaLogin: 32,
  vrBooths: 64,
} as const;
export const FEATURE_BITMASK_BITS = 7;

export const TEXT_SIZES = ['A+', 'A', 'A-'] as const;

/** §1: server times are UTC+8 wall times, never the machine's zone. */
export const SERVER_UTC_OFFSET_MINUTES = 480;

/** §9: customer-service settings exist for these environments. */
export const CUSTOMER_SERVICE_ENVIRONMENTS = ['production', 'pre-production', 'test'] as const;

/** §8: a failure with this code shows no toast. */
export const ERROR_CODE_WITHOUT_TOAST = 'E2140010010';
/** §8: on the member fetch this code means "no member": null, no error shown. */
export const ERROR_CODE_MEMBER_ABSENT = 'E214009004';
/** §4, §8: on member load this code logs the user out automatically. */
export const ERROR_CODE_FORCED_LOGOUT = 'E201033009';
/** The server's refusals of a buyer-only action (server/auth/viewer.ts), answered with the matching prompt. */
export const ERROR_CODE_LOGIN_REQUIRED = 'E401_LOGIN_REQUIRED';
export const ERROR_CODE_SESSION_EXPIRED = 'E401_SESSION_EXPIRED';
export const ERROR_CODE_NOT_BUYER = 'E403_NOT_BUYER';
export const ERROR_CODE_COMPANY_INFO_INCOMPLETE = 'E403_COMPANY_INFO_INCOMPLETE';
/** Spec §5: a submission with sensitive content, refused with the hotline message (shown at the field it is about). */
export const ERROR_CODE_SENSITIVE_CONTENT = 'E400_SENSITIVE_CONTENT';
/** Spec §5: following a product of a company on the buyer's blacklist needs a confirmation first. */
export const ERROR_CODE_BLACKLISTED_COMPANY = 'E409_BLACKLISTED_COMPANY';
