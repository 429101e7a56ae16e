// A markdown source as the plain text a reader sees, for one-line places that quote it (the
// message centre's quotes, issue 28 §13): "Use **fast IO**" reads "Use fast IO", not its source.

const RULES: [RegExp, string][] = [
  [/```[^\n]*\n?/g, ''], // code fence lines (the code itself stays)
  [/!\[([^\]]*)\]\([^)]*\)/g, '$1'], // an image: its alt text
  [/\[([^\]]*)\]\([^)]*\)/g, '$1'], // a link: its text
  [/<[^>\n]+>/g, ''], // HTML tags
  [/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, ''], // heading, quote and list markers
  [/^\s*([-*_])(\s*\1){2,}\s*$/gm, ''], // thematic breaks
  [/(\*\*|~~)(?=\S)([\s\S]*?\S)\1/g, '$2'], // strong, strike
  [/\*(?=\S)([\s\S]*?\S)\*/g, '$1'], // emphasis
  [/(^|\W)(__?)(?=\S)([\s\S]*?\S)\2(?!\w)/g, '$1$3'], // underscores only around words: snake_case stays
  [/`([^`]*)`/g, '$1'], // inline code
  [/\\([\\`*_{}[\]()#+\-.!~|>])/g, '$1'], // escapes
];

export function markdownExcerpt(source: string | null | undefined): string {
  let text = source ?? '';
  for (const [pattern, replacement] of RULES) text = text.replace(pattern, replacement);
  return text.replace(/\s+/g, ' ').trim();
}
