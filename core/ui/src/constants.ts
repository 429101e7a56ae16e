// Spec 1 §9 business constants: one named definition each.
export const REQUEST_TIMEOUT_MS = 90_000;
export const DOWNLOAD_TIMEOUT_MS = 300_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const UNREAD_POLL_MS = 120_000;
export const REGISTER_CODE_WAIT_S = 60;
export const RESET_EMAIL_WAIT_S = 90;
export const LOGIN_FAILS_BEFORE_PUZZLE = 5;
export const SLIDE_PUZZLE_ACCURACY_PX = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const GENERATED_PASSWORD_MIN = 6;
export const GENERATED_PASSWORD_MAX = 25;
/** what the login form lets through: any stored password, generated ones included (the server's LoginPassword) */
export const LOGIN_PASSWORD_MAX = 100;
export const REGISTER_CODE_LENGTH = 6;
export const CAPTCHA_MIN = 1;
export const CAPTCHA_MAX = 8;
export const COMMENT_MAX = 10_000;
export const COMMENTS_PER_LOAD = 10;
export const REPLIES_SHOWN = 3;
export const ANNOUNCEMENT_PAGE_SIZE = 5;
export const PAGE_SIZES = [10, 15, 30, 50, 100];
export const PAGE_BUTTONS = 5;
export const SMALL_PAGER_BELOW_PX = 768;
export const MOBILE_LAYOUT_BELOW_PX = 992;
export const AVATAR_MAX_BYTES = 2_097_152;
export const AVATAR_TYPES = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'];
export const AVATAR_CROP_PX = 200;
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_HEIGHT_PX = 440;
export const CAROUSEL_HEIGHT_SMALL_PX = 200;
export const CLOCK_TICK_MS = 1000;
export const TOAST_DURATION_S = 4;
export const NOTIFICATION_DURATION_S = 5;
export const UNREAD_BADGE_CAP = 99;
export const NOT_FOUND_TICK_MS = 30;
export const ROUTE_PROGRESS_SPEED_MS = 1000;
export const MSG_PAGE_SIZE = { discuss: 6, reply: 6, like: 6, sys: 8, mine: 8 } as const;
export const DEFAULT_LANGUAGE = 'zh-CN';
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Role keys the server sends in roleList / roles (spec 1 §3, §6). */
export const ROLE = { root: 'root', admin: 'admin', problemAdmin: 'problem_admin', user: 'default_user' } as const;
export const ADMIN_ROLES: string[] = [ROLE.root, ROLE.admin, ROLE.problemAdmin];
