// `oj files move-to-store` (issue 29 item 1): a site's data dir (uploaded files, test data) copied
// into the S3 store its config names, as the operator runs it: idempotent, saying what it moved,
// leaving the local copies. Against s3rver on loopback.
import t from 'tap';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSharedStore } from '@oj/kernel/files';
import { loadConfig } from '@oj/kernel';
import { startS3 } from '@oj/kernel/testing/s3';
import { ojChildFlags } from '@oj/kernel/testing/child-flags';

const exec = promisify(execFile);
const OJ = new URL('../bin/oj.js', import.meta.url).pathname;
const s3 = await startS3();
t.teardown(() => s3.stop());
const site = mkdtempSync(join(tmpdir(), 'oj-move-'));
t.teardown(() => rmSync(site, { recursive: true, force: true }));
const dataDir = join(site, 'data');
const AVATAR = `avatar/${'a'.repeat(32)}.png`;
const put = (path: string, data: string) => { mkdirSync(join(dataDir, path, '..'), { recursive: true }); writeFileSync(join(dataDir, path), data); };
put(`files/img/${AVATAR}`, 'png bytes');
put('files/file/md-file/notes.txt', 'notes');
put('problems/testcase/problem_1/1.in', '1 2\n');
put('problems/testcase/problem_1/1.out', '3\n');
put('problems/testcase/problem_1/info', '{}');
const config = join(site, 'oj.config.json');
writeFileSync(config, JSON.stringify({ storage: s3.storage, plugins: [{ package: '@oj/plugin-problems' }] }));
const env = { ...process.env, ...s3.env, DATABASE_URL: '', REDIS_URL: '', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
const move = (extra: Record<string, string> = {}, cfg = config) => exec(process.execPath, [...ojChildFlags(), OJ, 'files', 'move-to-store', '--data-dir', dataDir, '--config', cfg], { cwd: site, env: { ...env, ...extra } });
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

t.test('the data dir is copied into the store under the keys the site reads, and the command says what it moved', async (t) => {
  const { stdout } = await move();
  t.match(stdout, /uploaded files: 2 copied \(14 bytes\), 0 already in the store/);
  t.match(stdout, /problems: test data: 1 problems, 2 files copied \(6 bytes\), 0 already in the store/);
  t.match(stdout, /The local copies are still in/);
  process.env.OJ_S3_SECRET_ACCESS_KEY = s3.env.OJ_S3_SECRET_ACCESS_KEY;
  const store = openSharedStore(loadConfig({ configPath: config }, {}), () => {});
  t.teardown(() => { if (store.kind === 's3') store.close(); });
  t.equal((await store.get(`files/img/${AVATAR}`))?.toString(), 'png bytes', 'an avatar keeps its URL\'s key');
  t.equal((await store.get('files/file/md-file/notes.txt'))?.toString(), 'notes');
  t.equal((await store.get(`problems/testdata/${sha('1 2\n')}`))?.toString(), '1 2\n', 'test data by content, as the manifests name it');
  t.equal((await store.get(`problems/testdata/${sha('3\n')}`))?.toString(), '3\n');
  t.ok(existsSync(join(dataDir, 'files', 'img', AVATAR)) && existsSync(join(dataDir, 'problems', 'testcase', 'problem_1', '1.in')), 'the local copies stay');
});

t.test('run again it copies nothing twice', async (t) => {
  const { stdout } = await move();
  t.match(stdout, /uploaded files: 0 copied \(0 bytes\), 2 already in the store/);
  t.match(stdout, /test data: 1 problems, 0 files copied \(0 bytes\), 2 already in the store/);
});

t.test('a site still on the data dir, or a secret missing, is told what to set', async (t) => {
  const local = join(site, 'local.json');
  writeFileSync(local, JSON.stringify({}));
  const refusal = (run: Promise<unknown>) => run.then(() => 'it ran', (err: { stderr?: string }) => err.stderr ?? String(err));
  t.match(await refusal(move({}, local)), /set storage to the S3 store first/);
  t.match(await refusal(move({ OJ_S3_SECRET_ACCESS_KEY: '' })), /needs its secret in the environment variable OJ_S3_SECRET_ACCESS_KEY/);
});
