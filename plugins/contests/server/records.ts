// The contest's records (reference contest_record): each judged submission of a contest becomes
// one row — its problem's display id, its time from the start, verdict, score and run time — on
// the submissions plugin's `submission.judged` event; a rejudge or a verdict by hand updates the
// same row. The first AC of each problem is marked (first blood, for the AC info and balloons).
// Boards are rebuilt from these rows (board.ts), never from the submissions table.
import type { PluginContext } from '@oj/sdk';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import type { SubmissionJudged } from '@oj/plugin-submissions/shared';
import { T, withinContest, type Contests } from './core.ts';
import type { RecordRow } from './board.ts';
import { toWire, type Boards } from './boards.ts';
import { CONTEST_CHANGED_CHANNEL } from '../shared/index.ts';

export function keepRecords(ctx: PluginContext, contests: Contests, boards: Boards): void {
  ctx.bus.on('submission.judged', async (judged) => {
    if (!judged.cid) return;
    try {
      const row = await record(ctx, contests, judged);
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

async function record(ctx: PluginContext, contests: Contests, j: SubmissionJudged): Promise<(RecordRow & { cid: number }) | null> {
  // the contest as read at most a second ago: its start and length do not change under a running contest
  const c = await contests.cached(j.cid);
  if (!c) return null;
  const cp = (await ctx.db(T.problem).where({ cid: c.id, pid: j.pid }).first('id', 'displayId')) as { id: number; displayId: string } | undefined;
  if (!cp) return null;
  const submitTime = new Date(j.submitTime);
  const time = Math.floor((submitTime.getTime() - c.startTime.getTime()) / 1000);
  // the record and the status it had before, in one statement (a verdict is one round trip)
  const { rows } = (await ctx.db.raw(
    `with prev as (select status from ${T.record} where submit_id = ?)
     insert into ${T.record} (cid, uid, pid, cpid, display_id, submit_id, username, status, submit_time, time, score, use_time, team_id)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, case when ? then (select team_id from ${T.teamMember} where cid = ? and uid = ?) end)
     on conflict (submit_id) do update set status = excluded.status, score = excluded.score, use_time = excluded.use_time
     returning id, cid, uid, pid, display_id, submit_id, username, status, submit_time, time, score, use_time, team_id, (select status from prev) as before_status`,
    [j.submitId, c.id, j.uid, j.pid, cp.id, cp.displayId, j.submitId, j.username, j.status, submitTime, time, j.score, j.time, c.teamMode, c.id, j.uid],
  )) as { rows: Array<RecordRow & { cid: number; beforeStatus: number | null }> };
  const { beforeStatus, ...row } = rows[0]!;
  // first blood moves only when an AC comes or goes: the earliest AC of the problem within the
  // contest by someone other than its author holds it, in one statement
  if (j.status === JudgeStatus.ACCEPTED || beforeStatus === JudgeStatus.ACCEPTED) {
    const db = ctx.db;
    const first = db(T.record).where({ cid: c.id, pid: j.pid, status: JudgeStatus.ACCEPTED }).whereNot({ uid: c.uid })
      // a team contest's first AC is a team's (an admin's try outside any team is not on the board)
      .modify((q) => { if (c.teamMode) q.whereNotNull('teamId'); })
      .modify((q) => withinContest(q, c))
      .orderBy([{ column: 'time' }, { column: 'submitId' }]).limit(1).select('id');
    await db(T.record).where({ cid: c.id, pid: j.pid })
      .where((w) => w.where('firstBlood', true).orWhereIn('id', first))
      .update({ firstBlood: db.raw('?? in (?)', ['id', first.clone()]) });
  }
  return row;
}
