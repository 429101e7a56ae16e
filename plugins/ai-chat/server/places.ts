// Where a chat lives and whether AI may be used there: outside contests always (for a logged-in
// user); inside a contest while it runs only when that contest's AI switch is on (default off:
// next-areas §3.1 contest rules — Codeforces and AtCoder forbid AI help in rated rounds).
import type { PluginContext } from '@oj/sdk';
import { CONTEST_STATUS, contestsService } from '@oj/plugin-contests/shared';
import type { ChatContext } from '../shared/browser.ts';
import { T, type ChatPlace } from './tables.ts';

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
  constructor(private readonly ctx: PluginContext) {}

  /** the contest's AI switch (false when never set) */
  async allowed(cid: number): Promise<boolean> {
    const row = (await this.ctx.db(T.contest).where({ cid }).first('allowed')) as { allowed: boolean } | undefined;
    return row?.allowed ?? false;
  }

  async set(cid: number, allowed: boolean, byUid: string): Promise<void> {
    await this.ctx.db(T.contest).insert({ cid, allowed, byUid, gmtModified: this.ctx.db.fn.now() }).onConflict('cid').merge();
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
