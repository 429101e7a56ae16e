// The plugin guide's "Verdicts and reasons" (issue 32 §6): what a remote judge site or an AI
// provider must return, as an outside author reads it, is the judge's own list — every status code
// with its constant and short name, every failure kind of a site and reason of a provider — so the
// tables cannot drift from the code.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { JUDGE_STATUS_SHORT, JudgeStatus } from '@oj/judge-engine';
import type { AiProviderFailure, RemoteFailure } from '@oj/sdk/extensions';

const guide = readFileSync(new URL('../../../docs/plugin-guide.md', import.meta.url), 'utf8');
const section = guide.slice(guide.indexOf('\n### Verdicts and reasons\n'), guide.indexOf('\n### ', guide.indexOf('\n### Verdicts and reasons\n') + 5));

/** the body rows of the section's tables, in order, as trimmed cells */
function tables(): string[][][] {
  const found: string[][][] = [];
  let rows: string[][] | null = null;
  for (const line of section.split('\n')) {
    if (!line.startsWith('|')) { rows = null; continue; }
    const cells = line.slice(1, -1).split('|').map((c) => c.trim());
    if (rows === null) { rows = []; found.push(rows); continue; }   // the header row
    if (!cells.every((c) => /^-+$/.test(c))) rows.push(cells);
  }
  return found;
}

/** a list that names every member of the union T, checked by the compiler */
const every = <T extends string>() => <L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : 'a member is missing')) => list;
const REMOTE_FAILURES = every<RemoteFailure>()(['captcha', 'login', 'rate-limited', 'unavailable', 'changed', 'not-found', 'rejected'] as const);
const AI_FAILURES = every<AiProviderFailure>()(['busy', 'unavailable', 'refused', 'bad-answer'] as const);

t.test('the section has the three tables', async (t) => {
  t.ok(section.length > 100, 'the guide has "### Verdicts and reasons"');
  t.equal(tables().length, 3);
});

t.test('every judge status, by code, constant and short name, and nothing else', async (t) => {
  const rows = tables()[0].map(([code, constant, short]) => [Number(code), constant.replaceAll('`', ''), short]);
  const judge = Object.entries(JudgeStatus).map(([name, code]) => [code, name, JUDGE_STATUS_SHORT[code] ?? '—']);
  t.same(rows, judge.sort((a, b) => Number(a[0]) - Number(b[0])));
});

t.test('every failure kind of a remote judge site, and nothing else', async (t) => {
  t.same(tables()[1].map(([kind]) => kind.replaceAll('`', '')), REMOTE_FAILURES);
});

t.test('every failure reason of an AI provider, and nothing else', async (t) => {
  t.same(tables()[2].map(([reason]) => reason.replaceAll('`', '')), AI_FAILURES);
});
