// Python 3 and PyPy 3 (reference §4.1): the source is byte-compiled first, so a syntax error is a
// compile error, then the bytecode file runs.
import type { LanguageDefinition } from '../language.ts';
import { OTHER_LANGUAGE_LIMIT_FACTOR } from '../limits.ts';

const TEMPLATE = `a, b = map(int, input().split())
print(a + b)
`;

function pythonLike(name: string, description: string, interpreter: string): LanguageDefinition {
  const env = { PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' };
  return {
    name,
    description,
    sourceFile: 'main.py',
    exeFile: 'main.pyc',
    compile: {
      command: [interpreter, '-c', "import py_compile, sys; py_compile.compile(sys.argv[1], cfile=sys.argv[2], doraise=True)", '{src}', '{exe}'],
      env,
      cpuMs: 5_000,
      wallMs: 10_000,
      memoryMb: 256,
      processes: 4,
    },
    run: { command: [interpreter, '{exe}'], env, processes: 4 },
    timeFactor: OTHER_LANGUAGE_LIMIT_FACTOR,
    memoryFactor: OTHER_LANGUAGE_LIMIT_FACTOR,
    memoryErrorMarkers: ['MemoryError'],
    toolchain: [interpreter],
    editorMode: 'python',
    template: TEMPLATE,
  };
}

/** the system python3: user programs, and the special judges and interactors written in Python (checkers.ts) */
export const python3Language = pythonLike('Python3', 'CPython 3.11', '/usr/bin/python3');

export const pythonLanguages: LanguageDefinition[] = [
  python3Language,
  pythonLike('PyPy3', 'PyPy 7.3 (Python 3.9)', '/usr/bin/pypy3'),
];
