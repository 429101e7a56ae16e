// The contest form's rules (spec 3 §5, in the form's order) and the row they make: what POST and
// PUT /api/admin/contest save. Pure: the route runs it and writes the row in one statement, so a
// refused form writes nothing.
import { badRequest } from '@oj/sdk';
import { CONTEST_AUTH, CONTEST_TYPE, SEAL_BEFORE_END_SECONDS, type AwardConfig } from '../shared/index.ts';
import { parseAccountLimitRule, formatAccountLimitRule } from '../shared/account-limit.ts';
import {
  ACCOUNT_LIMIT_MAX_RANGE, AWARD_TYPE, HEX_COLOR, OI_RANK_SCORE_TYPES, RANK_SHOW_NAMES, STAR_ACCOUNT_MAX, type AdminContestBody,
} from '../shared/admin-calls.ts';

/** the columns of contests_contest the form sets */
export interface ContestFormRow {
  title: string;
  description: string;
  type: number;
  auth: number;
  pwd: string | null;
  startTime: Date;
  endTime: Date;
  duration: number;
  sealRank: boolean;
  sealRankTime: Date | null;
  autoRealRank: boolean;
  visible: boolean;
  openPrint: boolean;
  openRank: boolean;
  allowEndSubmit: boolean;
  teamMode: boolean;
  openAccountLimit: boolean;
  accountLimitRule: string | null;
  rankShowName: string;
  oiRankScoreType: string;
  starAccount: string[];
  awardType: number;
  awardConfig: AwardConfig[];
}

const USERNAME_PART = /^[^\s<>]{0,20}$/;

function time(text: string | null | undefined): Date | null {
  if (text == null || !text.trim()) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** spec 3 §5: trimmed, empty ignored, a duplicate refused */
export function starAccounts(list: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  for (const raw of list ?? []) {
    const name = raw.trim();
    if (!name) continue;
    if (name.length > 20) throw badRequest('CONTESTS_STAR_USER_INVALID', { name });
    if (seen.has(name)) throw badRequest('CONTESTS_STAR_USER_DUPLICATE', { name });
    seen.add(name);
  }
  if (seen.size > STAR_ACCOUNT_MAX) throw badRequest('CONTESTS_STAR_USER_TOO_MANY', { max: STAR_ACCOUNT_MAX });
  return [...seen];
}

/** award tiers: priority, a name, colours as hex, num ≥ 0; by proportion the percentages add up to at most 100 */
export function awardConfig(type: number, list: AdminContestBody['awardConfigList']): AwardConfig[] {
  if (type === AWARD_TYPE.none) return [];
  const tiers = list ?? [];
  if (tiers.length === 0) throw badRequest('CONTESTS_AWARD_REQUIRED');
  const priorities = new Set<number>();
  const out = tiers.map((tier) => {
    const name = tier.name?.trim() ?? '';
    if (tier.priority == null || !Number.isInteger(tier.priority) || tier.priority < 1 || priorities.has(tier.priority)) throw badRequest('CONTESTS_AWARD_PRIORITY_INVALID');
    priorities.add(tier.priority);
    if (!name || name.length > 50) throw badRequest('CONTESTS_AWARD_NAME_REQUIRED');
    if (!HEX_COLOR.test(tier.background ?? '') || !HEX_COLOR.test(tier.color ?? '')) throw badRequest('CONTESTS_AWARD_COLOR_INVALID', { name });
    if (tier.num == null || !Number.isInteger(tier.num) || tier.num < 0) throw badRequest('CONTESTS_AWARD_NUM_INVALID', { name });
    return { priority: tier.priority, name, background: tier.background!, color: tier.color!, num: tier.num };
  });
  if (type === AWARD_TYPE.proportion && (out.some((t) => t.num > 100) || out.reduce((sum, t) => sum + t.num, 0) > 100)) throw badRequest('CONTESTS_AWARD_PROPORTION_SUM');
  return out.sort((a, b) => a.priority - b.priority);
}

/** the account-limit rule as stored (shared/account-limit.ts), refused when it allows nobody or is out of shape */
export function accountRule(text: string | null | undefined): string {
  const rule = parseAccountLimitRule(text);
  if (!USERNAME_PART.test(rule.prefix) || !USERNAME_PART.test(rule.suffix)) throw badRequest('CONTESTS_ACCOUNT_RULE_INVALID');
  if ((rule.start === null) !== (rule.end === null)) throw badRequest('CONTESTS_ACCOUNT_RULE_INVALID');
  if (rule.start !== null && rule.end !== null && (rule.start > rule.end || rule.end - rule.start >= ACCOUNT_LIMIT_MAX_RANGE)) throw badRequest('CONTESTS_ACCOUNT_RULE_RANGE', { max: ACCOUNT_LIMIT_MAX_RANGE });
  if (rule.extra.some((name) => name.length > 20)) throw badRequest('CONTESTS_ACCOUNT_RULE_INVALID');
  if (rule.start === null && rule.extra.length === 0) throw badRequest('CONTESTS_ACCOUNT_RULE_EMPTY');
  return formatAccountLimitRule(rule);
}

/**
 * The form's checks in the order of spec 3 §5 (title, description, start, end, duration, password),
 * then the seal, star users, awards, account rule and the choices. `fixedType`: the contest's type
 * when editing (spec 3 §4: the rule type cannot be changed).
 */
export function contestForm(body: AdminContestBody, fixedType?: number): ContestFormRow {
  const title = body.title?.trim() ?? '';
  if (!title) throw badRequest('CONTESTS_TITLE_REQUIRED');
  const description = body.description ?? '';
  if (!description.trim()) throw badRequest('CONTESTS_DESCRIPTION_REQUIRED');
  const startTime = time(body.startTime);
  if (!startTime) throw badRequest('CONTESTS_START_TIME_REQUIRED');
  const endTime = time(body.endTime);
  if (!endTime) throw badRequest('CONTESTS_END_TIME_REQUIRED');
  // spec 3 §5 duration check; stored in seconds (reference `duration`)
  const duration = Math.floor((endTime.getTime() - startTime.getTime()) / 1000);
  if (duration <= 0) throw badRequest('CONTESTS_DURATION_CHECK');
  const auth = body.auth ?? CONTEST_AUTH.public;
  const pwd = body.pwd?.trim() ?? '';
  if (auth !== CONTEST_AUTH.public && !pwd) throw badRequest('CONTESTS_PASSWORD_FORM_REQUIRED');

  const type = body.type ?? CONTEST_TYPE.acm;
  if (fixedType !== undefined && body.type !== undefined && body.type !== fixedType) throw badRequest('CONTESTS_TYPE_FIXED');

  // spec 3 §4/§5: seal 30 minutes before the end needs 1800 s, an hour 3600 s; from the start always fits
  const sealRank = body.sealRank ?? false;
  let sealRankTime: Date | null = null;
  if (sealRank) {
    sealRankTime = time(body.sealRankTime);
    if (!sealRankTime) throw badRequest('CONTESTS_SEAL_TIME_REQUIRED');
    const beforeEnd = Math.round((endTime.getTime() - sealRankTime.getTime()) / 1000);
    if (beforeEnd === SEAL_BEFORE_END_SECONDS[0] && duration < SEAL_BEFORE_END_SECONDS[0]) throw badRequest('CONTESTS_SEAL_30_TOO_SHORT');
    if (beforeEnd === SEAL_BEFORE_END_SECONDS[1] && duration < SEAL_BEFORE_END_SECONDS[1]) throw badRequest('CONTESTS_SEAL_60_TOO_SHORT');
    if (sealRankTime < startTime || sealRankTime >= endTime) throw badRequest('CONTESTS_SEAL_TIME_INVALID');
  }

  const starAccount = starAccounts(body.starAccount);
  const awardType = body.awardType ?? AWARD_TYPE.none;
  const award = awardConfig(awardType, body.awardConfigList);

  // spec 3 §5: the account limit belongs to non-public contests
  const openAccountLimit = auth !== CONTEST_AUTH.public && (body.openAccountLimit ?? false);
  // kept while switched off, as the form had it, so turning it on again shows the same rule
  const accountLimitRule = openAccountLimit ? accountRule(body.accountLimitRule)
    : body.accountLimitRule?.trim() ? formatAccountLimitRule(parseAccountLimitRule(body.accountLimitRule)) : null;

  const rankShowName = body.rankShowName ?? 'username';
  if (!(RANK_SHOW_NAMES as readonly string[]).includes(rankShowName)) throw badRequest('CONTESTS_RANK_SHOW_NAME_INVALID');
  const oiRankScoreType = body.oiRankScoreType ?? 'Recent';
  if (!(OI_RANK_SCORE_TYPES as readonly string[]).includes(oiRankScoreType)) throw badRequest('CONTESTS_OI_SCORE_TYPE_INVALID');

  return {
    title, description, type: fixedType ?? type, auth, pwd: auth === CONTEST_AUTH.public ? null : pwd,
    startTime, endTime, duration, sealRank, sealRankTime,
    autoRealRank: body.autoRealRank ?? true, visible: body.visible ?? true, openPrint: body.openPrint ?? false,
    openRank: body.openRank ?? false, allowEndSubmit: body.allowEndSubmit ?? false, teamMode: body.teamMode ?? false,
    openAccountLimit, accountLimitRule, rankShowName, oiRankScoreType, starAccount, awardType, awardConfig: award,
  };
}
