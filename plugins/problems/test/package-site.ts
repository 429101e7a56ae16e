// One site for a test file about problem packages on a site (package-import, package-export,
// package-verify-route): each file is its own process, so each gets its own site, started when the
// file imports this module and closed at its end; the calls an admin's page makes, and what the
// tests read back of a problem (its row, its cases, its exported package, its test data).
import t, { type Test } from 'tap';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { TestSite } from '@oj/kernel/testing';
import { buildZip, type ZipItem } from '../server/test-data/zip-writer.ts';
import { extractZip } from '../server/test-data/zip-reader.ts';
import { PACKAGES } from './package-helpers.ts';
import { upload } from './helpers.ts';
import type { ImportPackageAnswer, VerifyPackageAnswer, VerifyPackageStarted, VerifyPackageState } from '../shared/packages.ts';

export const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-problems' }] });
t.teardown(() => site.close());
export const admin = await site.userWithToken('padmin', 'problem_admin');
export const user = await site.userWithToken('someone');

/** a fixture folder as the zip an admin uploads (inside a folder of its name, as zip tools make it), with `extra` files */
export async function zipOf(fixture: string, extra: ZipItem[] = []): Promise<Buffer> {
  const root = join(PACKAGES, fixture);
  const items: ZipItem[] = [];
  const walk = async (dir: string) => {
    for (const name of await readdir(dir)) {
      const path = join(dir, name);
      if ((await stat(path)).isDirectory()) await walk(path);
      else items.push({ path: `${fixture.split('/').pop()}/${relative(root, path)}`, data: await readFile(path) });
    }
  };
  await walk(root);
  return buildZip([...items, ...extra]);
}

export const importZip = (zip: Buffer, name: string, token = admin.token, lang = 'en-US') =>
  upload(site, '/api/admin/problem/import-package', token, zip, name, lang) as Promise<{ http: number; status: number; msg: string; data: ImportPackageAnswer }>;

export interface Answer<T> { http: number; status: number; msg: string; data: T }

/** POST verify-package: the run's id, or a refusal */
export const startVerify = (zip: Buffer, name: string, token = admin.token, lang = 'en-US') =>
  upload(site, '/api/admin/problem/verify-package', token, zip, name, lang) as Promise<Answer<VerifyPackageStarted>>;

/** GET a run's state, as the import page polls it */
export async function readRun(id: string, token = admin.token, lang = 'en-US'): Promise<Answer<VerifyPackageState>> {
  const res = await site.app.inject({ method: 'GET', url: `/api/admin/problem/verify-package/${id}`, headers: { authorization: token, 'accept-language': lang } });
  return { http: res.statusCode, ...(JSON.parse(res.body) as Omit<Answer<VerifyPackageState>, 'http'>) };
}

/** every state a poll (each 50 ms) saw, the last one done or failed */
export async function pollRun(id: string, lang = 'en-US'): Promise<VerifyPackageState[]> {
  const seen: VerifyPackageState[] = [];
  for (const began = Date.now(); Date.now() - began < 240_000;) {
    const r = await readRun(id, admin.token, lang);
    if (r.status !== 200) throw new Error(`reading run ${id}: ${r.status} ${r.msg}`);
    seen.push(r.data);
    if (r.data.state !== 'running') return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`run ${id} still running after 240 s`);
}

/** a package verified as the import page does it: started, then polled to its end; its answer, or the refusal */
export async function verifyZip(zip: Buffer, name: string, token = admin.token, lang = 'en-US'): Promise<Answer<VerifyPackageAnswer>> {
  const started = await startVerify(zip, name, token, lang);
  if (started.status !== 200) return started as unknown as Answer<VerifyPackageAnswer>;
  const last = (await pollRun(started.data.verifyId, lang)).at(-1)!;
  if (last.state === 'failed') return { http: 200, status: 500, msg: last.message ?? '', data: { problems: [] } };
  return { http: 200, status: 200, msg: 'success', data: last.answer! };
}

export interface Row { id: number; problemId: string; title: string; timeLimit: number; memoryLimit: number; judgeMode: string; spjLanguage: string | null; spjCode: string | null; judgeSpec: string | null; description: string | null; input: string | null; output: string | null; hint: string | null; examples: string | null; source: string | null }
export const rowOf = async (pid: number) => (await site.db('problems_problem').where({ id: pid }).first()) as Row;
export const casesOf = async (pid: number) => (await site.db('problems_case').where({ pid }).orderBy('seq').select('input', 'output', 'score', 'groupNum')) as Array<{ input: string; output: string; score: number; groupNum: number | null }>;
export const problemCount = async () => Number(((await site.db('problems_problem').count({ n: '*' }).first()) as { n: number | string }).n);
/** GET /api/file/export-problem?format=icpc as the admin: the zip */
export async function exportIcpc(t: Test, pid: number): Promise<Buffer> {
  const res = await site.app.inject({ method: 'GET', url: `/api/file/export-problem?pid=${pid}&format=icpc`, headers: { authorization: admin.token } });
  t.equal(res.statusCode, 200, 'exported');
  return res.rawPayload;
}
/** an exported zip unpacked for the test: a file of its one problem folder as text */
export async function unpacked(t: Test, zip: Buffer): Promise<{ text: (path: string) => Promise<string>; folder: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'oj-export-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  await extractZip(zip, dir, { maxEntries: 100, maxEntryBytes: 1 << 20, maxTotalBytes: 1 << 22 }, 8, { keep: [] });
  const folder = join(dir, (await readdir(dir))[0]!);
  return { folder, text: (path) => readFile(join(folder, path), 'utf8') };
}

/** a judge spec as a round trip keeps it: its input validators' code by name, each input's arguments in order (the cases are named anew) */
export function judgedOf(row: Row): unknown {
  const { inputValidation, ...judged } = JSON.parse(row.judgeSpec ?? '{}') as { inputValidation?: { validators: Array<{ path: string; code: string; language: string }>; inputs: Array<{ args: string[]; argsByValidator?: Record<string, string[]> }> } };
  if (!inputValidation) return judged;
  const name = (path: string) => path.split('/').pop()!.replace(/\.[^.]*$/, '');
  const byName = new Map(inputValidation.validators.map((v) => [v.path, name(v.path)]));
  return {
    ...judged,
    validators: inputValidation.validators.map((v) => [name(v.path), v.language, v.code]),
    inputs: inputValidation.inputs.map((i) => inputValidation.validators.map((v) => [byName.get(v.path), i.argsByValidator?.[v.path] ?? i.args])),
  };
}


/** each case's input and answer as text, from the problem's test data as an admin downloads it */
export async function caseTexts(pid: number, cases: Array<{ input: string; output: string }>): Promise<string[][]> {
  const res = await site.app.inject({ method: 'GET', url: `/api/file/download-testcase?pid=${pid}`, headers: { authorization: admin.token } });
  const dir = await mkdtemp(join(tmpdir(), 'oj-cases-'));
  try {
    const names = await extractZip(res.rawPayload, dir, { maxEntries: 100, maxEntryBytes: 1 << 20, maxTotalBytes: 1 << 22 });
    const missing = cases.flatMap((c) => [c.input, c.output]).filter((name) => !names.includes(name));
    // (said with what the download held: a file a case names must be in the problem's test data)
    if (missing.length) throw new Error(`problem ${pid}: the test data lacks ${missing.join(', ')}; it holds ${names.join(', ')}; manifest ${JSON.stringify((await site.db('problems_problem').where({ id: pid }).first('testDataManifest')).testDataManifest)}`);
    // awaited here, not returned as a promise: the folder is removed in `finally`, which would run before the reads ended
    return await Promise.all(cases.map(async (c) => [await readFile(join(dir, c.input), 'utf8'), await readFile(join(dir, c.output), 'utf8')]));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
