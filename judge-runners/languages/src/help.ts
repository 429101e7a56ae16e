// The help page's compiler list (spec 2 §2 Help page): name, description, compileCommand,
// template, oj ("ME": this site's own judge).
import type { LanguageDefinition } from './language.ts';
import { compileCommand, runCommand } from './commands.ts';

export interface HelpLanguageEntry {
  name: string;
  description: string;
  compileCommand: string;
  template: string;
  oj: 'ME';
}

/** the memory shown in the example run command: a problem of the admin form's default 256 MB */
const HELP_EXAMPLE_MEMORY_MB = 256;

export function helpLanguageEntry(language: LanguageDefinition): HelpLanguageEntry {
  const compile = compileCommand(language);
  const shown = compile ?? runCommand(language, { memoryMb: HELP_EXAMPLE_MEMORY_MB * language.memoryFactor });
  return {
    name: language.name,
    description: language.description,
    compileCommand: shown.argv.join(' '),
    template: language.template,
    oj: 'ME',
  };
}
