// The embedded database's server: many connections share PGlite's one session without seeing
// each other's query cycles or transactions.
import t from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase } from '../src/db/embedded.ts';
import { lastReadyStatus } from '../src/db/pglite-server.ts';

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
