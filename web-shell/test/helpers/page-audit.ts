// What the every-route suite looks for on a settled page (issue 10 item 14): a page wider than
// its window, text that is an i18n key, and visible text in the other language.
import type { Page } from 'playwright-core';

export interface PageReport {
  role: string;
  lang: string;
  width: number;
  route: string;
  url: string;
  problems: string[];
}

/**
 * Words that read the same in both interfaces: product and language names, verdict and contest
 * abbreviations, the language menu's own names.
 */
export const SAME_IN_BOTH = ['OJ', 'ACM', 'OI', 'AC', 'English', 'Python', 'Python2', 'Python3', 'PyPy2', 'PyPy3', 'Java', 'JavaScript', 'Golang', 'Ruby', 'Rust', 'Pascal', 'Kotlin', 'Swift', 'PHP', 'Node', 'GCC', 'Markdown', 'LaTeX', 'KaTeX', 'Email', 'Github', 'GitHub', 'Gitee', 'With', 'CodeForces', 'Codeforces', 'HDU', 'POJ', 'SPOJ', 'AtCoder'];

/** `width` is the window the test asked for: a phone page that is zoomed out to fit its content is wider than it. */
export async function findProblems(page: Page, lang: string, width: number): Promise<string[]> {
  // tsx compiles the function below with esbuild's keepNames, whose __name helper the page lacks
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page.evaluate(
    ({ lang, same, width }) => {
      const out: string[] = [];
      const doc = document.documentElement;
      if (doc.scrollWidth > width + 1) {
        // name the widest element that sticks out, so the report says where to look
        let worst = '';
        let right = width;
        for (const el of document.body.querySelectorAll('*')) {
          const r = el.getBoundingClientRect();
          if (r.right > right + 1 && r.width > 0 && getComputedStyle(el).position !== 'fixed') {
            right = r.right;
            worst = `${el.tagName.toLowerCase()}.${String((el as HTMLElement).className).split(' ').slice(0, 2).join('.')}`;
          }
        }
        out.push(`horizontal overflow: page is ${doc.scrollWidth} px wide in a ${width} px window (${worst})`);
      }
      const visible = (el: Element | null): boolean => {
        for (let e = el; e; e = e.parentElement) {
          const s = getComputedStyle(e);
          if (s.display === 'none' || s.visibility === 'hidden' || s.opacity === '0') return false;
        }
        return !!el && el.getClientRects().length > 0;
      };
      // user content (markdown, code, inputs) and the language menu are not interface text
      const skip = (el: Element | null) => !!el?.closest('input, textarea, code, pre, .oj-markdown, .katex, .monaco-editor, [data-testid=language-select], [data-user-content], .oj-user-name, .semi-avatar, svg, script, style');
      const keyLike = /^(?:[a-z]+(?:[A-Z][a-z0-9]*)+|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z][a-z0-9]*(?:_[A-Za-z0-9]+)+)$/;
      const cjk = /[\u3400-\u9fff\uff01-\uff5e]/;
      const seen = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = (n.textContent ?? '').trim();
        if (!text || seen.has(text) || skip(n.parentElement) || !visible(n.parentElement)) continue;
        seen.add(text);
        if (keyLike.test(text)) out.push(`i18n key on screen: "${text}"`);
        else if (lang === 'en-US' && cjk.test(text)) out.push(`Chinese text on the English page: "${text.slice(0, 60)}"`);
        else if (lang === 'zh-CN' && !cjk.test(text) && !text.includes('@')) {
          // an English word is a letters-only word of 3+ letters; a capitalised one or two of any kind is a sentence
          const words = (text.match(/[A-Za-z][A-Za-z0-9+#.]*/g) ?? []).filter((w) => /^[A-Za-z]{3,}$/.test(w) && !same.includes(w));
          if (words.some((w) => /^[A-Z][a-z]/.test(w)) || words.length >= 2) out.push(`English text on the Chinese page: "${text.slice(0, 60)}"`);
        }
      }
      return out;
    },
    { lang, same: SAME_IN_BOTH, width },
  );
}
