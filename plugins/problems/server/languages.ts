// The language list (reference `language` table), seeded from the judge's own catalog
// (@oj/judge-languages) so names are exactly what judge nodes know. Checker languages are
// flagged isSpj (the admin form's special-judge language choice); and Answer, for output-only problems.
import { ANSWER_LANGUAGE } from '@oj/judge-engine';
import { builtInLanguages, checkerLanguages, helpLanguageEntry } from '@oj/judge-languages';
import { LOCAL_OJ } from '../shared/service.ts';
import type { LanguageFields, LanguageStore } from './stores/languages.ts';

export async function seedLanguages(languages: LanguageStore): Promise<void> {
  const rows = [
    ...builtInLanguages.map((l, i) => ({ l, isSpj: false, seq: i })),
    ...Object.values(checkerLanguages).map((l, i) => ({ l, isSpj: true, seq: 1000 + i })),
  ].map(({ l, isSpj, seq }) => ({
    name: l.name,
    description: l.description,
    contentType: l.editorMode,
    compileCommand: helpLanguageEntry(l).compileCommand,
    template: l.template,
    codeTemplate: l.template,
    isSpj,
    oj: LOCAL_OJ,
    seq,
  }));
  await languages.seed([...rows, answerRow()]);
}

/**
 * The language of output-only problems (the judge engine's answer-case.ts): the submission is the
 * answers, nothing is compiled or run. Never one of a problem's languages by default (programLanguages).
 */
function answerRow(): LanguageFields {
  return {
    name: ANSWER_LANGUAGE,
    description: 'answers, not a program (output-only problems)',
    contentType: 'plaintext',
    compileCommand: '',
    template: '',
    codeTemplate: '',
    isSpj: false,
    oj: LOCAL_OJ,
    seq: 900,
  };
}

/** the languages a new or imported problem allows when none is chosen: every program language, not Answer */
export function programLanguages<T extends { name: string }>(languages: readonly T[]): T[] {
  return languages.filter((l) => l.name !== ANSWER_LANGUAGE);
}
