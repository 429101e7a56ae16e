// A language is available on a judge node only when all its toolchain executables are there.
// An unavailable language is reported as such (and judged as System Error with that message),
// never attempted and never silently failing.
import { accessSync, constants } from 'node:fs';
import type { LanguageDefinition } from './language.ts';

export interface LanguageAvailability {
  name: string;
  available: boolean;
  /** the executables that are missing, when unavailable */
  missing: string[];
}

/** Whether an absolute path is an executable; the sandbox pool's hasBinary checks inside its root. */
export type BinaryProbe = (path: string) => boolean;

export const hostHasBinary: BinaryProbe = (path) => {
  try { accessSync(path, constants.X_OK); return true; } catch { return false; }
};

export function checkLanguage(language: LanguageDefinition, hasBinary: BinaryProbe = hostHasBinary): LanguageAvailability {
  const missing = language.toolchain.filter((path) => !hasBinary(path));
  return { name: language.name, available: missing.length === 0, missing };
}

export function languageAvailability(languages: readonly LanguageDefinition[], hasBinary?: BinaryProbe): LanguageAvailability[] {
  return languages.map((l) => checkLanguage(l, hasBinary));
}
