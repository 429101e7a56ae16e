// Placeholder substitution in a language's command lines and environment.
import type { LanguageDefinition } from './language.ts';

/** memory the JVM (or Mono) needs beside its heap: the heap cap is the limit less this (research §6) */
export const RUNTIME_MEMORY_RESERVE_MB = 64;
/** the smallest heap a managed runtime is given, whatever the limit */
export const MINIMUM_HEAP_MB = 16;

export interface CommandValues {
  /** the run's memory limit after the language factor */
  memoryMb: number;
}

function placeholders(language: LanguageDefinition, values: CommandValues): Record<string, string> {
  return {
    src: language.sourceFile,
    exe: language.exeFile,
    memoryMb: String(values.memoryMb),
    heapMb: String(Math.max(MINIMUM_HEAP_MB, values.memoryMb - RUNTIME_MEMORY_RESERVE_MB)),
  };
}

export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function fillAll(argv: string[], env: Record<string, string> | undefined, values: Record<string, string>) {
  const filledEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries(env ?? {})) filledEnv[k] = fillPlaceholders(v, values);
  return { argv: argv.map((a) => fillPlaceholders(a, values)), env: filledEnv };
}

export function compileCommand(language: LanguageDefinition): { argv: string[]; env: Record<string, string> } | null {
  if (!language.compile) return null;
  return fillAll(language.compile.command, language.compile.env, placeholders(language, { memoryMb: language.compile.memoryMb }));
}

export function runCommand(language: LanguageDefinition, values: CommandValues): { argv: string[]; env: Record<string, string> } {
  return fillAll(language.run.command, language.run.env, placeholders(language, values));
}

/** a program name a file name may hold (the sandbox's work dir takes plain names) */
const PROGRAM_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;
/** a package name of plain names joined by dots (a.b.c) */
const PACKAGE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}(?:\.[A-Za-z_][A-Za-z0-9_]{0,99}){0,19}$/;

/**
 * The language as it builds and runs one source: for a language with `programName`, the name the
 * code gives its program in place of the default one (Java: `public class Hello` compiles as
 * Hello.java and runs `java … Hello`, as DOMjudge and Kattis do), and with `packagePattern` the
 * package it puts it in (`package a.b;`: the compiled file a/b/Hello.class, the run `java … a.b.Hello`);
 * any other language as it is.
 */
export function forSource(language: LanguageDefinition, code: string): LanguageDefinition {
  const rule = language.programName;
  if (!rule) return language;
  const named = new RegExp(rule.pattern, 'm').exec(code)?.[1];
  const found = named && PROGRAM_NAME.test(named) ? named : rule.name;
  const packaged = rule.packagePattern ? new RegExp(rule.packagePattern, 'm').exec(code)?.[1]?.replace(/\s+/g, '') : undefined;
  const pkg = packaged && PACKAGE_NAME.test(packaged) ? packaged : undefined;
  if (found === rule.name && !pkg) return language;
  const rename = (file: string) => (file.startsWith(`${rule.name}.`) ? `${found}${file.slice(rule.name.length)}` : file);
  const sourceFile = rename(language.sourceFile);
  const exeFile = rename(language.exeFile);
  return {
    ...language,
    sourceFile,
    exeFile: pkg && exeFile !== sourceFile ? `${pkg.split('.').join('/')}/${exeFile}` : exeFile,
    run: { ...language.run, command: language.run.command.map((word) => (word === rule.name ? (pkg ? `${pkg}.${found}` : found) : word)) },
  };
}
