// FPS (Free Problem Set XML, versions 1.1 to 1.5): <fps><item>…</item>…</fps>, several problems a
// file, read as a stream: test data and images are written to the work folder as they are parsed
// (a file with thousands of problems and their data is never held whole), the statement fields
// (HTML) are kept as text. time_limit unit s|ms with decimals, memory_limit unit mb|kb; test pairs
// matched by order; images embedded as base64 become attachments the statement points at
// (attachmentLink); a special judge in C or C++ speaks HUSTOJ's protocol (checkers.ts).
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { TEXT_MAX } from '../../limits.ts';
import {
  FileNames, Report, blankProblem, examplesText, finish, firstLine, memoryLimitMb, normalizeText, line, refuse, timeLimitMs, type ReadContext,
} from './common.ts';
import { hustojChecker } from './checkers.ts';
import { checkerLanguageOfName, languageOfName } from './languages.ts';
import { attachmentLink, type ImportedProblem } from './model.ts';
import type { PackageDir } from './package-dir.ts';
import { rootElementOf } from './xml.ts';

/** fields kept as text (HTML for the statement ones) */
const TEXT_FIELDS = new Set(['title', 'time_limit', 'memory_limit', 'description', 'input', 'output', 'hint', 'source', 'sample_input', 'sample_output', 'solution', 'spj', 'tpj', 'prepend', 'template', 'append', 'url', 'remote_oj', 'remote_id']);
const FILE_FIELDS = new Set(['test_input', 'test_output']);
/** a field longer than this is refused (a statement field) or dropped (code) */
const FIELD_MAX = TEXT_MAX;

interface TextValue { text: string; attrs: Record<string, string>; tooLong: boolean }

interface RawItem {
  index: number;
  fields: Map<string, TextValue[]>;
  tests: { test_input: string[]; test_output: string[]; names: string[] };
  images: Array<{ src: string; path: string }>;
  unknown: Set<string>;
}

/** does the file look like FPS (its root element is <fps>) */
export async function isFpsFile(pkg: PackageDir, path: string): Promise<boolean> {
  return path.toLowerCase().endsWith('.xml') && rootElementOf(await pkg.head(path)) === 'fps';
}

/** base64 written to a file as it arrives, four characters at a time */
class Base64Sink {
  private rest = '';
  constructor(readonly out: WriteStream) {}
  write(text: string): void {
    const chars = this.rest + text.replace(/[^A-Za-z0-9+/=]/g, '');
    const whole = chars.length - (chars.length % 4);
    if (whole) this.out.write(Buffer.from(chars.slice(0, whole), 'base64'));
    this.rest = chars.slice(whole);
  }
  end(): void {
    if (this.rest) this.out.write(Buffer.from(this.rest, 'base64'));
    this.out.end();
  }
}

/** the parse of one FPS file: items as they close, their data files already written */
class FpsStream {
  readonly items: RawItem[] = [];
  private item: RawItem | null = null;
  private field: { name: string; value: TextValue; depth: number } | null = null;
  private sink: { stream: WriteStream; depth: number } | null = null;
  private image: { src: string; base64: Base64Sink | null; path: string; depth: number; in: 'src' | 'base64' | null } | null = null;
  private depth = 0;
  /** data files still being written, and the first write that failed */
  readonly writers: WriteStream[] = [];
  private failure: Error | null = null;
  readonly parser: Parser;

  constructor(private readonly dir: string) {
    this.parser = new Parser({
      onopentag: (name, attrs) => this.open(name, attrs),
      ontext: (text) => this.text(text),
      onclosetag: (name) => this.close(name),
    }, { xmlMode: true, decodeEntities: true, recognizeCDATA: true });
  }

  private writer(path: string): WriteStream {
    const stream = createWriteStream(path);
    stream.on('error', (err) => {
      this.failure ??= err;
    });
    this.writers.push(stream);
    return stream;
  }

  private open(name: string, attrs: Record<string, string>): void {
    this.depth++;
    if (this.field) {
      // markup inside a text field that was not in CDATA: kept as the HTML it was
      const attributes = Object.entries(attrs).map(([k, v]) => ` ${k}="${v.replace(/"/g, '&quot;')}"`).join('');
      this.field.value.text += `<${name}${attributes}>`;
      return;
    }
    if (name === 'item' && !this.item) {
      this.item = { index: this.items.length + 1, fields: new Map(), tests: { test_input: [], test_output: [], names: [] }, images: [], unknown: new Set() };
      return;
    }
    const item = this.item;
    if (!item) return;
    if (this.image) {
      if (name === 'src' || name === 'base64') this.image.in = name;
      if (name === 'base64' && !this.image.base64) this.image.base64 = new Base64Sink(this.writer(this.image.path));
      return;
    }
    if (name === 'img') {
      this.image = { src: '', base64: null, path: join(this.dir, `item${item.index}-image${item.images.length + 1}`), depth: this.depth, in: null };
    } else if (FILE_FIELDS.has(name)) {
      const list = item.tests[name as 'test_input' | 'test_output'];
      const path = join(this.dir, `item${item.index}-${name}-${list.length + 1}`);
      list.push(path);
      if (name === 'test_input') item.tests.names.push(attrs.name ?? '');
      this.sink = { stream: this.writer(path), depth: this.depth };
    } else if (TEXT_FIELDS.has(name)) {
      const value: TextValue = { text: '', attrs, tooLong: false };
      item.fields.set(name, [...(item.fields.get(name) ?? []), value]);
      this.field = { name, value, depth: this.depth };
    } else {
      item.unknown.add(name);
    }
  }

  private text(text: string): void {
    if (this.field) {
      const value = this.field.value;
      if (value.text.length + text.length > FIELD_MAX) value.tooLong = true;
      else value.text += text;
    } else if (this.sink) {
      this.sink.stream.write(text);
    } else if (this.image?.in === 'src') {
      this.image.src += text;
    } else if (this.image?.in === 'base64') {
      this.image.base64?.write(text);
    }
  }

  private close(name: string): void {
    if (this.field) {
      if (this.depth === this.field.depth) this.field = null;
      else this.field.value.text += `</${name}>`;
    } else if (this.sink && this.depth === this.sink.depth) {
      this.sink.stream.end();
      this.sink = null;
    } else if (this.image) {
      if (this.depth === this.image.depth) {
        this.image.base64?.end();
        if (this.image.base64) this.item!.images.push({ src: this.image.src.trim(), path: this.image.path });
        this.image = null;
      } else {
        this.image.in = null;
      }
    } else if (name === 'item' && this.item) {
      this.items.push(this.item);
      this.item = null;
    }
    this.depth--;
  }

  /** waits while a data file's writes are queued (the reading is paused meanwhile) */
  async drain(): Promise<void> {
    if (this.failure) throw this.failure;
    for (const w of this.writers) if (w.writableNeedDrain && !w.destroyed) await once(w, 'drain');
    this.writers.splice(0, this.writers.length, ...this.writers.filter((w) => !w.writableFinished && !w.destroyed));
  }

  async flushed(): Promise<void> {
    await Promise.all(this.writers.map((w) => finished(w).catch(() => undefined)));
    if (this.failure) throw this.failure;
  }
}

const one = (item: RawItem, name: string): TextValue | undefined => item.fields.get(name)?.[0];
const textOf = (item: RawItem, name: string): string | null => {
  const value = one(item, name)?.text.trim();
  return value ? value : null;
};

function limitsOf(item: RawItem, where: string, problem: ImportedProblem, report: Report): void {
  const time = one(item, 'time_limit');
  if (time?.text.trim()) {
    const unit = (time.attrs.unit ?? 's').toLowerCase();
    const value = Number(time.text.trim());
    problem.problem.timeLimit = timeLimitMs(unit === 'ms' ? value : value * 1000, where, 'time_limit', `${time.text.trim()} ${unit}`);
  }
  const memory = one(item, 'memory_limit');
  if (memory?.text.trim()) {
    const unit = (memory.attrs.unit ?? 'mb').toLowerCase();
    const value = Number(memory.text.trim());
    problem.problem.memoryLimit = memoryLimitMb(unit === 'kb' ? value / 1024 : value, where, 'memory_limit', `${memory.text.trim()} ${unit}`);
  }
  report.take('LIMITS', { ms: problem.problem.timeLimit ?? '-', mb: problem.problem.memoryLimit ?? '-' });
}

/** the images re-linked: each src of the statement points at its attachment */
function statementOf(item: RawItem, where: string, problem: ImportedProblem, report: Report): void {
  const names = new FileNames();
  const links: Array<[string, string]> = [];
  for (const image of item.images) {
    const name = names.take(image.src.split(/[/\\]/).pop()?.split('?')[0] || 'image');
    problem.attachments.push({ name, path: image.path });
    if (image.src) links.push([image.src, attachmentLink(name)]);
  }
  if (item.images.length) report.take('IMAGES_ATTACHED', { count: item.images.length });
  const relink = (text: string | null) => (text === null ? null : links.reduce((t, [src, link]) => t.split(src).join(link), normalizeText(text)));
  for (const [field, key] of [['description', 'description'], ['input', 'input'], ['output', 'output'], ['hint', 'hint']] as const) {
    if (one(item, key)?.tooLong) throw refuse('TEXT_TOO_LONG', { file: where, field: key, max: TEXT_MAX });
    problem.problem[field] = relink(textOf(item, key));
  }
  problem.problem.source = textOf(item, 'source');
}

/** samples (shown and judged, as HUSTOJ does) and test_input/test_output pairs by order */
async function casesOf(item: RawItem, where: string, dir: string, problem: ImportedProblem, report: Report): Promise<void> {
  const names = new FileNames();
  const inputs = item.fields.get('sample_input') ?? [];
  const outputs = item.fields.get('sample_output') ?? [];
  const pairs = inputs.map((input, i) => ({ input: input.text, output: outputs[i]?.text ?? '' }));
  problem.problem.examples = examplesText(pairs, report);
  for (const [i, pair] of pairs.entries()) {
    const input = names.take(`sample${i + 1}.in`);
    const output = names.take(`sample${i + 1}.out`);
    problem.files.set(input, join(dir, `item${item.index}-${input}`));
    problem.files.set(output, join(dir, `item${item.index}-${output}`));
    await writeFile(problem.files.get(input)!, pair.input);
    await writeFile(problem.files.get(output)!, pair.output);
    problem.cases.push({ input, output, score: null, groupNum: null, sample: true });
  }
  const { test_input: tin, test_output: tout } = item.tests;
  if (tin.length !== tout.length) {
    const n = Math.min(tin.length, tout.length) + 1;
    throw refuse('NO_ANSWER', { file: `${where} test_input ${n}`, answer: `test_output ${n}` });
  }
  for (const [i, path] of tin.entries()) {
    const stem = item.tests.names[i] || `test${i + 1}`;
    const input = names.take(`${stem}.in`);
    const output = names.take(`${stem}.out`);
    problem.files.set(input, path);
    problem.files.set(output, tout[i]);
    problem.cases.push({ input, output, score: null, groupNum: null, sample: false });
  }
  report.take('FPS_CASES', { count: problem.cases.length, samples: pairs.length, tests: tin.length });
}

function programsOf(item: RawItem, where: string, problem: ImportedProblem, report: Report): void {
  const spj = one(item, 'spj');
  if (spj?.text.trim()) {
    const language = checkerLanguageOfName(spj.attrs.language ?? 'C++');
    if (language !== 'C' && language !== 'C++') throw refuse('CHECKER_UNSUPPORTED', { file: `${where} spj`, language: spj.attrs.language ?? '?' });
    Object.assign(problem.problem, { judgeMode: 'spj', spjCode: hustojChecker(spj.text), spjLanguage: language });
    problem.judge.checkerProtocol = 'testlib';
    report.take('HUSTOJ_SPJ', { language });
  }
  if (one(item, 'tpj')?.text.trim()) report.drop(`${where} tpj`, 'TPJ_UNSUPPORTED');
  for (const solution of item.fields.get('solution') ?? []) {
    if (solution.tooLong || !solution.text.trim()) continue;
    const language = languageOfName(solution.attrs.language ?? '');
    problem.solutions.push({ path: `${where} solution ${problem.solutions.length + 1}`, language, expected: 'AC', code: solution.text });
    if (!language) report.drop(`${where} solution ${problem.solutions.length}`, 'SOLUTION_LANGUAGE_MISSING', { language: solution.attrs.language ?? '-' });
  }
  for (const template of item.fields.get('template') ?? []) {
    const language = languageOfName(template.attrs.language ?? '');
    if (language && template.text.trim()) problem.codeTemplates.push({ language, code: template.text });
    else report.drop(`${where} template ${template.attrs.language ?? ''}`.trim(), 'JUDGE_LANGUAGE_MISSING');
  }
  for (const kind of ['prepend', 'append']) {
    for (const part of item.fields.get(kind) ?? []) {
      if (part.text.trim()) report.drop(`${where} ${kind} ${part.attrs.language ?? ''}`.trim(), 'CODE_AROUND_UNSUPPORTED');
    }
  }
  for (const key of ['url', 'remote_oj', 'remote_id']) if (textOf(item, key)) report.drop(`${where} ${key}`, 'NOT_USED');
  for (const tag of item.unknown) report.drop(`${where} <${tag}>`, 'UNKNOWN_ELEMENT');
}

async function problemOf(item: RawItem, file: string, source: string, dir: string): Promise<ImportedProblem> {
  const where = `${file} item ${item.index}`;
  const problem = blankProblem(`${source}#${item.index}`, 'fps');
  const report = new Report(problem.report);
  if (one(item, 'title')?.tooLong) throw refuse('TEXT_TOO_LONG', { file: where, field: 'title', max: TEXT_MAX });
  problem.problem.title = textOf(item, 'title') ?? '';
  limitsOf(item, where, problem, report);
  statementOf(item, where, problem, report);
  await casesOf(item, where, dir, problem, report);
  programsOf(item, where, problem, report);
  return finish(problem, where);
}

/** every problem of one FPS file; its data go under the work folder */
export async function readFps(pkg: PackageDir, file: string, source: string, ctx: ReadContext): Promise<ImportedProblem[]> {
  const real = await pkg.resolve(file);
  if (!real) throw refuse('FILE_MISSING', { file });
  const dir = join(await ctx.workDir(), `fps-${file.replace(/[^A-Za-z0-9_.-]/g, '_')}`);
  await mkdir(dir, { recursive: true });
  const stream = new FpsStream(dir);
  const input = createReadStream(real, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  try {
    for await (const chunk of input) {
      stream.parser.write(chunk as string);
      await stream.drain();
    }
    stream.parser.end();
  } catch (err) {
    input.destroy();
    for (const w of stream.writers) w.destroy();
    // the parser's own complaints are the file's fault; a disk's are not
    if (err instanceof Error && !('code' in err)) throw refuse('XML_INVALID', { file, detail: firstLine(err) });
    throw err;
  }
  await stream.flushed();
  if (stream.items.length === 0) throw refuse('NO_PROBLEMS', { file, format: 'FPS' });
  const problems: ImportedProblem[] = [];
  for (const item of stream.items) problems.push(await problemOf(item, file, source, dir));
  return problems;
}
