// A problem offers the languages of its bank: this site's (ME), or for a remote problem its judge's.
// The language list (/api/languages?all=true) holds every bank's; a remote judge's language may share
// a name with one of ours (POJ's Java), so a form looks names up only among its bank's.
import type { LanguageRow } from './types.js';

export const LOCAL_BANK = 'ME';
const bankOf = (l: LanguageRow) => l.oj ?? LOCAL_BANK;

/** the bank of a problem: a remote judge's when it is remote and its display id names one (HDU-1000 → HDU) */
export function problemBank(problem: { isRemote?: boolean; problemId: string } | null | undefined, languages: readonly LanguageRow[]): string {
  if (!problem?.isRemote) return LOCAL_BANK;
  const prefix = problem.problemId.split('-')[0]?.toUpperCase() ?? '';
  return languages.some((l) => bankOf(l) === prefix) ? prefix : LOCAL_BANK;
}

/** the bank's languages, with the special-judge languages (always this site's) */
export function languagesOfBank(languages: readonly LanguageRow[], bank: string): LanguageRow[] {
  return languages.filter((l) => l.isSpj || bankOf(l) === bank);
}
