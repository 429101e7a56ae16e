// The set of languages a judge node knows: the built-in catalog plus any operator-supplied JSON
// file of extra definitions (same shape as LanguageDefinition, validated at load).
import { readFileSync } from 'node:fs';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { LanguageDefinition } from './language.ts';
import { builtInLanguages } from './catalog/index.ts';
import { checkLanguage, hostHasBinary, type BinaryProbe, type LanguageAvailability } from './availability.ts';

const LanguageFile = Type.Array(LanguageDefinition);

export class LanguageRegistry {
  private readonly byName = new Map<string, LanguageDefinition>();
  private readonly availability = new Map<string, LanguageAvailability>();

  constructor(languages: readonly LanguageDefinition[] = builtInLanguages, private readonly hasBinary: BinaryProbe = hostHasBinary) {
    for (const language of languages) this.byName.set(language.name, language);
  }

  /** Reads a JSON array of language definitions; a definition with a known name replaces it. */
  static withFile(path: string, base: readonly LanguageDefinition[] = builtInLanguages, hasBinary?: BinaryProbe): LanguageRegistry {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (!Value.Check(LanguageFile, parsed)) {
      const first = Value.Errors(LanguageFile, parsed).First();
      throw new Error(`language file ${path}: ${first ? `${first.path} ${first.message}` : 'invalid'}`);
    }
    const merged = new Map(base.map((l) => [l.name, l]));
    for (const language of parsed) merged.set(language.name, language);
    return new LanguageRegistry([...merged.values()], hasBinary);
  }

  get(name: string): LanguageDefinition | undefined {
    return this.byName.get(name);
  }

  all(): LanguageDefinition[] {
    return [...this.byName.values()];
  }

  /** Checked once per language per process: toolchains do not appear while a node runs. */
  status(name: string): LanguageAvailability {
    const known = this.availability.get(name);
    if (known) return known;
    const language = this.byName.get(name);
    const status = language ? checkLanguage(language, this.hasBinary) : { name, available: false, missing: [] };
    this.availability.set(name, status);
    return status;
  }

  /** the host directories every known language needs bound into the sandbox */
  readOnlyPaths(): string[] {
    return [...new Set(this.all().flatMap((l) => l.readOnlyPaths ?? []))];
  }

  availableNames(): string[] {
    return this.all().filter((l) => this.status(l.name).available).map((l) => l.name);
  }
}
