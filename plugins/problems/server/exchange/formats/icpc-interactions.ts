// An ICPC package's sample `.interaction` files as a statement section. A multi-pass problem's
// file holds its passes one after another, separated by a line of three dashes (spec 2023-07,
// "Samples for interactive and multi-pass problems"); each pass is shown under its own heading.
import { inLanguage, normalizeText } from './common.ts';

/** the line between two passes of a multi-pass sample */
const PASS_SEPARATOR = '---';

/** one sample's passes; a file without a separator is one pass */
export function passesOf(text: string): string[] {
  const passes: string[][] = [[]];
  for (const row of normalizeText(text).trimEnd().split('\n')) {
    if (row.trim() === PASS_SEPARATOR) passes.push([]);
    else passes.at(-1)!.push(row);
  }
  return passes.map((rows) => rows.join('\n').trim()).filter(Boolean);
}

const block = (text: string): string => `\`\`\`\n${text}\n\`\`\``;

/** one sample: a single block, or each pass of a multi-pass sample under "Pass N" */
function sampleMarkdown(text: string, multiPass: boolean, lang: string | undefined): string {
  const passes = multiPass ? passesOf(text) : [normalizeText(text).trimEnd()];
  if (passes.length <= 1) return block(passes[0] ?? '');
  return passes.map((pass, i) => `${inLanguage(lang, `#### Pass ${i + 1}`, `#### 第 ${i + 1} 轮`)}\n\n${block(pass)}`).join('\n\n');
}

/** the statement section for the samples' interactions, in the statement's language */
export function interactionSection(texts: string[], multiPass: boolean, lang: string | undefined): string {
  const heading = multiPass
    ? inLanguage(lang,
      '## Sample interaction\n\nYour program runs several times (passes) on each test; each pass is shown on its own. Lines starting with `<` are given to your program by the judge, lines starting with `>` are written by your program.',
      '## 样例交互\n\n你的程序在每个测试点上运行多轮，下面分轮展示。以 `<` 开头的行由评测程序给出，以 `>` 开头的行由你的程序输出。')
    : inLanguage(lang,
      '## Sample interaction\n\nLines starting with `<` are written by the judge, lines starting with `>` by your program.',
      '## 样例交互\n\n以 `<` 开头的行由评测程序输出，以 `>` 开头的行由你的程序输出。');
  const samples = texts.map((text, i) => {
    const shown = sampleMarkdown(text, multiPass, lang);
    // several multi-pass samples: name each, so its passes are not read as another sample's
    return multiPass && texts.length > 1 ? `${inLanguage(lang, `### Sample ${i + 1}`, `### 样例 ${i + 1}`)}\n\n${shown}` : shown;
  });
  return `${heading}\n\n${samples.join('\n\n')}`;
}
