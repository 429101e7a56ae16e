// An ICPC / Kattis package's statement (icpc.ts reads the rest): statement/ or problem_statement/
// problem.<lang>.md, .tex or .pdf in the preferred language, Markdown taken as it is, LaTeX converted
// (attached with a note when not all of it could be), a PDF attached; the images a Markdown statement
// shows become attachments; the sections split into description, input, output and hint.
import { FileNames, Report, inLanguage, preferredLanguage } from './common.ts';
import { attachmentLink, type ImportedProblem } from './model.ts';
import type { PackageDir } from './package-dir.ts';
import { latexToMarkdown, splitSections } from './statement.ts';

interface StatementFile { lang: string; ext: string; path: string; dir: string }

async function statementFiles(pkg: PackageDir): Promise<StatementFile[]> {
  const files: StatementFile[] = [];
  for (const dir of ['statement', 'problem_statement']) {
    for (const entry of await pkg.list(dir)) {
      const m = /^problem(?:\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)?))?\.(md|tex|pdf)$/.exec(entry.name);
      if (entry.kind === 'file' && m) files.push({ lang: m[1] ?? 'en', ext: m[2], path: entry.path, dir });
    }
  }
  return files;
}

/** images a Markdown statement shows from its folder become attachments the statement points at */
async function relinkImages(pkg: PackageDir, text: string, dir: string, problem: ImportedProblem, names: FileNames): Promise<string> {
  const links = new Map<string, string>();
  for (const m of text.matchAll(/!\[[^\]]*\]\(([^)\s]+)[^)]*\)|<img[^>]*\ssrc=["']([^"']+)["']/g)) {
    const target = m[1] ?? m[2];
    if (/^[a-z]+:/i.test(target) || target.startsWith('/') || target.includes('..') || links.has(target)) continue;
    const path = `${dir}/${target}`;
    const real = await pkg.resolve(path);
    if (!real || !(await pkg.isFile(path))) continue;
    const name = names.take(target.split('/').pop()!);
    problem.attachments.push({ name, path: real });
    links.set(target, attachmentLink(name));
  }
  let out = text;
  for (const [target, link] of links) out = out.split(`(${target}`).join(`(${link}`).split(`"${target}"`).join(`"${link}"`).split(`'${target}'`).join(`'${link}'`);
  return out;
}

export async function statementOf(pkg: PackageDir, problem: ImportedProblem, report: Report, attachmentNames: FileNames, constants: (text: string) => string): Promise<{ title: string | null; lang: string | undefined }> {
  const files = await statementFiles(pkg);
  const lang = preferredLanguage([...new Set(files.map((f) => f.lang))]);
  for (const other of files.filter((f) => f.lang !== lang)) report.drop(other.path, 'STATEMENT_OTHER_LANGUAGE', { taken: lang ?? '' });
  const mine = files.filter((f) => f.lang === lang);
  const chosen = mine.find((f) => f.ext === 'md') ?? mine.find((f) => f.ext === 'tex') ?? mine.find((f) => f.ext === 'pdf');
  if (!chosen) {
    report.take('NO_STATEMENT');
    return { title: null, lang };
  }
  for (const other of mine.filter((f) => f !== chosen)) report.drop(other.path, 'STATEMENT_OTHER_KIND', { kind: chosen.ext });
  const attach = async (path: string) => {
    problem.attachments.push({ name: attachmentNames.take(path.split('/').pop()!), path: (await pkg.resolve(path))! });
  };
  if (chosen.ext === 'pdf') {
    await attach(chosen.path);
    const name = problem.attachments.at(-1)!.name;
    problem.problem.description = inLanguage(lang, `The statement of this problem is a PDF file, attached as ${name}.`, `本题题面为 PDF 文件，见附件 ${name}。`);
    report.take('STATEMENT_ATTACHED', { path: chosen.path });
    return { title: null, lang };
  }
  const text = constants((await pkg.readText(chosen.path))!);
  let markdown = text;
  let title: string | null = null;
  if (chosen.ext === 'tex') {
    const converted = latexToMarkdown(text);
    markdown = converted.markdown;
    title = converted.title;
    if (converted.unknown.length) {
      await attach(chosen.path);
      const name = problem.attachments.at(-1)!.name;
      const unknown = converted.unknown.join(', ');
      markdown = `> ${inLanguage(lang, `The statement of this problem is written in LaTeX (attached as ${name}) and could not be converted completely (${unknown}); check the text below against it.`, `本题题面为 LaTeX（见附件 ${name}），其中部分内容（${unknown}）无法自动转换，请对照原文检查下面的文字。`)}\n\n${markdown}`;
      report.take('STATEMENT_CONVERTED_IN_PART', { path: chosen.path, unknown: converted.unknown.join(', ') });
    } else {
      report.take('STATEMENT_CONVERTED', { path: chosen.path });
    }
  } else {
    report.take('STATEMENT', { path: chosen.path });
  }
  const sections = splitSections(await relinkImages(pkg, markdown, chosen.dir, problem, attachmentNames));
  problem.problem.description = sections.description || null;
  problem.problem.input = sections.input;
  problem.problem.output = sections.output;
  problem.problem.hint = sections.hint;
  return { title, lang };
}
