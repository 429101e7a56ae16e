// The embedded database's server: many connections share PGlite's one session without seeing
// each other's query cycles or transactions; LISTEN/NOTIFY reaches exactly the connections that
// listen, when the notifying transaction commits.
import t from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase } from '../src/db/embedded.ts';
import { lastReadyStatus, listenStatements, takeNotifications } from '../src/db/pglite-server.ts';

const dir = mkdtempSync(join(tmpdir(), 'ojpg-'));
const db = await startEmbeddedDatabase(dir);
const pools = [0, 1, 2, 3].map(() => new pg.Pool({ connectionString: db.url, max: 3 }));
t.teardown(async () => { for (const p of pools) await p.end(); await db.close(); rmSync(dir, { recursive: true, force: true }); });

await pools[0].query('create table kv (k int primary key, v text)');

t.test('parameterised queries from many connections at once each get their own answer', async (t) => {
  const jobs = Array.from({ length: 400 }, async (_, i) => {
    const pool = pools[i % pools.length];
    if (i % 2) {
      const r = await pool.query('select $1::int + $2::int as sum, $3::text as tag', [i, 1, `t${i}`]);
      return r.rows[0].sum === i + 1 && r.rows[0].tag === `t${i}`;
    }
    const r = await pool.query('select $1::text as only', [`o${i}`]);
    return r.rows[0].only === `o${i}`;
  });
  const results = await Promise.all(jobs);
  t.equal(results.filter(Boolean).length, 400, 'no answer mixed up, no error');
});

t.test('an open transaction holds the session: others wait, and see only what was committed', async (t) => {
  const a = await pools[0].connect();
  await a.query('begin');
  await a.query('insert into kv values (1, $1)', ['uncommitted']);
  let seenDuring: unknown = 'not yet';
  const other = pools[1].query('select count(*)::int as n from kv').then((r) => { seenDuring = r.rows[0].n; });
  await new Promise((r) => setTimeout(r, 100));
  t.equal(seenDuring, 'not yet', 'the other connection waits for the transaction');
  await a.query('rollback');
  a.release();
  await other;
  t.equal(seenDuring, 0, 'and then sees nothing of the rolled-back insert');
});

t.test('a client that dies inside a transaction leaves nothing behind and blocks no one', async (t) => {
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  await c.query('begin');
  await c.query('insert into kv values (2, $1)', ['orphan']);
  c.on('error', () => { /* the connection we are about to cut */ });
  (c as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  const r = await pools[2].query('select count(*)::int as n from kv');
  t.equal(r.rows[0].n, 0);
});

t.test('ReadyForQuery status is read from the end of a response', async (t) => {
  const msg = (type: string, body: number[]) => [type.charCodeAt(0), 0, 0, 0, 4 + body.length, ...body];
  t.equal(lastReadyStatus(Uint8Array.from([...msg('C', [65, 0]), ...msg('Z', [0x49])])), 0x49);
  t.equal(lastReadyStatus(Uint8Array.from([...msg('Z', [0x54])])), 0x54);
  t.equal(lastReadyStatus(Uint8Array.from(msg('1', []))), undefined, 'ParseComplete alone: the cycle is not over');
});

async function client(): Promise<pg.Client & { heard: string[] }> {
  const c = new pg.Client({ connectionString: db.url }) as pg.Client & { heard: string[] };
  c.heard = [];
  c.on('notification', (n) => c.heard.push(`${n.channel}:${n.payload}`));
  await c.connect();
  return c;
}
const settle = () => new Promise((r) => setTimeout(r, 50));

t.test('a NOTIFY reaches the connections listening on its channel, and no other', async (t) => {
  const [a, b, c, sender] = await Promise.all([client(), client(), client(), client()]);
  t.teardown(async () => { for (const x of [a, b, c, sender]) await x.end(); });
  await a.query('-- wake workers\nLISTEN bullmq_jobs;');
  await b.query('LISTEN "Other Channel"');
  await sender.query("select pg_notify('bullmq_jobs', 'judge')");
  await sender.query(`NOTIFY "Other Channel", 'hello'`);
  await settle();
  t.same(a.heard, ['bullmq_jobs:judge'], 'the jobs listener hears the job');
  t.same(b.heard, ['Other Channel:hello'], 'a quoted channel name is kept as written');
  t.same([c.heard, sender.heard], [[], []], 'connections that did not listen hear nothing');

  // inside a transaction: only on commit, never on rollback
  const tx = await client();
  t.teardown(() => tx.end());
  await tx.query('begin');
  await tx.query("select pg_notify('bullmq_jobs', 'later')");
  await settle();
  t.same(a.heard, ['bullmq_jobs:judge'], 'nothing before the commit');
  await tx.query('commit');
  await tx.query('begin');
  await tx.query("select pg_notify('bullmq_jobs', 'never')");
  await tx.query('rollback');
  await settle();
  t.same(a.heard, ['bullmq_jobs:judge', 'bullmq_jobs:later'], 'the committed one arrives, the rolled-back one never');

  // one connection's UNLISTEN does not silence the others
  await c.query('LISTEN bullmq_jobs');
  await a.query('UNLISTEN bullmq_jobs');
  await sender.query("select pg_notify('bullmq_jobs', 'after')");
  await settle();
  t.same(a.heard.at(-1), 'bullmq_jobs:later', 'the connection that unlistened hears no more');
  t.same(c.heard, ['bullmq_jobs:after'], 'the one still listening hears it');

  // a listener that goes away is forgotten; the others carry on
  await c.end();
  await b.query('LISTEN bullmq_jobs');
  await sender.query("select pg_notify('bullmq_jobs', 'last')");
  await settle();
  t.same(b.heard.at(-1), 'bullmq_jobs:last');
});

t.test('notifications sent while many connections query at once: every listener hears each, answers stay right', async (t) => {
  const listeners = await Promise.all([client(), client(), client()]);
  t.teardown(async () => { for (const x of listeners) await x.end(); });
  for (const l of listeners) await l.query('LISTEN burst');
  const jobs = Array.from({ length: 300 }, async (_, i) => {
    const pool = pools[i % pools.length];
    const r = await pool.query('select pg_notify($1, $2), $3::int as n', ['burst', String(i), i]);
    return r.rows[0].n === i;
  });
  t.equal((await Promise.all(jobs)).filter(Boolean).length, 300, 'each query has its own answer');
  await settle();
  for (const l of listeners) t.equal(new Set(l.heard).size, 300, 'each listener heard all 300 notifications');
});

t.test('LISTEN statements and notifications are read from the wire', async (t) => {
  t.same(listenStatements('-- a comment with LISTEN x\nLISTEN bullmq_jobs;\nselect 1; UNLISTEN *'), [{ listen: true, channel: 'bullmq_jobs' }, { listen: false, channel: null }]);
  t.same(listenStatements('listen "A""b"'), [{ listen: true, channel: 'A"b' }]);
  t.same(listenStatements("select 'LISTEN x'"), [], 'a LISTEN in a string is not one');
  const msg = (type: string, body: number[]) => [type.charCodeAt(0), 0, 0, 0, 4 + body.length, ...body];
  const note = msg('A', [0, 0, 0, 1, 99, 0, 112, 0]);
  const { rest, notifications } = takeNotifications(Uint8Array.from([...msg('C', [65, 0]), ...note, ...msg('Z', [0x49])]));
  t.same([...rest], [...msg('C', [65, 0]), ...msg('Z', [0x49])], 'the response without the notification');
  t.same(notifications.map((n) => [...n]), [note]);
});
