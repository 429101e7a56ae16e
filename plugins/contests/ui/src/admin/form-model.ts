// The contest form's model (spec 3 §3–§5, §9): its defaults, the seal choices and their
// inference, the account-limit preview, and the body it saves (the reference's AdminContestVO).
import { ACCOUNT_LIMIT_DEFAULT_RANGE, CONTEST_TYPE, DEFAULT_AWARD_TIERS, formatAccountLimitRule, NEW_AWARD_TIER, parseAccountLimitRule, type AwardConfig } from '@oj/plugin-contests/browser';
import type { AdminContest, AdminContestBody } from './api.js';

/** spec 3 §4: 0 = 30 minutes before the end, 1 = one hour before the end, 2 = from the start */
export type SealChoice = 0 | 1 | 2;
const SEAL_SECONDS: Record<0 | 1, number> = { 0: 1800, 1: 3600 };

export interface AccountLimitDraft { prefix: string; suffix: string; start: number; end: number; extra: string }

export interface ContestDraft {
  id?: number;
  title: string;
  description: string;
  type: number;
  auth: number;
  pwd: string;
  startTime: Date | null;
  endTime: Date | null;
  sealRank: boolean;
  sealChoice: SealChoice;
  autoRealRank: boolean;
  visible: boolean;
  openPrint: boolean;
  openRank: boolean;
  allowEndSubmit: boolean;
  /** a team contest (issue 16 §1) */
  teamMode: boolean;
  openAccountLimit: boolean;
  accountLimit: AccountLimitDraft;
  rankShowName: string;
  oiRankScoreType: string;
  starAccount: string[];
  awardType: number;
  awardConfigList: AwardConfig[];
}

export function newDraft(): ContestDraft {
  return {
    title: '', description: '', type: 0, auth: 0, pwd: '', startTime: null, endTime: null, sealRank: false, sealChoice: 1,
    autoRealRank: true, visible: true, openPrint: false, openRank: false, allowEndSubmit: false, teamMode: false, openAccountLimit: false,
    accountLimit: { prefix: '', suffix: '', ...ACCOUNT_LIMIT_DEFAULT_RANGE, extra: '' },
    rankShowName: 'username', oiRankScoreType: 'Recent', starAccount: [], awardType: 0, awardConfigList: defaultAwards(),
  };
}

export const defaultAwards = (): AwardConfig[] => DEFAULT_AWARD_TIERS.map((a) => ({ ...a }));
export const newAwardTier = (list: AwardConfig[]): AwardConfig => ({ ...NEW_AWARD_TIER, priority: Math.max(0, ...list.map((a) => a.priority)) + 1 });

/** seconds from start to end; 0 when either is missing or the end is not after the start (spec 3 §5) */
export function durationOf(d: Pick<ContestDraft, 'startTime' | 'endTime'>): number {
  if (!d.startTime || !d.endTime) return 0;
  return Math.max(0, Math.floor((d.endTime.getTime() - d.startTime.getTime()) / 1000));
}

/** spec 3 §4: turning the seal on picks "from the start" for OI or a contest under an hour, else one hour before the end */
export function defaultSealChoice(d: Pick<ContestDraft, 'type' | 'startTime' | 'endTime'>): SealChoice {
  return d.type === CONTEST_TYPE.oi || durationOf(d) < 3600 ? 2 : 1;
}

/** spec 3 §5: 30 minutes needs 1800 s, an hour 3600 s */
export function sealChoiceFits(choice: SealChoice, duration: number): boolean {
  return choice === 2 || duration >= SEAL_SECONDS[choice];
}

export function sealTime(d: Pick<ContestDraft, 'sealChoice' | 'startTime' | 'endTime'>): Date | null {
  if (!d.startTime || !d.endTime) return null;
  return d.sealChoice === 2 ? d.startTime : new Date(d.endTime.getTime() - SEAL_SECONDS[d.sealChoice] * 1000);
}

/** spec 3 §4: editing infers the choice by comparing the stored seal time with the three points */
export function inferSealChoice(c: Pick<AdminContest, 'sealRankTime' | 'startTime' | 'endTime' | 'type'>): SealChoice {
  const at = c.sealRankTime ? Date.parse(c.sealRankTime) : NaN;
  const end = Date.parse(c.endTime);
  if (at === end - 1_800_000) return 0;
  if (at === end - 3_600_000) return 1;
  if (at === Date.parse(c.startTime)) return 2;
  return defaultSealChoice({ type: c.type, startTime: new Date(c.startTime), endTime: new Date(end) });
}

export function fromContest(c: AdminContest): ContestDraft {
  const rule = parseAccountLimitRule(c.accountLimitRule);
  return {
    id: c.id, title: c.title, description: c.description, type: c.type, auth: c.auth, pwd: c.pwd ?? '',
    startTime: new Date(c.startTime), endTime: new Date(c.endTime), sealRank: c.sealRank, sealChoice: inferSealChoice(c),
    autoRealRank: c.autoRealRank, visible: c.visible, openPrint: c.openPrint, openRank: c.openRank, allowEndSubmit: c.allowEndSubmit, teamMode: c.teamMode,
    openAccountLimit: c.openAccountLimit,
    accountLimit: {
      prefix: rule.prefix, suffix: rule.suffix, start: rule.start ?? ACCOUNT_LIMIT_DEFAULT_RANGE.start, end: rule.end ?? ACCOUNT_LIMIT_DEFAULT_RANGE.end,
      extra: rule.extra.join('\n'),
    },
    rankShowName: c.rankShowName, oiRankScoreType: c.oiRankScoreType, starAccount: c.starAccount, awardType: c.awardType,
    awardConfigList: c.awardConfigList.length ? c.awardConfigList : defaultAwards(),
  };
}

export function accountRuleText(a: AccountLimitDraft): string {
  return formatAccountLimitRule({ prefix: a.prefix.trim(), suffix: a.suffix.trim(), start: a.start, end: a.end, extra: a.extra.split(/\s+/).filter(Boolean) });
}

/** spec 3 §5: the accounts the rule allows (numbered ones shortened past `max`), shown when start <= end */
export function accountPreview(a: AccountLimitDraft, max = 6): string[] | null {
  if (!(Number.isInteger(a.start) && Number.isInteger(a.end)) || a.start > a.end) return null;
  const name = (n: number) => `${a.prefix.trim()}${n}${a.suffix.trim()}`;
  const count = a.end - a.start + 1;
  const numbered = count <= max ? Array.from({ length: count }, (_, i) => name(a.start + i)) : [name(a.start), name(a.start + 1), '…', name(a.end)];
  return [...numbered, ...a.extra.split(/\s+/).filter(Boolean)];
}

export function toBody(d: ContestDraft): AdminContestBody {
  const seal = d.sealRank ? sealTime(d) : null;
  return {
    id: d.id, title: d.title, description: d.description, type: d.type, auth: d.auth, pwd: d.auth === 0 ? null : d.pwd,
    startTime: d.startTime?.toISOString() ?? null, endTime: d.endTime?.toISOString() ?? null,
    sealRank: d.sealRank, sealRankTime: seal?.toISOString() ?? null, autoRealRank: d.autoRealRank, visible: d.visible,
    openPrint: d.openPrint, openRank: d.openRank, allowEndSubmit: d.allowEndSubmit, teamMode: d.teamMode,
    openAccountLimit: d.auth !== 0 && d.openAccountLimit, accountLimitRule: accountRuleText(d.accountLimit),
    rankShowName: d.rankShowName, oiRankScoreType: d.oiRankScoreType, starAccount: d.starAccount,
    awardType: d.awardType, awardConfigList: d.awardType === 0 ? [] : d.awardConfigList,
  };
}
