// `oj print-client` against a real site (`oj start` on an empty data dir, as cli.test.ts starts
// one): contestants send print jobs, a contest admin issues a printer token, and the client prints
// them with a command that appends its argv and the file's text to a log. A failing command marks
// the job failed with its output; a job whose text, username and real name are shell code runs
// nothing (the marker file those would create never appears); the client keeps polling until
// stopped; a refused token ends it. The template splitting is checked on its own too.
import t from 'tap';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fillCommand, splitCommand } from '../src/commands/print-client.ts';
import { ojChildFlags } from '@oj/kernel/testing/child-flags';

const OJ = new URL('../bin/oj.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'ojprint-'));
const dataDir = join(dir, 'data');
/** where the print client runs: the hostile jobs' marker would land here */
const work = join(dir, 'work');
mkdirSync(work);
const LOG = join(dir, 'printed.log');
const MARKER = 'PWN';
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => { const p = (srv.address() as { port: number }).port; srv.close(() => res(p)); });
  });
}

const port = await freePort();
const site = `http://127.0.0.1:${port}`;
let out = '';
const server = spawn(process.execPath, [OJ, 'start', '--port', String(port), '--data-dir', dataDir], { cwd: dir, env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', OJ_LOG_LEVEL: 'warn' } });
server.stdout!.on('data', (d) => { out += d; });
server.stderr!.on('data', (d) => { out += d; });
t.teardown(() => new Promise<void>((res) => { if (server.exitCode !== null) { res(); return; } server.once('exit', () => res()); server.kill('SIGTERM'); }));
for (const deadline = Date.now() + 90_000; ;) {
  try { if ((await fetch(`${site}/api/get-website-config`)).ok) break; } catch { /* not up yet */ }
  if (server.exitCode !== null) throw new Error(`oj start exited: ${out}`);
  if (Date.now() > deadline) throw new Error(`oj start did not answer: ${out}`);
  await new Promise((r) => setTimeout(r, 200));
}

async function call<T = unknown>(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const r = await fetch(`${site}${path}`, {
    method: init.method ?? 'GET', body: init.body === undefined ? undefined : JSON.stringify(init.body),
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: init.token } : {}) },
  });
  return { token: r.headers.get('authorization'), body: (await r.json()) as { status: number; msg: string; data: T } };
}
async function login(username: string, password: string, admin = false): Promise<string> {
  const r = await call(admin ? '/api/admin/login' : '/api/login', { method: 'POST', body: { username, password } });
  if (r.body.status !== 200 || !r.token) throw new Error(`login ${username}: ${r.body.msg}`);
  return r.token;
}

const [, rootName, rootPassword] = /username: (\S+)\s+password: (\S+)/.exec(out)!;
const root = await login(rootName, rootPassword, true);
const HOSTILE_USER = `q'$(touch${'${IFS}'}${MARKER})`;
const HOSTILE_REAL = `"; touch ${MARKER}; \`touch ${MARKER}\` $(touch ${MARKER}) '`;
const made = await call('/api/admin/user/insert-batch-user', {
  method: 'POST', token: root,
  body: { users: [['pcalice', 'secret123', '', 'Alice'], [HOSTILE_USER, 'secret123', '', HOSTILE_REAL], ['pcbob', 'secret123', '', ''], ['pccarol', 'secret123', '', '']] },
});
if (made.body.status !== 200) throw new Error(`users: ${made.body.msg}`);
const start = Date.now() - 60_000;
const contest = await call<{ id: number }>('/api/admin/contest', {
  method: 'POST', token: root,
  body: {
    title: 'Onsite round', description: 'printing', type: 0, auth: 0, pwd: '',
    startTime: new Date(start).toISOString(), endTime: new Date(start + 3 * 3_600_000).toISOString(),
    sealRank: false, sealRankTime: null, autoRealRank: true, visible: true, openPrint: true, openRank: false,
    allowEndSubmit: false, openAccountLimit: false, accountLimitRule: '', rankShowName: 'username',
    oiRankScoreType: 'Recent', starAccount: [], awardType: 0, awardConfigList: [],
  },
});
if (contest.body.status !== 200) throw new Error(`contest: ${contest.body.msg}`);
const cid = contest.body.data.id;

async function sendJob(username: string, content: string): Promise<void> {
  const r = await call('/api/submit-print-text', { method: 'POST', token: await login(username, 'secret123'), body: { cid, content } });
  if (r.body.status !== 200) throw new Error(`print job of ${username}: ${r.body.msg}`);
}
const issued = await call<{ token: string }>('/api/admin/contest/icpc-token', { method: 'POST', token: root, body: { cid, role: 'printer', name: 'Room 101 printer' } });
if (issued.body.status !== 200) throw new Error(`token: ${issued.body.msg}`);
const printerToken = issued.body.data.token;

interface Row { id: number; username: string; state: string; status: number; failReason: string | null; claimedBy: string | null }
const jobs = async () => (await call<{ records: Row[] }>(`/api/get-contest-print?cid=${cid}&limit=50`, { token: root })).body.data.records;

/** appends {argv, text} per job to LOG: argv[0] is the log, then title, file, user, contest, job */
const RECORD = `${JSON.stringify(process.execPath)} -e 'const fs=require("fs");const a=process.argv.slice(1);fs.appendFileSync(a[0],JSON.stringify({argv:a.slice(1),text:fs.readFileSync(a[2],"utf8")})+"\\n")' ${LOG} {title} {file} {user} {contest} {job}`;

/** runs `oj print-client` (its TypeScript source) in the work folder */
function client(args: string[], env: Record<string, string> = {}): { proc: ChildProcess; done: Promise<{ code: number | null; out: string }> } {
  const proc = spawn(process.execPath, [...ojChildFlags(), OJ, 'print-client', '--site', site, '--contest', String(cid), ...args], { cwd: work, env: { ...process.env, ...env } });
  let text = '';
  proc.stdout!.on('data', (d) => { text += d; });
  proc.stderr!.on('data', (d) => { text += d; });
  return { proc, done: new Promise((res) => proc.once('close', (code) => res({ code, out: text }))) };
}

t.test('jobs are printed through the command, hostile ones run nothing', async (t) => {
  const plain = 'int main() { return 0; } // a plain job for the printer, fifty characters at least';
  const hostile = `$(touch ${MARKER}) \`touch ${MARKER}\`; touch ${MARKER} ' " && touch ${MARKER} # still at least fifty characters`;
  await sendJob('pcalice', plain);
  await sendJob(HOSTILE_USER, hostile);
  const run = await client(['--token', printerToken, '--command', RECORD, '--once']).done;
  t.equal(run.code, 0, 'the client exits 0');
  t.match(run.out, /2 printed, 0 failed/);
  const lines = readFileSync(LOG, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { argv: string[]; text: string });
  t.equal(lines.length, 2, 'the command ran once per job');
  const rows = await jobs();
  const idOf = (u: string) => rows.find((r) => r.username === u)!.id;
  const [a, h] = lines;
  t.same([a.argv[0], a.argv[2], a.argv[3], a.argv[4]], [`pcalice (Alice) - print job ${idOf('pcalice')}`, 'pcalice', String(cid), String(idOf('pcalice'))], 'title, user, contest, job');
  t.equal(a.text, plain, 'the file holds the job\'s text');
  t.same([h.argv[0], h.argv[2]], [`${HOSTILE_USER} (${HOSTILE_REAL}) - print job ${idOf(HOSTILE_USER)}`, HOSTILE_USER], 'the hostile values arrive as they are, one argument each');
  t.equal(h.text, hostile);
  t.notOk(existsSync(join(work, MARKER)) || existsSync(join(dir, MARKER)), 'no marker file: nothing in the job ran');
  t.same(readdirSync(work), [], 'the client leaves nothing behind');
  t.same(rows.map((r) => [r.state, r.status, r.claimedBy]), [['printed', 1, 'Room 101 printer'], ['printed', 1, 'Room 101 printer']], 'both printed on the site');
});

t.test('a failing command marks the job failed with its output', async (t) => {
  await sendJob('pcbob', 'int main() { return 1; } // this one meets a paper jam in the printer');
  const jam = `${JSON.stringify(process.execPath)} -e 'process.stderr.write("lp: paper jam in tray 2\\n"); process.exit(3)' {file}`;
  const run = await client(['--token', printerToken, '--command', jam, '--once']).done;
  t.equal(run.code, 0, 'the client exits 0');
  t.match(run.out, /0 printed, 1 failed/);
  const bob = (await jobs()).find((r) => r.username === 'pcbob')!;
  t.same([bob.state, bob.status], ['failed', 0]);
  t.equal(bob.failReason, 'exit code 3: lp: paper jam in tray 2', 'the reason: the exit code and the command\'s last output');
});

t.test('the client keeps polling until stopped; a refused token ends it', async (t) => {
  const before = readFileSync(LOG, 'utf8').trim().split('\n').length;
  const { proc, done } = client(['--command', RECORD, '--interval', '0.3'], { OJ_PRINT_TOKEN: printerToken });
  await new Promise((r) => setTimeout(r, 1500));
  t.equal(proc.exitCode, null, 'still polling an empty queue');
  await sendJob('pccarol', 'int main() { return 2; } // sent while the client waits for more work');
  for (const deadline = Date.now() + 15_000; (await jobs()).find((r) => r.username === 'pccarol')?.state !== 'printed';) {
    if (Date.now() > deadline) { t.fail('not printed in time'); break; }
    await new Promise((r) => setTimeout(r, 200));
  }
  t.equal(readFileSync(LOG, 'utf8').trim().split('\n').length, before + 1, 'printed once');
  proc.kill('SIGTERM');
  const stopped = await done;
  t.equal(stopped.code, 0, 'stops on SIGTERM');
  t.match(stopped.out, /1 printed, 0 failed/);

  const refused = await client(['--token', 'icpc_revoked_or_made_up', '--command', RECORD]).done;
  t.equal(refused.code, 1, 'a bad token ends the client');
  t.match(refused.out, /This printer token is not valid or has been revoked/);
});

t.test('the command template: words as a shell splits them, values never re-read', async (t) => {
  t.same(splitCommand(`lp -t {title} -o 'media=A4 x' "a \\"b\\"" c\\ d {file}`), ['lp', '-t', '{title}', '-o', 'media=A4 x', 'a "b"', 'c d', '{file}']);
  const words = splitCommand('print --who={user} {file}');
  t.same(fillCommand(words, { file: '/tmp/f', title: '', user: "x'; rm -rf / #{file}$(id)", team: '', contest: '1', job: '2' }),
    ['print', "--who=x'; rm -rf / #{file}$(id)", '/tmp/f'], 'a value is one argument, its braces not expanded');
  t.throws(() => splitCommand('lp {nope}'), /unknown placeholder \{nope\}/);
  t.throws(() => splitCommand("lp 'open"), /unclosed/);
  t.throws(() => splitCommand("sh -c 'lp {file}'"), /placeholder inside a shell's -c script/);
  t.same(splitCommand("sh -c 'lp \"$1\"' sh {file}"), ['sh', '-c', 'lp "$1"', 'sh', '{file}'], 'a shell with the values as arguments');
});
