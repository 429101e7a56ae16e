// The board screens' constants (spec 3 §9). The page sizes and contest codes are the contract's
// (shared/browser.ts, browser-safe); the rest belong to the screens.
import { SCOREBOARD_DEFAULT_PAGE_SIZE, SCOREBOARD_PAGE_SIZES } from '@oj/plugin-contests/browser';

export { AC_INFO_PAGE_SIZE, CONTEST_STATUS, CONTEST_TYPE, PRINT_PAGE_SIZE } from '@oj/plugin-contests/browser';
export const BOARD_PAGE_SIZES: number[] = [...SCOREBOARD_PAGE_SIZES];
export const BOARD_DEFAULT_PAGE_SIZE = SCOREBOARD_DEFAULT_PAGE_SIZE;
/** spec 3 §2, §9: the scoreboard's auto refresh */
export const BOARD_REFRESH_MS = 30_000;
/** spec 3 §9: the admin helper (AC info) and admin print refresh */
export const AC_INFO_REFRESH_MS = 10_000;
export const PRINT_REFRESH_MS = 10_000;
/** spec 3 §9: medal defaults, as a share of ranked users, rounded down */
export const MEDAL_SHARES = [0.1, 0.2, 0.3] as const;
/** where the followed users of each contest are kept (spec 3 §2: follow star) */
export const CONCERNED_KEY = (cid: number | string) => `contest-concerned-${cid}`;
/** an OI problem's full score (spec 3 §9: OI score split, 100 in all) */
export const OI_FULL_SCORE = 100;
/** the balloon runner page is read again this often */
export const BALLOON_REFRESH_MS = 10_000;
