// One entry for every package format (issue 31): the format told from the package's files, and the
// package read into problems. A folder may hold one package, or several (an FPS file holds many
// problems; QDUOJ and the reference's zips hold numbered or named problems; a folder may hold
// ICPC, Polygon or Hydro packages side by side, or one package inside a top folder).
//   problem.xml                           polygon
//   problem.yaml + data/                  icpc
//   problem.yaml + testdata/ (or Hydro's  hydro
//     keys and problem_<lang>.md)
//   <key>.json + <key>/                   hoj
//   N/problem.json                        qduoj
//   *.xml whose root is <fps>             fps
// Readers only read: nothing here writes to the site.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OjError } from '@oj/sdk';
import { refuse, yamlMap, type ReadContext } from './common.ts';
import { isFpsFile, readFps } from './fps.ts';
import { hojKeys, readHoj } from './hoj.ts';
import { isHydroPackage, readHydro } from './hydro.ts';
import { looksLikeHydro, readIcpc } from './icpc.ts';
import { PACKAGE_FORMATS, type ImportedProblem, type PackageFormat } from './model.ts';
import { PackageDir } from './package-dir.ts';
import { readPolygon } from './polygon.ts';
import { qduojFolders, readQduoj } from './qduoj.ts';
import { rootElementOf } from './xml.ts';

export interface ReadOptions {
  /** where the work folder (FPS data, made answers) is created; the system's temp folder by default */
  tempRoot?: string;
}

/** one problem (or, for FPS, one file of problems) found in the package */
interface Unit {
  format: PackageFormat;
  /** the folder (icpc, polygon, hydro, qduoj), the key (hoj) or the file (fps), relative to the root */
  path: string;
}

/** how deep a package may sit under the folder given (a top folder holding packages) */
const MAX_NESTING = 2;

/** the packages of one folder itself (of `format` only, when named), before looking into its subfolders */
async function unitsHere(pkg: PackageDir, path: string, format?: PackageFormat): Promise<Unit[]> {
  const at = (file: string) => (path ? `${path}/${file}` : file);
  const wants = (f: PackageFormat) => format === undefined || format === f;
  if (wants('polygon') && (await pkg.isFile(at('problem.xml'))) && (format === 'polygon' || rootElementOf(await pkg.head(at('problem.xml'))) === 'problem')) {
    return [{ format: 'polygon', path }];
  }
  if (await pkg.isFile(at('problem.yaml'))) {
    if (format === 'icpc' || format === 'hydro') return [{ format, path }];
    if (format === undefined) {
      const here = await pkg.sub(path);
      if (await here.isDir('data')) return [{ format: 'icpc', path }];
      if (await isHydroPackage(here)) return [{ format: 'hydro', path }];
      const yaml = yamlMap((await pkg.readText(at('problem.yaml')))!, at('problem.yaml'));
      return [{ format: looksLikeHydro(yaml) ? 'hydro' : 'icpc', path }];
    }
  }
  const here = await pkg.sub(path);
  if (wants('hoj')) {
    const keys = await hojKeys(here);
    if (keys.length) return keys.map((key) => ({ format: 'hoj', path: at(key) }));
  }
  if (wants('qduoj')) {
    const folders = await qduojFolders(here);
    if (folders.length) return folders.map((folder) => ({ format: 'qduoj', path: at(folder) }));
  }
  const units: Unit[] = [];
  if (wants('fps')) {
    for (const entry of await pkg.list(path)) {
      if (entry.kind === 'file' && (await isFpsFile(pkg, entry.path))) units.push({ format: 'fps', path: entry.path });
    }
  }
  return units;
}

async function findUnits(pkg: PackageDir, path: string, depth: number, format?: PackageFormat): Promise<Unit[]> {
  const here = await unitsHere(pkg, path, format);
  if (here.length || depth >= MAX_NESTING) return here;
  const units: Unit[] = [];
  for (const entry of await pkg.list(path)) {
    if (entry.kind === 'dir') units.push(...(await findUnits(pkg, entry.path, depth + 1, format)));
  }
  return units;
}

/** the format of the package in `dir`, null when none is recognised */
export async function detectFormat(dir: string): Promise<PackageFormat | null> {
  const units = await findUnits(await PackageDir.open(dir), '', 0);
  return units[0]?.format ?? null;
}

const lastPart = (path: string) => path.split('/').pop() ?? path;
const parentOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** the problems of one unit; `source` names it (the package's name, with the inner path when it has one) */
async function readUnit(pkg: PackageDir, unit: Unit, name: string, single: boolean, ctx: ReadContext): Promise<ImportedProblem[]> {
  const source = unit.path && !(single && unit.format === 'fps' && !unit.path.includes('/')) ? `${name}/${unit.path}` : name;
  // an ICPC or Hydro package's short name is its folder's (the archive's, without .zip, at the root)
  const folderName = unit.path ? lastPart(unit.path) : lastPart(name).replace(/\.(zip|xml)$/i, '');
  const base = unit.format === 'hoj' || unit.format === 'qduoj' ? parentOf(unit.path) : unit.format === 'fps' ? '' : unit.path;
  const root = await pkg.sub(base);
  try {
    switch (unit.format) {
      case 'icpc': return [await readIcpc(root, source, folderName)];
      case 'polygon': return [await readPolygon(root, source)];
      case 'hydro': return [await readHydro(root, source, folderName)];
      case 'hoj': return [await readHoj(root, source, lastPart(unit.path))];
      case 'qduoj': return [await readQduoj(root, source, lastPart(unit.path), ctx)];
      case 'fps': return await readFps(root, unit.path, source, ctx);
    }
  } catch (err) {
    // a refusal names the file from the archive's root
    if (err instanceof OjError && base && typeof err.params.file === 'string') err.params.file = `${base}/${err.params.file}`;
    throw err;
  }
}

/**
 * Every problem of the package in `dir` (extracted by the caller; never read outside it), named
 * `name` in sources and messages. `format` overrides detection. A package that breaks a rule of
 * its format is refused with a PROBLEMS_PACKAGE_* OjError naming the file. When a reader had to
 * write files (FPS data, answers a package leaves out) the problems name the folder in
 * `workDir`, which the caller removes once they are saved or refused.
 */
export async function readPackage(dir: string, name: string, format?: PackageFormat, options: ReadOptions = {}): Promise<ImportedProblem[]> {
  if (format !== undefined && !PACKAGE_FORMATS.includes(format)) throw refuse('FORMAT_UNKNOWN', { format, formats: PACKAGE_FORMATS.join(', ') });
  const pkg = await PackageDir.open(dir);
  const units = await findUnits(pkg, '', 0, format);
  const formats = [...new Set(units.map((u) => u.format))];
  if (units.length === 0) throw format ? refuse('NOT_FORMAT', { name, format }) : refuse('FORMAT_UNDETECTED', { name });
  if (formats.length > 1) throw refuse('FORMATS_MIXED', { name, formats: formats.join(', ') });
  let workDir: string | undefined;
  const ctx: ReadContext = {
    async workDir() {
      workDir ??= await mkdtemp(join(options.tempRoot ?? tmpdir(), 'oj-package-'));
      return workDir;
    },
  };
  try {
    const problems: ImportedProblem[] = [];
    for (const unit of units) problems.push(...(await readUnit(pkg, unit, name, units.length === 1, ctx)));
    if (workDir) for (const problem of problems) problem.workDir = workDir;
    return problems;
  } catch (err) {
    if (workDir) await rm(workDir, { recursive: true, force: true });
    throw err;
  }
}
