// The contest's records (reference contest_record): each judged submission of a contest becomes
// one row — its problem's display id, its time from the start, verdict, score and run time — on
// the submissions plugin's `submission.judged` event; a rejudge or a verdict by hand updates the
// same row. The first AC of each problem is marked (first blood, for the AC info and balloons).
// Boards are rebuilt from these rows (board.ts), never from the submissions table.
import type { PluginContext } from '@oj/sdk';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import type { SubmissionJudged } from '@oj/plugin-submissions/shared';
import { T, type Contests } from './core.ts';
import type { RecordRow } from './board.ts';
import { toWire, type Boards } from './boards.ts';
import { CONTEST_CHANGED_CHANNEL } from '../shared/index.ts';

export function keepRecords(ctx: PluginContext, contests: Contests, boards: Boards): void {
  ctx.bus.on('submission.judged', async (judged) => {
    if (!judged.cid) return;
    try {
      const row = await record(ctx, contests, judged);
      // this node's boards at once; the other nodes' when the broadcast reaches them (applying a
      // record twice changes nothing)
      if (row) {
        await boards.apply(row.cid, row);
        await ctx.bus.broadcast(CONTEST_CHANGED_CHANNEL, { cid: row.cid, what: 'record', record: toWire(row) });
      }
    } catch (err) {
      ctx.log.error({ err, submitId: judged.submitId }, 'contest record not written');
    }
  });
}

async function record(ctx: PluginContext, contests: Contests, j: SubmissionJudged): Promise<(RecordRow & { cid: number }) | null> {
  const c = await contests.get(j.cid);
  if (!c) return null;
  const cp = (await ctx.db(T.problem).where({ cid: c.id, pid: j.pid }).first('id', 'displayId')) as { id: number; displayId: string } | undefined;
  if (!cp) return null;
  const submitTime = new Date(j.submitTime);
  const time = Math.floor((submitTime.getTime() - c.startTime.getTime()) / 1000);
  return ctx.db.transaction(async (trx) => {
    const before = (await trx(T.record).where({ submitId: j.submitId }).first('status')) as { status: number | null } | undefined;
    const [row] = (await trx(T.record)
      .insert({ cid: c.id, uid: j.uid, pid: j.pid, cpid: cp.id, displayId: cp.displayId, submitId: j.submitId, username: j.username, status: j.status, submitTime, time, score: j.score, useTime: j.time })
      .onConflict('submitId').merge(['status', 'score', 'useTime'])
      .returning(['id', 'cid', 'uid', 'pid', 'displayId', 'submitId', 'username', 'status', 'submitTime', 'time', 'score', 'useTime'])) as Array<RecordRow & { cid: number }>;
    // first blood moves only when an AC comes or goes: the earliest AC of the problem within the
    // contest by someone other than its author holds it, in one statement
    if (j.status === JudgeStatus.ACCEPTED || before?.status === JudgeStatus.ACCEPTED) {
      const first = trx(T.record).where({ cid: c.id, pid: j.pid, status: JudgeStatus.ACCEPTED }).whereNot({ uid: c.uid })
        .where('time', '>=', 0).where('time', '<', Number(c.duration))
        .orderBy([{ column: 'time' }, { column: 'submitId' }]).limit(1).select('id');
      await trx(T.record).where({ cid: c.id, pid: j.pid })
        .where((w) => w.where('firstBlood', true).orWhereIn('id', first))
        .update({ firstBlood: trx.raw('?? in (?)', ['id', first.clone()]) });
    }
    return row;
  });
}
