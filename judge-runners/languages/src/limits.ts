// How a problem's limits become the limits one language runs with.
import type { LanguageDefinition } from './language.ts';

/** spec 2 §9 and reference §4.1: languages other than C/C++ get twice the time and memory */
export const OTHER_LANGUAGE_LIMIT_FACTOR = 2;
/** C and C++ run with the problem's limits as they are */
export const C_FAMILY_LIMIT_FACTOR = 1;

export interface ProblemLimits {
  timeLimitMs: number;
  memoryLimitMb: number;
}

export function languageLimits(language: LanguageDefinition, problem: ProblemLimits): ProblemLimits {
  return {
    timeLimitMs: Math.round(problem.timeLimitMs * language.timeFactor),
    memoryLimitMb: Math.round(problem.memoryLimitMb * language.memoryFactor),
  };
}
