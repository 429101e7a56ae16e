// spec 2 §5 editor options: themes, font sizes 12–20 px, tab sizes 2/4/8; defaults solarized, 14, 4.
export const EDITOR_FONT_SIZES = [12, 13, 14, 15, 16, 17, 18, 19, 20];
export const EDITOR_TAB_SIZES = [2, 4, 8];
export const EDITOR_DEFAULTS = { theme: 'solarized', fontSize: 14, tabSize: 4, height: 550 } as const;

interface ThemeColours {
  dark: boolean;
  background: string;
  foreground: string;
  keyword: string;
  string: string;
  comment: string;
  number: string;
}

export const EDITOR_THEMES: Record<string, ThemeColours> = {
  monokai: { dark: true, background: '#272822', foreground: '#F8F8F2', keyword: 'F92672', string: 'E6DB74', comment: '75715E', number: 'AE81FF' },
  solarized: { dark: false, background: '#FDF6E3', foreground: '#657B83', keyword: '859900', string: '2AA198', comment: '93A1A1', number: 'D33682' },
  material: { dark: true, background: '#263238', foreground: '#EEFFFF', keyword: 'C792EA', string: 'C3E88D', comment: '546E7A', number: 'F78C6C' },
  idea: { dark: false, background: '#FFFFFF', foreground: '#000000', keyword: '000080', string: '008000', comment: '808080', number: '0000FF' },
  eclipse: { dark: false, background: '#FFFFFF', foreground: '#000000', keyword: '7F0055', string: '2A00FF', comment: '3F7F5F', number: '164' },
  'base16-dark': { dark: true, background: '#151515', foreground: '#E0E0E0', keyword: 'AC4142', string: '90A959', comment: '8F5536', number: 'AA759F' },
  cobalt: { dark: true, background: '#002240', foreground: '#FFFFFF', keyword: 'FFEE80', string: '3AD900', comment: '0088FF', number: 'FF628C' },
  dracula: { dark: true, background: '#282A36', foreground: '#F8F8F2', keyword: 'FF79C6', string: 'F1FA8C', comment: '6272A4', number: 'BD93F9' },
};

/** Language names of the judge mapped to monaco language ids. */
export function monacoLanguage(lang: string): string {
  const l = lang.toLowerCase();
  if (l.startsWith('c++') || l === 'c' || l.startsWith('c ') || l.includes('gcc')) return 'cpp';
  if (l.startsWith('c#')) return 'csharp';
  if (l.startsWith('java') && !l.startsWith('javascript')) return 'java';
  if (l.includes('python') || l.includes('pypy')) return 'python';
  if (l.startsWith('go')) return 'go';
  if (l.startsWith('javascript') || l.startsWith('node')) return 'javascript';
  if (l.startsWith('php')) return 'php';
  if (l.startsWith('ruby')) return 'ruby';
  if (l.startsWith('rust')) return 'rust';
  if (l.startsWith('pascal')) return 'pascal';
  return 'plaintext';
}
