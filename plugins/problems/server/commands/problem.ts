// `oj problem …` (issue 31), added to the CLI by this plugin (PluginDefinition.commands):
//   oj problem import <package> [more…] [--format F] [--as NAME] [--data-dir DIR] [--config FILE] [--lang L]
// imports each package (a folder, a .zip, an FPS .xml) into the site of the config, whole or not at
// all, printing `imported <problemId> <title>` a problem and what was dropped and why. A package
// refused says why in the chosen language and the others still go in; the exit code is 1 then.
//   oj problem verify <package> [--format F] [--lang L]
// judges every solution the package ships in a temporary judge on this machine (exchange/verify.ts);
// exit 0 only when each got the verdict its place in the package promises. A package without a time
// limit gets the one derived from its slowest accepted solution, said in a line of its own.
import { copyFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { OjError, type CommandSite, type PluginCommand } from '@oj/sdk';
import { defaultSlotCount, openSandboxPool } from '@oj/judge-worker';
import { TEST_CASE_ZIP_DEFAULTS } from '../limits.ts';
import { extractZip } from '../test-data/zip-reader.ts';
import { readPackage } from '../exchange/formats/detect.ts';
import { PACKAGE_DEPTH, PACKAGE_DOT_FILES, removeWorkDirs } from '../exchange/packages.ts';
import { timeLimitMessage, verifyProblem, type VerifiedInput, type VerifiedInputs, type VerifiedSolution } from '../exchange/verify.ts';
import { outcomeText } from '../exchange/report-text.ts';
import { PACKAGE_FORMAT_NAMES, type VerifiedPackageSolution } from '../../shared/packages.ts';
import { problemPackagesService } from '../exchange/packages.ts';
import type { PackageFormat } from '../exchange/formats/model.ts';

const USAGE = [
  'usage: oj problem import <package> [more…] [--format icpc|polygon|fps|qduoj|hydro|hoj] [--as NAME] [--data-dir DIR] [--config FILE] [--lang zh-CN|en-US]',
  '       oj problem verify <package> [--format …] [--lang …]   check its test inputs with its input validators and judge the solutions it ships (no site needed)',
].join('\n');

/** the words of a command line: positional ones and --flag value pairs (--flag=value too) */
function split(args: readonly string[]): { positional: string[]; flags: Map<string, string> } {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const word = args[i]!;
    if (!word.startsWith('--')) { positional.push(word); continue; }
    const eq = word.indexOf('=');
    if (eq > 0) flags.set(word.slice(2, eq), word.slice(eq + 1));
    else flags.set(word.slice(2), args[++i] ?? '');
  }
  return { positional, flags };
}

/** an error as the operator reads it: a refusal in the chosen language, anything else as it is */
export function explain(site: CommandSite, err: unknown): string {
  if (err instanceof OjError) return site.t(err.code, err.params);
  return err instanceof Error ? err.message : String(err);
}

async function importPackages(args: readonly string[], site: CommandSite): Promise<number> {
  const { positional, flags } = split(args);
  if (positional.length === 0) {
    console.error(USAGE);
    return 2;
  }
  const format = flags.get('format');
  if (format !== undefined && !(PACKAGE_FORMAT_NAMES as readonly string[]).includes(format)) {
    console.error(site.t('PROBLEMS_PACKAGE_FORMAT_UNKNOWN', { format, formats: PACKAGE_FORMAT_NAMES.join(', ') }));
    return 2;
  }
  // the site's user the problems are written as: none (the files it stores have no owner)
  const user = { username: flags.get('as') || 'import', uid: '' };
  const opened = await site.open();
  let failed = 0;
  try {
    const packages = opened.services.get(problemPackagesService);
    for (const path of positional) {
      try {
        for (const imported of await packages.importPath(user, path, format as PackageFormat | undefined)) {
          // the report in the operator's language (--lang, OJ_LANG)
          const p = outcomeText(imported, (key, params) => site.t(key, params));
          console.log(`imported ${p.problemId} ${p.title}`);
          for (const line of p.taken) console.log(`  took ${line}`);
          for (const d of p.dropped) console.log(`  dropped ${d.item}: ${d.reason}`);
        }
      } catch (err) {
        failed++;
        console.error(`${path}: ${explain(site, err)}`);
      }
    }
  } finally {
    await opened.close();
  }
  return failed ? 1 : 0;
}

/** a package on this machine as a folder to read: a folder as it is, a zip extracted with the upload's guards, an FPS file */
async function unpacked<T>(path: string, read: (dir: string) => Promise<T>): Promise<T> {
  const kind = await stat(path).catch(() => null);
  if (!kind) throw new OjError('PROBLEMS_PACKAGE_MISSING', 400, { file: path });
  if (kind.isDirectory()) return read(path);
  const dir = await mkdtemp(join(tmpdir(), 'oj-package-'));
  try {
    if (/\.xml$/i.test(path)) await copyFile(path, join(dir, 'fps.xml'));
    else await extractZip(await readFile(path), dir, TEST_CASE_ZIP_DEFAULTS, PACKAGE_DEPTH, { keep: PACKAGE_DOT_FILES });
    return await read(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function verifyPackage(args: readonly string[], site: CommandSite): Promise<number> {
  const { positional, flags } = split(args);
  if (positional.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const format = flags.get('format') as PackageFormat | undefined;
  const path = positional[0]!;
  let lines: VerifiedSolution[] = [];
  const inputs: VerifiedInputs[] = [];
  try {
    lines = await unpacked(path, async (dir) => {
      const problems = await readPackage(dir, basename(path), format);
      const pool = await openSandboxPool(defaultSlotCount());
      const all: VerifiedSolution[] = [];
      try {
        for (const problem of problems) {
          const result = await verifyProblem(pool, problem, (l) => console.log(verifyLine(l)), (limit) => {
            const said = timeLimitMessage(limit);
            if (said) console.log(site.t(said.key, said.params));
          }, (l) => console.log(inputLine(l)));
          all.push(...result.solutions);
          if (result.inputs) inputs.push(result.inputs);
        }
      } finally {
        await pool.close();
        await removeWorkDirs(problems);
      }
      return all;
    });
  } catch (err) {
    console.error(`${path}: ${explain(site, err)}`);
    return 1;
  }
  if (inputs.length) console.log(inputSummary(inputs));
  console.log(verifySummary(lines));
  return lines.every((l) => l.result !== 'MISMATCH') && inputs.every((i) => i.failed.length === 0) ? 0 : 1;
}

/** a test input an input validator did not accept: `path<TAB>input=INVALID|ERROR<TAB>validator<TAB>message` */
export function inputLine(l: VerifiedInput): string {
  return [l.path, `input=${l.result}`, l.validator, ...(l.note ? [l.note.replace(/\s*\n\s*/g, ' ')] : [])].join('\t');
}

/** before the solutions' summary: `inputs: N/M valid (K input validators)`, summed over the package's problems */
export function inputSummary(all: readonly VerifiedInputs[]): string {
  const inputs = all.reduce((n, i) => n + i.inputs, 0);
  const bad = new Set(all.flatMap((i, k) => i.failed.map((f) => `${k}\u0000${f.path}`))).size;
  const validators = all.reduce((n, i) => n + i.validators, 0);
  return `inputs: ${inputs - bad}/${inputs} valid (${validators} input validator${validators === 1 ? '' : 's'})`;
}

/** one solution's line: `path<TAB>expected=…<TAB>got=…<TAB>ok|MISMATCH|skipped (why)`, a mismatch's message after it */
export function verifyLine(l: VerifiedPackageSolution): string {
  return [
    l.path, `expected=${l.expected}`, `got=${l.got ?? '-'}`, l.result === 'skipped' ? `skipped (${l.note})` : l.result, ...(l.result === 'MISMATCH' && l.note ? [l.note] : []),
  ].join('\t');
}

/** the last line: `N/M as expected`, with the skipped ones counted */
export function verifySummary(lines: readonly VerifiedPackageSolution[]): string {
  const judged = lines.filter((l) => l.result !== 'skipped');
  const good = judged.filter((l) => l.result === 'ok').length;
  const skipped = lines.length - judged.length;
  return `${good}/${judged.length} as expected${skipped ? ` (${skipped} skipped)` : ''}`;
}

export const problemCommand: PluginCommand = {
  summary: 'problem import <package> [more…] | verify <package>: problem packages in (ICPC/Kattis, Polygon, FPS, QDUOJ, Hydro, the reference zip); judge their solutions',
  async run(args, site) {
    const [action, ...rest] = args;
    if (action === 'import') return importPackages(rest, site);
    if (action === 'verify') return verifyPackage(rest, site);
    console.error(USAGE);
    return 2;
  },
};
