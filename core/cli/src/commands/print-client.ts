// `oj print-client`: the onsite printer host of a contest. It pulls the contest's print queue
// (the contests plugin's POST /api/contest/print-queue/claim, with a printer token a contest admin
// issued), writes each job's text to a temporary file, runs the operator's print command on it and
// reports the job printed (exit code 0) or failed (with the end of the command's output).
//
//   oj print-client --site URL --contest ID --token TOKEN --command 'lp -t {title} {file}'
//                   [--interval 5] [--timeout 120] [--once]
//
// The command is never given to a shell. Its template is split into words once, at start, the
// way a shell would split plain words ('…' and "…" group, \ escapes, nothing else is special),
// then {file} {title} {user} {team} {contest} {job} are replaced inside each word by the job's values:
// a value is always part of one argument, whatever quotes, $(), backticks, ; or spaces it holds,
// and it is never read as a template again. The first word is the program (found on PATH).
// Whoever needs a pipe runs a shell with the values as its arguments, never inside its script:
//   --command "sh -c 'enscript -b \"\$1\" -p - \"\$2\" | lp' sh {title} {file}"
// A job claimed and not reported (the client stopped mid-print) stays claimed on the site; a
// contest admin puts it back in the queue.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flagString, type ParsedArgs } from '../args.ts';

export const PLACEHOLDERS = ['file', 'title', 'user', 'team', 'contest', 'job'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

const USAGE = "usage: oj print-client --site URL --contest ID --token TOKEN (or OJ_PRINT_TOKEN) --command 'lp -t {title} {file}' [--interval 5] [--timeout 120] [--once]";
/** characters of the command's output sent as a failure's reason */
const REASON_TAIL = 300;
/** output kept while the command runs */
const OUTPUT_KEEP = 8192;

/** the words of a command template: split on blanks outside quotes; '…' literal, "…" with \" \\ \$ \`, \ escapes outside quotes */
export function splitCommand(template: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  for (let i = 0; i < template.length; i++) {
    const ch = template[i];
    if (/\s/.test(ch)) {
      if (inWord) { words.push(word); word = ''; inWord = false; }
      continue;
    }
    inWord = true;
    if (ch === "'") {
      const end = template.indexOf("'", i + 1);
      if (end < 0) throw new Error('the command has an unclosed \' quote');
      word += template.slice(i + 1, end);
      i = end;
    } else if (ch === '"') {
      let j = i + 1;
      for (; j < template.length && template[j] !== '"'; j++) {
        if (template[j] === '\\' && j + 1 < template.length && '"\\$`'.includes(template[j + 1])) j++;
        word += template[j];
      }
      if (j >= template.length) throw new Error('the command has an unclosed " quote');
      i = j;
    } else if (ch === '\\') {
      if (i + 1 < template.length) word += template[++i];
    } else {
      word += ch;
    }
  }
  if (inWord) words.push(word);
  if (!words.length) throw new Error('the command is empty');
  for (const w of words) {
    for (const m of w.matchAll(/\{([A-Za-z_]+)\}/g)) {
      if (!(PLACEHOLDERS as readonly string[]).includes(m[1])) throw new Error(`unknown placeholder {${m[1]}} in the command (known: ${PLACEHOLDERS.map((p) => `{${p}}`).join(' ')})`);
    }
  }
  // a value inside a shell's script would be code again: a shell takes them as its arguments
  const c = words.indexOf('-c');
  if (/(^|\/)(sh|bash|dash|zsh|ksh)$/.test(words[0]) && c > 0 && /\{(file|title|user|contest|job)\}/.test(words[c + 1] ?? '')) {
    throw new Error('a placeholder inside a shell\'s -c script would be run as code: pass it as an argument ($1, $2 …) after the script');
  }
  return words;
}

/** the command's argv for one job: each placeholder replaced inside its word, in one pass (a value is never expanded again) */
export function fillCommand(words: string[], values: Record<Placeholder, string>): string[] {
  return words.map((w) => w.replace(/\{(file|title|user|contest|job)\}/g, (_, name: Placeholder) => values[name]));
}

export interface PrintJob { id: number; cid: number; username: string; realname: string | null; content: string; gmtCreate: string; claimedAt: string; teamName?: string | null }

/** the title of a job: who sent it (and for which team) and its number */
export function jobTitle(job: PrintJob): string {
  return `${job.teamName ? `${job.teamName}: ` : ''}${job.username}${job.realname ? ` (${job.realname})` : ''} - print job ${job.id}`;
}

interface Envelope<T> { status: number; msg: string; data: T }

/** the site refused (a bad or revoked token, another contest): polling again will not help */
class Refused extends Error {}

interface Options { site: string; cid: number; token: string; words: string[]; intervalMs: number; timeoutMs: number; once: boolean }

function options(args: ParsedArgs): Options {
  const site = flagString(args, 'site')?.replace(/\/+$/, '');
  const contest = flagString(args, 'contest');
  const token = flagString(args, 'token') ?? process.env.OJ_PRINT_TOKEN;
  const command = flagString(args, 'command');
  if (!site || !contest || !token || !command) throw new Error(USAGE);
  if (!/^https?:\/\//.test(site)) throw new Error('--site is the site\'s address, e.g. https://oj.example.org');
  if (!/^[1-9][0-9]{0,9}$/.test(contest)) throw new Error('--contest is the contest\'s number');
  const seconds = (name: string, fallback: number) => {
    const raw = flagString(args, name);
    if (raw === undefined) return fallback * 1000;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0.1 || n > 86_400) throw new Error(`--${name} is a number of seconds`);
    return n * 1000;
  };
  return {
    site, cid: Number(contest), token, words: splitCommand(command),
    intervalMs: seconds('interval', 5), timeoutMs: seconds('timeout', 120), once: args.flags.once === true,
  };
}

async function call<T>(o: Options, path: string, body: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${o.site}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${o.token}`, 'content-type': 'application/json', 'accept-language': process.env.OJ_LANG || 'en-US' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let answer: Envelope<T>;
  try { answer = JSON.parse(text) as Envelope<T>; } catch { throw new Error(`${path}: HTTP ${res.status}, not an answer of the site: ${text.slice(0, 200)}`); }
  if (typeof answer?.status !== 'number') throw new Error(`${path}: HTTP ${res.status}, not an answer of the site`);
  return answer;
}

interface Outcome { ok: boolean; reason: string }

/** runs the command (no shell), its output kept; a non-zero exit, a signal, a timeout or a program that cannot start is a failure */
function runCommand(argv: string[], timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    let out = '';
    let err = '';
    const keep = (s: string, d: Buffer) => (s + d.toString('utf8')).slice(-OUTPUT_KEEP);
    let child;
    try {
      child = spawn(argv[0], argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
    } catch (e) {
      resolve({ ok: false, reason: `cannot run ${argv[0]}: ${(e as Error).message}` });
      return;
    }
    let timedOut = false;
    const timer = setTimeout(() => { timedOut = true; child.kill('SIGKILL'); }, timeoutMs);
    child.stdout!.on('data', (d: Buffer) => { out = keep(out, d); });
    child.stderr!.on('data', (d: Buffer) => { err = keep(err, d); });
    child.once('error', (e) => { clearTimeout(timer); resolve({ ok: false, reason: `cannot run ${argv[0]}: ${e.message}` }); });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0 && !timedOut) { resolve({ ok: true, reason: '' }); return; }
      const tail = (err.trim() || out.trim()).slice(-REASON_TAIL);
      const why = timedOut ? `timed out after ${timeoutMs / 1000} s` : signal ? `killed by ${signal}` : `exit code ${code}`;
      resolve({ ok: false, reason: tail ? `${why}: ${tail}` : why });
    });
  });
}

export async function run(args: ParsedArgs): Promise<void> {
  const o = options(args);
  const dir = mkdtempSync(join(tmpdir(), 'oj-print-'));
  let stopping = false;
  let wake: (() => void) | null = null;
  const stop = () => { stopping = true; wake?.(); };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const sleep = (ms: number) => new Promise<void>((resolve) => {
    const timer = setTimeout(() => { wake = null; resolve(); }, ms);
    wake = () => { clearTimeout(timer); wake = null; resolve(); };
  });
  console.log(`oj print-client: printing contest ${o.cid} of ${o.site} with: ${o.words.join(' ')}`);
  let printed = 0;
  let failed = 0;
  try {
    while (!stopping) {
      let jobs: PrintJob[];
      try {
        const answer = await call<PrintJob[]>(o, '/api/contest/print-queue/claim', { cid: o.cid, max: 1 });
        if (answer.status === 401 || answer.status === 403) throw new Refused(answer.msg);
        if (answer.status !== 200) throw new Error(answer.msg || `status ${answer.status}`);
        jobs = answer.data;
      } catch (e) {
        // a refusal ends the client; the network or the site being down is waited out (unless --once)
        if (e instanceof Refused || o.once) throw e;
        console.error(`oj print-client: cannot reach the print queue: ${(e as Error).message}; trying again in ${o.intervalMs / 1000} s`);
        await sleep(o.intervalMs);
        continue;
      }
      if (!jobs.length) {
        if (o.once) break;
        await sleep(o.intervalMs);
        continue;
      }
      for (const job of jobs) {
        const file = join(dir, `contest-${job.cid}-job-${job.id}.txt`);
        writeFileSync(file, job.content);
        const argv = fillCommand(o.words, { file, title: jobTitle(job), user: job.username, team: job.teamName ?? '', contest: String(job.cid), job: String(job.id) });
        const outcome = await runCommand(argv, o.timeoutMs);
        rmSync(file, { force: true });
        const result = outcome.ok ? 'printed' : 'failed';
        if (outcome.ok) printed++; else failed++;
        console.log(`job ${job.id} (${job.username}): ${result}${outcome.ok ? '' : ` — ${outcome.reason}`}`);
        // the report is retried while the site cannot be reached: the job stays claimed until it arrives
        for (let attempt = 1; ; attempt++) {
          try {
            const answer = await call<null>(o, '/api/contest/print-queue/report', { cid: o.cid, id: job.id, result, ...(outcome.ok ? {} : { reason: outcome.reason }) });
            if (answer.status !== 200) console.error(`oj print-client: job ${job.id}: the site did not take the result: ${answer.msg}`);
            break;
          } catch (e) {
            if (attempt >= 5 || stopping) { console.error(`oj print-client: job ${job.id}: could not report ${result}: ${(e as Error).message} (it stays claimed)`); break; }
            await sleep(Math.min(o.intervalMs, 2000) * attempt);
          }
        }
      }
    }
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`oj print-client: ${printed} printed, ${failed} failed`);
}
