// Shared by the package reader tests (formats/): the fixtures' folder, a scratch copy of a
// fixture to break, and a refusal as the admin reads it, in both languages.
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KERNEL_LOCALES, Messages } from '@oj/kernel';
import { OjError } from '@oj/sdk';
import type { ImportedProblem } from '../server/exchange/formats/model.ts';
import { reportText } from '../server/exchange/report-text.ts';

export const PACKAGES = fileURLToPath(new URL('./fixtures/packages/', import.meta.url));

const messages = new Messages();
messages.load(KERNEL_LOCALES, 'kernel');
messages.load(fileURLToPath(new URL('../locales/', import.meta.url)), 'problems');

export interface Refusal { code: string; en: string; zh: string }

/** the refusal a read ends with; a read that succeeds, or fails otherwise, is a test failure */
export async function refusal(read: Promise<unknown>): Promise<Refusal> {
  try {
    await read;
  } catch (err) {
    if (!(err instanceof OjError)) throw err;
    return { code: err.code, en: messages.t('en-US', err.code, err.params), zh: messages.t('zh-CN', err.code, err.params) };
  }
  throw new Error('the package was not refused');
}

/** a copy of a fixture in a temp folder, removed at the end of the test */
export async function scratch(t: { teardown(fn: () => unknown): void }, fixture: string): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'oj-package-test-'));
  t.teardown(() => rm(root, { recursive: true, force: true }));
  const dir = join(root, fixture.split('/').pop()!);
  await cp(join(PACKAGES, fixture), dir, { recursive: true });
  return dir;
}

/** the text of a case file (or any file the problem names) */
export async function fileText(problem: ImportedProblem, name: string): Promise<string> {
  const path = problem.files.get(name);
  if (!path) throw new Error(`no file ${name}`);
  return readFile(path, 'utf8');
}

/** removes the work folder a read made (FPS data, made answers) */
export function cleanUp(t: { teardown(fn: () => unknown): void }, problems: ImportedProblem[]): ImportedProblem[] {
  const dirs = new Set(problems.map((p) => p.workDir).filter((d): d is string => !!d));
  t.teardown(async () => { for (const d of dirs) await rm(d, { recursive: true, force: true }); });
  return problems;
}

/** a read problem's report as the admin reads it, in English unless `locale` says otherwise */
export function inWords(problem: ImportedProblem, locale: 'en-US' | 'zh-CN' = 'en-US'): { taken: string[]; dropped: Array<{ item: string; reason: string }> } {
  const t = (key: string, params?: Record<string, string | number>) => messages.t(locale, key, params);
  return {
    taken: problem.report.taken.map((l) => reportText(l, t)),
    dropped: problem.report.dropped.map((d) => ({ item: typeof d.item === 'string' ? d.item : reportText(d.item, t), reason: reportText(d.reason, t) })),
  };
}
