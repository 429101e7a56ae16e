// Small HTML helpers the built-in site modules share: regexes and a balanced <div> scanner, no
// parser. What a site's pages look like (its tables, sections, samples) stays in its own module.
import type { RemoteAnswer } from '../../shared/sites.ts';

/** the named entities the sites' pages use; anything else numeric is decoded by its code point */
const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '\u2013', mdash: '\u2014', hellip: '\u2026',
  lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201c', rdquo: '\u201d', le: '\u2264', ge: '\u2265', times: '\u00d7', middot: '\u00b7',
};

/**
 * Entities decoded: the named ones above (&nbsp; as a plain space, so samples keep ordinary blanks),
 * &#NN; and &#xHH;; an unknown name or a code point out of range stays as written.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** a cell's or an inline element's words: tags out (a <br> is a space), entities decoded, blanks collapsed and trimmed */
export function cellText(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
}

/** the multi-line text of a <pre> block or the like: tags out (a <br> is a newline), entities decoded, \r\n as \n */
export function preText(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '')).replace(/\r\n?/g, '\n');
}

/** a sample's text from its <pre> HTML: preText without blanks at line ends or blank lines around it, ending in one newline */
export function sampleText(html: string): string {
  return `${preText(html).replace(/[ \t]+$/gm, '').replace(/^\n+|\n+$/g, '')}\n`;
}

/** the path of the URL that answered (after redirects), lower-cased if asked; '' when it is no URL */
export function pathOf(answer: RemoteAnswer, { lowerCase = false }: { lowerCase?: boolean } = {}): string {
  let path: string;
  try { path = new URL(answer.url).pathname; } catch { return ''; }
  return lowerCase ? path.toLowerCase() : path;
}

/**
 * The inner HTML of the element whose opening tag ends at `from`, up to the </div> that closes it
 * (nested <div>s counted); null when it is never closed.
 */
export function divBody(html: string, from: number): string | null {
  const tag = /<(\/?)div\b[^>]*>/gi;
  tag.lastIndex = from;
  let depth = 1;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(from, m.index);
  }
  return null;
}

/** the inner HTML of each <td> in `html`, in order */
export function cellsOf(html: string): string[] {
  return [...html.matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/gi)].map((m) => m[1]);
}

/** each <tr> of `html` as its cells' inner HTML, in order */
export function tableRows(html: string): string[][] {
  return [...html.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi)].map((row) => cellsOf(row[1]));
}
