export { LanguageDefinition, CompileStep, RunStep } from './language.ts';
export { builtInLanguages } from './catalog/index.ts';
export { LanguageRegistry } from './registry.ts';
export { checkLanguage, languageAvailability, hostHasBinary, type BinaryProbe, type LanguageAvailability } from './availability.ts';
export { compileCommand, runCommand, forSource, fillPlaceholders, RUNTIME_MEMORY_RESERVE_MB, type CommandValues } from './commands.ts';
export { languageLimits, OTHER_LANGUAGE_LIMIT_FACTOR, C_FAMILY_LIMIT_FACTOR, type ProblemLimits } from './limits.ts';
export { helpLanguageEntry, type HelpLanguageEntry } from './help.ts';
export { checkerLanguages, checkerLanguageFor } from './checkers.ts';
