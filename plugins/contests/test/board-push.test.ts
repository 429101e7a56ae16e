// Which board changes are pushed to open pages (server/records.ts BoardPush): `{ cid }` for a
// visible site contest, at most one push per contest a second (the first change, then the rest
// together), and none for what a sealed board hides or for contests not everyone may know of.
import t from 'tap';
import type { PluginContext } from '@oj/sdk';
import { BoardPush, BOARD_PUSH_WINDOW_MS } from '../server/records.ts';
import type { ContestRow } from '../server/core.ts';

const HOUR = 3_600_000;

function recorder() {
  const sent: Array<{ event: string; data: unknown }> = [];
  const ctx = { push: { toAll: async (event: string, data: unknown) => { sent.push({ event, data }); } }, log: { warn: () => {} } } as unknown as PluginContext;
  return { sent, push: new BoardPush(ctx) };
}

function contest(fields: Partial<ContestRow> = {}): ContestRow {
  const now = Date.now();
  return { id: 7, visible: true, gid: null, sealRank: false, sealRankTime: null, autoRealRank: true, startTime: new Date(now - HOUR), endTime: new Date(now + HOUR), ...fields } as ContestRow;
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

t.test('a change is pushed once; changes within the window come together at its end', async (t) => {
  const { sent, push } = recorder();
  const c = contest();
  push.changed(c, { submitTime: new Date() });
  push.changed(c, { submitTime: new Date() });
  push.changed(c, { submitTime: new Date() });
  push.changed(contest({ id: 8 }), { submitTime: new Date() });
  await settle(300);
  t.same(sent, [{ event: 'contest-board', data: { cid: 7 } }, { event: 'contest-board', data: { cid: 8 } }], 'the first change of each contest at once');
  await settle(BOARD_PUSH_WINDOW_MS);
  t.same(sent.map((s) => s.data), [{ cid: 7 }, { cid: 8 }, { cid: 7 }], 'the other two changes of contest 7 in one push');
});

t.test('nothing the sealed board hides, nothing of hidden or group contests', async (t) => {
  const { sent, push } = recorder();
  const now = Date.now();
  const sealed = contest({ sealRank: true, sealRankTime: new Date(now - HOUR / 2) });
  push.changed(sealed, { submitTime: new Date(now - 1000) });
  push.changed(contest({ id: 9, visible: false }), { submitTime: new Date() });
  push.changed(contest({ id: 10, gid: 3 }), { submitTime: new Date() });
  await settle(300);
  t.same(sent, [], 'a verdict of a submission after the seal, a hidden contest, a group\'s contest: no push');
  push.changed(sealed, { submitTime: new Date(now - HOUR) });
  await settle(300);
  t.same(sent.map((s) => s.data), [{ cid: 7 }], 'a submission from before the seal judged now changes the sealed board: pushed');
});
