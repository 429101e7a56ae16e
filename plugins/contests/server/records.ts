// The contest's records (reference contest_record): each judged submission of a contest becomes
// one row — its problem's display id, its time from the start, verdict, score and run time — on
// the submissions plugin's `submission.judged` event; a rejudge or a verdict by hand updates the
// same row. The first AC of each problem is marked (first blood, for the AC info and balloons).
// Boards are rebuilt from these rows (board.ts), never from the submissions table.
import type { PluginContext } from '@oj/sdk';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import type { SubmissionJudged } from '@oj/plugin-submissions/shared';
import { contestChanged, T, type Contests } from './core.ts';
import type { Boards } from './board.ts';

export function keepRecords(ctx: PluginContext, contests: Contests, boards: Boards): void {
  ctx.bus.on('submission.judged', async (judged) => {
    if (!judged.cid) return;
    try {
      const cid = await record(ctx, contests, judged);
      // this node at once; the others when the broadcast reaches them
      if (cid) {
        boards.drop(cid);
        await contestChanged(ctx, cid, 'records');
      }
    } catch (err) {
      ctx.log.error({ err, submitId: judged.submitId }, 'contest record not written');
    }
  });
}

async function record(ctx: PluginContext, contests: Contests, j: SubmissionJudged): Promise<number | null> {
  const c = await contests.get(j.cid);
  if (!c) return null;
  const cp = (await ctx.db(T.problem).where({ cid: c.id, pid: j.pid }).first('id', 'displayId')) as { id: number; displayId: string } | undefined;
  if (!cp) return null;
  const submitTime = new Date(j.submitTime);
  const time = Math.floor((submitTime.getTime() - c.startTime.getTime()) / 1000);
  await ctx.db.transaction(async (trx) => {
    await trx(T.record)
      .insert({ cid: c.id, uid: j.uid, pid: j.pid, cpid: cp.id, displayId: cp.displayId, submitId: j.submitId, username: j.username, status: j.status, submitTime, time, score: j.score, useTime: j.time })
      .onConflict('submitId').merge(['status', 'score', 'useTime']);
    // first blood: the earliest AC of the problem within the contest by someone other than its author
    const first = (await trx(T.record).where({ cid: c.id, pid: j.pid, status: JudgeStatus.ACCEPTED }).whereNot({ uid: c.uid })
      .where('time', '>=', 0).where('time', '<', Number(c.duration))
      .orderBy([{ column: 'time' }, { column: 'submitId' }]).first('id')) as { id: number } | undefined;
    await trx(T.record).where({ cid: c.id, pid: j.pid, firstBlood: true }).modify((q) => { if (first) q.whereNot({ id: first.id }); }).update({ firstBlood: false });
    if (first) await trx(T.record).where({ id: first.id }).update({ firstBlood: true });
  });
  return c.id;
}
