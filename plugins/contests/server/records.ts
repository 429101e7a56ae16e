// The contest's records (reference contest_record): each judged submission of a contest becomes
// one row — its problem's display id, its time from the start, verdict, score and run time — on
// the submissions plugin's `submission.judged` event; a rejudge or a verdict by hand updates the
// same row. The first AC of each problem is marked (first blood, for the AC info and balloons).
// Boards are rebuilt from these rows (board.ts), never from the submissions table.
import type { PluginContext } from '@oj/sdk';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import type { SubmissionJudged } from '@oj/plugin-submissions/shared';
import type { Contests } from './core.ts';
import type { ContestRecordStore } from './stores/records.ts';
import type { RecordRow } from './board.ts';
import { toWire, type Boards } from './boards.ts';
import { CONTEST_CHANGED_CHANNEL } from '../shared/index.ts';

export function keepRecords(ctx: PluginContext, contests: Contests, records: ContestRecordStore, boards: Boards): void {
  ctx.bus.on('submission.judged', async (judged) => {
    if (!judged.cid) return;
    try {
      const row = await record(contests, records, judged);
      // this node's boards at once; the other nodes' when the broadcast reaches them (applying a
      // record twice changes nothing); each node then tells its own open pages (board-push.ts)
      if (row) {
        await boards.apply(row.cid, row);
        await ctx.bus.broadcast(CONTEST_CHANGED_CHANNEL, { cid: row.cid, what: 'record', record: toWire(row) });
      }
    } catch (err) {
      ctx.log.error({ err, submitId: judged.submitId }, 'contest record not written');
    }
  });
}

async function record(contests: Contests, records: ContestRecordStore, j: SubmissionJudged): Promise<(RecordRow & { cid: number }) | null> {
  // the contest as read at most a second ago: its start and length do not change under a running contest
  const c = await contests.cached(j.cid);
  if (!c) return null;
  const cp = await contests.store.problemByPid(c.id, j.pid);
  if (!cp) return null;
  const submitTime = new Date(j.submitTime);
  const time = Math.floor((submitTime.getTime() - c.startTime.getTime()) / 1000);
  // the record and the status it had before, in one statement (a verdict is one round trip)
  const { beforeStatus, ...row } = await records.write(c, {
    submitId: j.submitId, uid: j.uid, username: j.username, pid: j.pid, cpid: cp.id, displayId: cp.displayId,
    status: j.status, submitTime, score: j.score, useTime: j.time,
  }, time);
  // first blood moves only when an AC comes or goes: the earliest AC of the problem within the
  // contest by someone other than its author holds it, in one statement
  if (j.status === JudgeStatus.ACCEPTED || beforeStatus === JudgeStatus.ACCEPTED) await records.moveFirstBlood(c, j.pid);
  return row;
}
