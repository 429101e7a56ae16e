// Statements into the site's fields. Markdown is split at its Input / Output / Notes headings into
// description, input, output and hint. LaTeX is converted only when it is trivial (the commands of
// problemtools' and Polygon's plain statements: sections, emphasis, lists, math kept as $…$);
// anything else is reported as not trivial and the reader keeps the file as an attachment.
import { normalizeText } from './common.ts';

export interface Sections {
  description: string;
  input: string | null;
  output: string | null;
  hint: string | null;
}

const HEADING = /^(#{1,4})\s+(.+?)\s*#*\s*$/;
const FIELD_OF: Array<[RegExp, 'input' | 'output' | 'hint']> = [
  [/^(input|input format|input specification|输入|输入格式|输入描述)$/i, 'input'],
  [/^(output|output format|output specification|输出|输出格式|输出描述)$/i, 'output'],
  [/^(notes?|hints?|explanation|提示|说明|注释|样例解释)$/i, 'hint'],
];

/** Markdown split at its Input / Output / Notes headings (other headings stay where they are) */
export function splitSections(markdown: string): Sections {
  const out: Record<'description' | 'input' | 'output' | 'hint', string[]> = { description: [], input: [], output: [], hint: [] };
  let current: keyof typeof out = 'description';
  let level = 0;
  let fence = false;
  for (const line of normalizeText(markdown).split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const heading = fence ? null : HEADING.exec(line);
    if (heading) {
      const field = FIELD_OF.find(([re]) => re.test(heading[2].replace(/[:：]$/, '')))?.[1];
      if (field) {
        current = field;
        level = heading[1].length;
        continue;
      }
      if (current !== 'description' && heading[1].length <= level) current = 'description';
    }
    out[current].push(line);
  }
  const text = (lines: string[]) => lines.join('\n').trim() || null;
  return { description: text(out.description) ?? '', input: text(out.input), output: text(out.output), hint: text(out.hint) };
}

export interface Converted {
  markdown: string;
  /** \problemname's text */
  title: string | null;
  /** images the statement shows (\includegraphics, \illustration), by file name */
  images: string[];
  /** commands and environments left unconverted: not empty means the LaTeX was not trivial */
  unknown: string[];
}

const DROPPED_COMMANDS = new Set(['noindent', 'medskip', 'bigskip', 'smallskip', 'par', 'newline', 'clearpage', 'newpage', 'centering', 'vspace', 'hspace', 'label']);
const SYMBOLS: Record<string, string> = { ldots: '…', dots: '…', textbackslash: '\\', textasciitilde: '~', LaTeX: 'LaTeX', TeX: 'TeX', '%': '%', '&': '&', '{': '{', '}': '}', _: '\\_', '#': '\\#', $: '\\$', ' ': ' ', ',': ' ' };
const ENVIRONMENTS = new Set(['itemize', 'enumerate', 'center', 'verbatim', 'lstlisting', 'quote']);

/** math segments ($…$, $$…$$, \(…\), \[…\]) are kept; the text between is converted */
function splitMath(tex: string): Array<{ math: boolean; text: string }> {
  const parts: Array<{ math: boolean; text: string }> = [];
  const re = /\$\$[\s\S]+?\$\$|\\\[[\s\S]+?\\\]|(?<!\\)\$(?:\\\$|[^$])+?\$|\\\([\s\S]+?\\\)/g;
  let last = 0;
  for (const m of tex.matchAll(re)) {
    if (m.index > last) parts.push({ math: false, text: tex.slice(last, m.index) });
    const body = m[0];
    const display = body.startsWith('$$') || body.startsWith('\\[');
    const inner = body.startsWith('$$') ? body.slice(2, -2) : body.startsWith('$') ? body.slice(1, -1) : body.slice(2, -2);
    parts.push({ math: true, text: display ? `$$${inner}$$` : `$${inner.trim()}$` });
    last = m.index + body.length;
  }
  if (last < tex.length) parts.push({ math: false, text: tex.slice(last) });
  return parts;
}

/** one-argument commands, innermost first, until none is left */
function replaceCommands(text: string, images: string[]): string {
  const one: Array<[RegExp, (arg: string, m: RegExpExecArray) => string]> = [
    [/\\(?:emph|textit|textsl)\{([^{}]*)\}/, (a) => `*${a}*`],
    [/\\textbf\{([^{}]*)\}/, (a) => `**${a}**`],
    [/\\(?:texttt|t)\{([^{}]*)\}/, (a) => `\`${a}\``],
    [/\\url\{([^{}]*)\}/, (a) => `<${a}>`],
    [/\\href\{([^{}]*)\}\{([^{}]*)\}/, (a, m) => `[${m[2]}](${a})`],
    [/\\(?:sub)*section\*?\{([^{}]*)\}/, (a, m) => `\n\n${m[0].startsWith('\\sub') ? '###' : '##'} ${a.trim()}\n\n`],
    [/\\includegraphics(?:\[[^\]]*\])?\{([^{}]*)\}/, (a) => { images.push(a.trim()); return `![](${a.trim()})`; }],
    [/\\illustration\{[^{}]*\}\{([^{}]*)\}\{([^{}]*)\}/, (a, m) => { images.push(a.trim()); return `\n\n![${m[2].trim()}](${a.trim()})\n\n`; }],
  ];
  let changed = true;
  while (changed) {
    changed = false;
    for (const [re, to] of one) {
      const m = re.exec(text);
      if (m) {
        text = text.slice(0, m.index) + to(m[1], m) + text.slice(m.index + m[0].length);
        changed = true;
      }
    }
  }
  return text;
}

function convertText(text: string, images: string[], unknown: Set<string>): string {
  let t = replaceCommands(text, images);
  t = t.replace(/\\begin\{(itemize|enumerate|center|quote)\}/g, '\n').replace(/\\end\{(itemize|enumerate|center|quote)\}/g, '\n');
  t = t.replace(/^\s*\\item\s*/gm, '- ').replace(/\\item\s*/g, '\n- ');
  t = t.replace(/``|''/g, '"').replace(/---/g, '—').replace(/--/g, '–').replace(/(?<!\\)~/g, ' ');
  t = t.replace(/\\\\(\[[^\]]*\])?/g, '\u0001');
  t = t.replace(/\\([a-zA-Z]+)\*?(\{[^{}]*\})?|\\([%&{}_#$ ,])/g, (m, name: string | undefined, arg: string | undefined, symbol: string | undefined) => {
    const key = name ?? symbol ?? '';
    if (key in SYMBOLS) return SYMBOLS[key] + (arg ? arg.slice(1, -1) : '');
    if (name && DROPPED_COMMANDS.has(name)) return '';
    if (name === 'begin' || name === 'end') {
      const env = arg?.slice(1, -1) ?? '';
      if (!ENVIRONMENTS.has(env)) unknown.add(`\\begin{${env}}`);
      return m;
    }
    unknown.add(`\\${name}`);
    return m;
  });
  return t;
}

/** a tabular's rows (split at \\\\, cells at &, rules dropped) as a Markdown table, the first row its header */
function tableOf(body: string, convert: (text: string) => string): string {
  const rows = body.replace(/\\(hline|toprule|midrule|bottomrule)\b/g, '').split(/\\\\/)
    .map((row) => row.trim()).filter((row) => row !== '')
    .map((row) => row.split(/(?<!\\)&/).map((cell) => convert(cell).replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim()));
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((r) => r.length));
  const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
  return [line(rows[0]), line(Array.from({ length: width }, () => '---')), ...rows.slice(1).map(line)].join('\n');
}

/** LaTeX into Markdown, with what could not be converted */
export function latexToMarkdown(source: string): Converted {
  let tex = normalizeText(source).replace(/(?<!\\)%.*$/gm, '');
  let title: string | null = null;
  tex = tex.replace(/\\problemname\{((?:[^{}]|\{[^{}]*\})*)\}/, (_m, name: string) => {
    title = name.trim();
    return '';
  });
  const images: string[] = [];
  const unknown = new Set<string>();
  // verbatim blocks are code, untouched
  const blocks: string[] = [];
  tex = tex.replace(/\\begin\{(verbatim|lstlisting)\}(?:\[[^\]]*\])?\n?([\s\S]*?)\\end\{\1\}/g, (_m, _env, body: string) => {
    blocks.push(`\n\`\`\`\n${body.replace(/\n$/, '')}\n\`\`\`\n`);
    return `\u0000${blocks.length - 1}\u0000`;
  });
  const convert = (text: string) => splitMath(text).map((p) => (p.math ? p.text : convertText(p.text, images, unknown))).join('');
  tex = tex.replace(/\\begin\{tabular\}\{[^{}]*\}([\s\S]*?)\\end\{tabular\}/g, (_m, body: string) => {
    blocks.push(`\n${tableOf(body, convert)}\n`);
    return `\u0000${blocks.length - 1}\u0000`;
  });
  const markdown = convert(tex)
    .replace(/\u0000(\d+)\u0000/g, (_m, i: string) => blocks[Number(i)])
    .replace(/[ \t]+\n/g, '\n')
    .replace(/[ \t]*\u0001[ \t]*/g, '  \n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { markdown, title, images, unknown: [...unknown] };
}
