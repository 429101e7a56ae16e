// A verdict by someone not yet on the board (each contestant's first submission): the node's
// boards tell the push (board-push.ts) of the change only once the newcomer's name is read and
// their row is on the boards. Told before, a push built while the name was being read lacked
// their row, no later push carried it, and the verdict showed on the pages only at a later read
// (bench/cluster: 1–2% of verdicts 4–24 s late on the other node). The name lookup is held here.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import type { PluginContext, PublicUser } from '@oj/sdk';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { Boards, OPEN_BOARD } from '../server/boards.ts';
import type { ContestRow } from '../server/core.ts';
import { PLUGINS, addContestProblem, addRecord, createContest } from './helpers.ts';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
const owner = await site.userWithToken('nowner', 'admin');
const ann = { uid: await site.createUser('nann', 'secret123', 'default_user'), username: 'nann' };
const ben = { uid: await site.createUser('nben', 'secret123', 'default_user'), username: 'nben' };

t.test('a newcomer\'s change is told once their row is on the boards, not while their name is being read', async (t) => {
  const cid = await createContest(site, { uid: owner.uid, author: 'nowner', title: 'Newcomer', phase: 'running', openRank: true, visible: true });
  const cpid = await addContestProblem(site, cid, 941, 'A');
  await addRecord(site, { cid, uid: ann.uid, username: ann.username, pid: 941, cpid, displayId: 'A', submitId: 70_001, status: JudgeStatus.ACCEPTED, time: 60 });
  // the node's boards, on the site's database and users, with the name lookup held at will
  let release: () => void = () => {};
  let held: Promise<void> | null = null;
  const users = {
    byIds: async (uids: readonly string[]): Promise<PublicUser[]> => {
      if (held) await held;
      return (await site.db('users_public').whereIn('uid', [...uids])) as PublicUser[];
    },
  };
  const ctx = { db: site.db, users, bus: site.kernel.bus, log: site.kernel.log } as unknown as PluginContext;
  const boards = new Boards(ctx);
  const contest = (await site.db('contests_contest').where({ id: cid }).first()) as ContestRow;
  const board = await boards.board(contest, OPEN_BOARD);
  t.same(board.rows().map((r) => r.username), ['nann'], 'the board before: ann');

  const told: Array<{ uid: string; was: unknown; onBoard: boolean }> = [];
  boards.onChange = (_cid, uid, was) => told.push({ uid, was, onBoard: !!board.rowOf(uid) });
  held = new Promise<void>((r) => { release = r; });
  const applied = boards.apply(cid, { uid: ben.uid, displayId: 'A', submitId: 70_002, status: JudgeStatus.ACCEPTED, time: 120, score: null, useTime: null });
  await new Promise((r) => setTimeout(r, 100));
  t.same(told, [], 'nothing told while ben\'s name is being read (a push built now would lack his row)');
  release();
  await applied;
  t.same(told, [{ uid: ben.uid, was: null, onBoard: true }], 'told once his row is on the board: no row before');
  t.same(board.rows().map((r) => r.username), ['nann', 'nben'], 'the board after');
});
