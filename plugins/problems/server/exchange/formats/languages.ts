// The site's language names (judge-runners/languages/src/catalog) for what the formats call a
// language: a file's extension (ICPC submissions and validators), Polygon's source types, the
// names FPS, QDUOJ and Hydro write. null: the judge has no such language (a solution in it is
// kept and reported, `oj problem verify` skips it).

/** C and C++ builds a checker or interactor may use, and Python 3 (checkers.ts checkerLanguageFor) */
export type CheckerLanguage = 'C' | 'C++' | 'Python3';

const BY_EXTENSION: Record<string, string> = {
  c: 'C',
  cc: 'C++',
  cpp: 'C++',
  cxx: 'C++',
  'c++': 'C++',
  py: 'Python3',
  java: 'Java',
  go: 'Golang',
  rs: 'Rust',
  js: 'JavaScript Node',
  mjs: 'JavaScript Node',
  cs: 'C#',
  php: 'PHP',
  rb: 'Ruby',
};

export function extensionOf(path: string): string {
  const base = path.split('/').pop() ?? path;
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** a Python file written for Python 2 (its shebang says so) */
export function isPython2(code: string): boolean {
  return /^#!.*\bpython2(\.\d+)?\b/.test(code.split('\n', 1)[0]);
}

/** C and C++ solutions are built as the ICPC tools build them: -O2, C++17 (problemtools, DOMjudge) */
const SOLUTION_BUILD: Record<string, string> = { C: 'C With O2', 'C++': 'C++ 17 With O2' };

/** the site's language of a source file, by its extension (Python 2 by its shebang: none) */
export function languageOfFile(path: string, code: string): string | null {
  const ext = extensionOf(path);
  if (ext === 'py' && isPython2(code)) return null;
  const name = BY_EXTENSION[ext];
  return name ? SOLUTION_BUILD[name] ?? name : null;
}

/** the checker build of a validator or checker source file, by its extension */
export function checkerLanguageOfFile(path: string): CheckerLanguage | null {
  const name = BY_EXTENSION[extensionOf(path)];
  return name === 'C' || name === 'C++' || name === 'Python3' ? name : null;
}

/** ICPC `languages` codes (appendix/languages.md) */
const ICPC_CODES: Record<string, string> = {
  c: 'C', cpp: 'C++', java: 'Java', python3: 'Python3', go: 'Golang', rust: 'Rust',
  javascript: 'JavaScript Node', csharp: 'C#', php: 'PHP', ruby: 'Ruby',
};

export function languageOfIcpcCode(code: string): string | null {
  return ICPC_CODES[code.toLowerCase()] ?? null;
}

/** Polygon source types: cpp.g++17, cpp.gcc13-64-winlibs-g++20, c.gcc, java21, python.3, python.pypy3… */
export function languageOfPolygonType(type: string): string | null {
  const t = type.toLowerCase();
  if (t.startsWith('cpp.') || t.startsWith('cpp')) {
    const standard = /(?:\+\+|std=c\+\+|cpp)(\d\d)\b/.exec(t)?.[1] ?? /(\d\d)$/.exec(t)?.[1];
    if (standard === '17') return 'C++ 17';
    if (standard === '20' || standard === '23') return 'C++ 20';
    return 'C++';
  }
  if (t.startsWith('c.')) return 'C';
  if (t.startsWith('java')) return 'Java';
  if (t === 'python.pypy3' || t.startsWith('python.pypy3')) return 'PyPy3';
  if (t.startsWith('python.3') || t === 'python3') return 'Python3';
  if (t.startsWith('go')) return 'Golang';
  if (t.startsWith('rust')) return 'Rust';
  if (t.startsWith('csharp')) return 'C#';
  if (t.startsWith('js') || t.startsWith('node')) return 'JavaScript Node';
  if (t.startsWith('php')) return 'PHP';
  if (t.startsWith('ruby')) return 'Ruby';
  return null;
}

/** the checker build of a Polygon checker or interactor source type */
export function checkerLanguageOfPolygonType(type: string): CheckerLanguage | null {
  const name = languageOfPolygonType(type);
  if (name === 'C') return 'C';
  if (name?.startsWith('C++')) return 'C++';
  if (name === 'Python3') return 'Python3';
  return null;
}

/** language names of FPS (HUSTOJ), QDUOJ and Hydro exports */
const SITE_NAMES: Record<string, string> = {
  c: 'C', clang: 'C', 'c++': 'C++', 'clang++': 'C++', cpp: 'C++', 'c++17': 'C++ 17', 'c++20': 'C++ 20',
  java: 'Java', python: 'Python3', python3: 'Python3', pypy3: 'PyPy3', go: 'Golang', golang: 'Golang',
  rust: 'Rust', javascript: 'JavaScript Node', js: 'JavaScript Node', 'c#': 'C#', csharp: 'C#', php: 'PHP', ruby: 'Ruby',
  // Hydro's language keys
  cc: 'C++', 'cc.cc14': 'C++', 'cc.cc14o2': 'C++ With O2', 'cc.cc17': 'C++ 17', 'cc.cc17o2': 'C++ 17 With O2',
  'cc.cc20': 'C++ 20', 'cc.cc20o2': 'C++ 20 With O2', 'py.py3': 'Python3', py3: 'Python3', 'py.pypy3': 'PyPy3', rs: 'Rust', cs: 'C#', rb: 'Ruby',
};

export function languageOfName(name: string): string | null {
  return SITE_NAMES[name.trim().toLowerCase()] ?? null;
}

/** the checker build a named language gives (FPS and QDUOJ special judges, Hydro checkers by file) */
export function checkerLanguageOfName(name: string): CheckerLanguage | null {
  const site = languageOfName(name);
  if (site === 'C') return 'C';
  if (site?.startsWith('C++')) return 'C++';
  if (site === 'Python3') return 'Python3';
  return null;
}

/** every site name this file can answer, to check against the judge's catalog */
export const SITE_LANGUAGE_NAMES = [...new Set([...Object.values(BY_EXTENSION), ...Object.values(ICPC_CODES), ...Object.values(SITE_NAMES), 'C++ 17', 'C++ 20', 'PyPy3'])];
