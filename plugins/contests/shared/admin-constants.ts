// The contest admin's constants (spec 3 §9), with no run-time imports: the admin routes and the admin
// pages (which cannot bundle the server SDK) read the same values.
import type { AwardConfig } from './contest.ts';

/** spec 3 §9: default award tiers (gold, silver, bronze, white text) and a new row */
export const DEFAULT_AWARD_TIERS: readonly AwardConfig[] = [
  { priority: 1, name: '金牌', background: '#e6bf25', color: '#ffffff', num: 10 },
  { priority: 2, name: '银牌', background: '#b4c0c7', color: '#ffffff', num: 20 },
  { priority: 3, name: '铜牌', background: '#CD7F32', color: '#ffffff', num: 30 },
];
export const NEW_AWARD_TIER: Omit<AwardConfig, 'priority'> = { name: 'name', background: '#ededed', color: '#666', num: 0 };
/** awardType (spec 3 §3): 0 none, 1 by proportion (num is a percentage), 2 by number */
export const AWARD_TYPE = { none: 0, proportion: 1, number: 2 } as const;
export const RANK_SHOW_NAMES = ['username', 'nickname', 'realname'] as const;
export const OI_RANK_SCORE_TYPES = ['Recent', 'Highest'] as const;
/** the star users a contest may list */
export const STAR_ACCOUNT_MAX = 1000;
export const CONTEST_TITLE_MAX = 255;
export const CONTEST_DESCRIPTION_MAX = 65535;
export const CONTEST_PASSWORD_MAX = 100;
/** numbered accounts an account-limit rule may allow */
export const ACCOUNT_LIMIT_MAX_RANGE = 100_000;
/** a colour as the admin form's pickers write it */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

