// C and C++ (reference §4.1): gcc/g++ with ONLINE_JUDGE, optional -O2, four C++ standards.
import type { LanguageDefinition } from '../language.ts';
import { C_FAMILY_LIMIT_FACTOR } from '../limits.ts';

const C_TEMPLATE = `#include <stdio.h>

int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    printf("%lld\\n", a + b);
    return 0;
}
`;

const CPP_TEMPLATE = `#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
`;

const compileLimits = { cpuMs: 10_000, wallMs: 20_000, memoryMb: 512, processes: 16 };
/** one process (no fork), up to 16 threads (std::thread, pthreads, OpenMP) sharing its CPU time and memory limits */
const runLimits = { processes: 1, threads: 16 };

function cLanguage(name: string, optimise: boolean): LanguageDefinition {
  const flags = ['-DONLINE_JUDGE', ...(optimise ? ['-O2'] : []), '-w', '-fmax-errors=3', '-std=c11'];
  return {
    name,
    description: `GCC 12, ${flags.slice(1).filter((f) => f !== '-w' && !f.startsWith('-fmax')).join(' ')}`,
    sourceFile: 'main.c',
    exeFile: 'main',
    otherSources: ['.c'],
    compile: { command: ['/usr/bin/gcc', ...flags, '{src}', '-lm', '-o', '{exe}'], ...compileLimits },
    run: { command: ['/w/{exe}'], ...runLimits },
    timeFactor: C_FAMILY_LIMIT_FACTOR,
    memoryFactor: C_FAMILY_LIMIT_FACTOR,
    memoryErrorMarkers: [],
    toolchain: ['/usr/bin/gcc'],
    editorMode: 'c',
    template: C_TEMPLATE,
  };
}

function cppLanguage(name: string, standard: string, optimise: boolean): LanguageDefinition {
  const flags = ['-DONLINE_JUDGE', ...(optimise ? ['-O2'] : []), '-w', '-fmax-errors=3', `-std=${standard}`];
  return {
    name,
    description: `G++ 12, -std=${standard}${optimise ? ' -O2' : ''}`,
    sourceFile: 'main.cpp',
    exeFile: 'main',
    otherSources: ['.cc', '.cpp', '.cxx', '.c++', '.C'],
    compile: { command: ['/usr/bin/g++', ...flags, '{src}', '-lm', '-o', '{exe}'], ...compileLimits },
    run: { command: ['/w/{exe}'], ...runLimits },
    timeFactor: C_FAMILY_LIMIT_FACTOR,
    memoryFactor: C_FAMILY_LIMIT_FACTOR,
    memoryErrorMarkers: [],
    toolchain: ['/usr/bin/g++'],
    editorMode: 'cpp',
    template: CPP_TEMPLATE,
  };
}

export const cFamilyLanguages: LanguageDefinition[] = [
  cLanguage('C', false),
  cLanguage('C With O2', true),
  cppLanguage('C++', 'c++14', false),
  cppLanguage('C++ With O2', 'c++14', true),
  cppLanguage('C++ 17', 'c++17', false),
  cppLanguage('C++ 17 With O2', 'c++17', true),
  cppLanguage('C++ 20', 'c++20', false),
  cppLanguage('C++ 20 With O2', 'c++20', true),
];
