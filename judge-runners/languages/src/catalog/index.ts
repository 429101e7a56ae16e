// Every language this judge knows, in the order the help page and the editor list them.
import type { LanguageDefinition } from '../language.ts';
import { cFamilyLanguages } from './c-family.ts';
import { javaLanguage } from './java.ts';
import { pythonLanguages } from './python.ts';
import { javascriptNodeLanguage } from './javascript.ts';
import { golangLanguage } from './golang.ts';
import { rustLanguage } from './rust.ts';
import { phpLanguage } from './php.ts';
import { rubyLanguage } from './ruby.ts';
import { csharpLanguage } from './csharp.ts';

export const builtInLanguages: readonly LanguageDefinition[] = [
  ...cFamilyLanguages,
  javaLanguage,
  ...pythonLanguages,
  javascriptNodeLanguage,
  golangLanguage,
  rustLanguage,
  phpLanguage,
  rubyLanguage,
  csharpLanguage,
];
