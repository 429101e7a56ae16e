// Where a chat lives and whether AI may be used there: outside contests always (for a logged-in
// user); inside a contest while it runs only when that contest's AI switch is on (default off:
// next-areas §3.1 contest rules — Codeforces and AtCoder forbid AI help in rated rounds).
import type { PluginContext } from '@oj/sdk';
import { CONTEST_STATUS, contestsService } from '@oj/plugin-contests/shared';
import type { ChatContext } from '../shared/browser.ts';
import type { ContestSwitchStore } from './stores/index.ts';

/** where a chat lives: a problem's display id ('' none), a contest and a training (0 none) */
export interface ChatPlace { problemId: string; contestId: number; trainingId: number }

/** an id sent as JSON or form text; anything but a positive integer is none (0) */
export function idValue(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*[0-9]{1,10}\s*$/.test(value) ? Number(value) : 0;
  return Number.isInteger(n) && n > 0 && n <= 2 ** 31 - 1 ? n : 0;
}

export function placeOf(body: ChatContext): ChatPlace {
  const problemId = body.problemId === null || body.problemId === undefined || body.problemId === 0 ? '' : String(body.problemId).trim();
  return { problemId, contestId: idValue(body.contestId), trainingId: idValue(body.trainingId) };
}

export class ContestRule {
  constructor(private readonly ctx: PluginContext, private readonly store: ContestSwitchStore) {}

  /** the contest's AI switch (false when never set) */
  async allowed(cid: number): Promise<boolean> {
    return (await this.store.allowed(cid)) ?? false;
  }

  set(cid: number, allowed: boolean, byUid: string): Promise<void> {
    return this.store.set(cid, allowed, byUid);
  }

  /** may AI be used in this place: no contest, a contest not running now, or its switch on */
  async permits(place: ChatPlace): Promise<boolean> {
    if (!place.contestId) return true;
    const contests = this.ctx.services.maybe(contestsService);
    if (!contests) return true;
    const contest = await contests.get(place.contestId);
    if (!contest || contest.status !== CONTEST_STATUS.running) return true;
    return this.allowed(place.contestId);
  }
}
