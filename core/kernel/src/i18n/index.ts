// Server messages by key in zh-CN (default) and en-US. The kernel and each plugin ship
// <locales>/zh-CN.json and en-US.json; a plugin's keys live beside the kernel's.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { KERNEL_ROOT } from '../paths.ts';
import { DEFAULT_LOCALE, LOCALES, type I18n, type Locale } from '@oj/sdk';

export class Messages implements I18n {
  private readonly table = new Map<Locale, Map<string, string>>(LOCALES.map((l) => [l, new Map()]));

  /** Loads a locales folder; both files must exist and hold the same keys. */
  load(dir: string, owner: string): void {
    const loaded = LOCALES.map((locale) => {
      const file = join(dir, `${locale}.json`);
      if (!existsSync(file)) throw new Error(`${owner}: missing locale file ${file}`);
      return [locale, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>] as const;
    });
    const [first, ...rest] = loaded;
    for (const [locale, strings] of rest) {
      const missing = Object.keys(first[1]).filter((k) => !(k in strings));
      const extra = Object.keys(strings).filter((k) => !(k in first[1]));
      if (missing.length || extra.length) {
        throw new Error(`${owner}: locale ${locale} differs from ${first[0]}: missing [${missing.join(', ')}] extra [${extra.join(', ')}]`);
      }
    }
    for (const [locale, strings] of loaded) {
      const map = this.table.get(locale)!;
      for (const [k, v] of Object.entries(strings)) map.set(k, v);
    }
  }

  /** The keys a locales folder defines (its default-language file), to check before loading. */
  static keysIn(dir: string): string[] {
    const file = join(dir, `${DEFAULT_LOCALE}.json`);
    return existsSync(file) ? Object.keys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : [];
  }

  has(key: string): boolean {
    return this.table.get(DEFAULT_LOCALE)!.has(key);
  }

  t(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
    const text = this.table.get(locale)?.get(key) ?? this.table.get(DEFAULT_LOCALE)!.get(key) ?? key;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
  }
}

/** The caller's language: `?lang=`, then Accept-Language, else zh-CN. */
export function pickLocale(query: unknown, acceptLanguage: string | undefined): Locale {
  const fromQuery = query && typeof query === 'object' ? (query as Record<string, unknown>).lang : undefined;
  for (const candidate of [fromQuery, acceptLanguage]) {
    if (typeof candidate !== 'string') continue;
    const first = candidate.split(',')[0]?.trim().toLowerCase() ?? '';
    if (first.startsWith('en')) return 'en-US';
    if (first.startsWith('zh')) return 'zh-CN';
  }
  return DEFAULT_LOCALE;
}

export const KERNEL_LOCALES = join(KERNEL_ROOT, 'locales');
