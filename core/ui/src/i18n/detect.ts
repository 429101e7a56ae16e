// Language choice of spec 1 §1, free of i18next and Semi: the shell's first-paint frame uses it
// (through the `@oj/ui/lang` subpath) before the shared kit has loaded.
import { DEFAULT_LANGUAGE, type Language } from '../constants.js';
import { LANGUAGE_KEY, readLocal } from '../session/storage.js';

export function normaliseLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const v = value.toLowerCase();
  if (v.startsWith('zh')) return 'zh-CN';
  if (v.startsWith('en')) return 'en-US';
  return null;
}

/** spec 1 §1: query parameter, then stored choice, then browser language, then zh-CN. */
export function detectLanguage(search: string, stored: string | null, browser: readonly string[]): Language {
  const params = new URLSearchParams(search);
  return (
    normaliseLanguage(params.get('lang') ?? params.get('language') ?? params.get('locale')) ??
    normaliseLanguage(stored) ??
    browser.map(normaliseLanguage).find((l): l is Language => !!l) ??
    DEFAULT_LANGUAGE
  );
}

/** The language this browser window starts in. */
export function startLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  return detectLanguage(window.location.search, readLocal(LANGUAGE_KEY), navigator.languages ?? [navigator.language]);
}
export type { Language } from '../constants.js';
