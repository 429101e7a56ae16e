// The board screens' constants (spec 3 §9). The page sizes are the contract's (shared/index.ts),
// read as types only there; their values are repeated here once so the browser bundle does not
// pull the server contract (and @oj/sdk) in.
import type { SCOREBOARD_PAGE_SIZES as SharedSizes } from '../../../shared/index.ts';

export const BOARD_PAGE_SIZES: number[] = [10, 30, 50, 100, 300] satisfies [...typeof SharedSizes];
export const BOARD_DEFAULT_PAGE_SIZE = 50;
/** spec 3 §2, §9: the scoreboard's auto refresh */
export const BOARD_REFRESH_MS = 30_000;
/** spec 3 §9: admin helper (AC info) */
export const AC_INFO_PAGE_SIZE = 20;
export const AC_INFO_REFRESH_MS = 10_000;
/** spec 3 §9: admin print */
export const PRINT_PAGE_SIZE = 15;
export const PRINT_REFRESH_MS = 10_000;
/** spec 3 §9: medal defaults, as a share of ranked users, rounded down */
export const MEDAL_SHARES = [0.1, 0.2, 0.3] as const;
/** where the followed users of each contest are kept (spec 3 §2: follow star) */
export const CONCERNED_KEY = (cid: number | string) => `contest-concerned-${cid}`;
export const CONTEST_TYPE = { acm: 0, oi: 1 } as const;
export const CONTEST_STATUS = { scheduled: -1, running: 0, ended: 1 } as const;
/** an OI problem's full score (spec 3 §9: OI score split, 100 in all) */
export const OI_FULL_SCORE = 100;
