// Languages special judges and interactors are written in (reference §4.1 SPJ-C / SPJ-C++ and
// INTERACTIVE-C / INTERACTIVE-C++): C or C++ built with -O2. testlib.h is not part of Debian; a
// problem ships it as a judge extra file, which is copied beside the checker before compiling.
// Python 3 (SPJ-Python3) is for the validators problem packages ship in Python (Kattis): the
// system python3 user programs run with, byte-compiled first so a syntax error is a build error.
import type { LanguageDefinition } from './language.ts';
import { C_FAMILY_LIMIT_FACTOR } from './limits.ts';
import { python3Language } from './catalog/python.ts';

function checkerLanguage(name: string, compiler: string, sourceFile: string, standard: string, editorMode: string): LanguageDefinition {
  return {
    name,
    description: `${compiler} -O2 -std=${standard}`,
    sourceFile,
    exeFile: 'checker',
    compile: {
      command: [compiler, '-DONLINE_JUDGE', '-O2', '-w', '-fmax-errors=3', `-std=${standard}`, '-I.', '{src}', '-lm', '-o', '{exe}'],
      cpuMs: 30_000,
      wallMs: 60_000,
      memoryMb: 1024,
      processes: 16,
    },
    run: { command: ['/w/{exe}'], processes: 1 },
    timeFactor: C_FAMILY_LIMIT_FACTOR,
    memoryFactor: C_FAMILY_LIMIT_FACTOR,
    memoryErrorMarkers: [],
    toolchain: [compiler],
    editorMode,
    template: '',
  };
}

/** the user language Python3 with the checker's file names: checker.py, run as checker.pyc */
function pythonChecker(name: string): LanguageDefinition {
  return { ...python3Language, name, sourceFile: 'checker.py', exeFile: 'checker.pyc', template: '' };
}

export const checkerLanguages = {
  C: checkerLanguage('SPJ-C', '/usr/bin/gcc', 'checker.c', 'c11', 'c'),
  'C++': checkerLanguage('SPJ-C++', '/usr/bin/g++', 'checker.cpp', 'c++17', 'cpp'),
  Python3: pythonChecker('SPJ-Python3'),
} as const;

/** "C", "SPJ-C", "INTERACTIVE-C++", "C++ 17 With O2", "Python 3"… → the C, C++ or Python 3 checker build */
export function checkerLanguageFor(name: string): LanguageDefinition | undefined {
  const base = name.replace(/^(SPJ|INTERACTIVE)-/, '');
  if (base === 'C' || base === 'C With O2') return checkerLanguages.C;
  if (base.startsWith('C++')) return checkerLanguages['C++'];
  if (base === 'Python3' || base === 'Python 3') return checkerLanguages.Python3;
  return undefined;
}
