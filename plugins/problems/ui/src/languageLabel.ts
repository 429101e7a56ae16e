// A language's name as people read it: the program languages are named alike in both languages
// (C++, Python3), the output-only problems' Answer is not ("答案"); calls keep the name Answer.
import { ANSWER_LANGUAGE } from '@oj/plugin-problems/limits';

export function languageLabel(name: string, t: (key: string) => string): string {
  return name === ANSWER_LANGUAGE ? t('Language_Answer') : name;
}
