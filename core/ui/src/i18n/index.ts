import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants.js';
import { LANGUAGE_KEY, writeLocal } from '../session/storage.js';
import { normaliseLanguage, startLanguage } from './detect.js';
import kitEn from './en-US.js';
import kitZh from './zh-CN.js';

export { detectLanguage, normaliseLanguage, startLanguage } from './detect.js';

export const i18n: I18n = i18next;

export async function initI18n(extra: Partial<Record<Language, Record<string, string>>> = {}): Promise<I18n> {
  const lng = startLanguage();
  const resources: Resource = {
    'en-US': { translation: { ...kitEn, ...(extra['en-US'] ?? {}) } },
    'zh-CN': { translation: { ...kitZh, ...(extra['zh-CN'] ?? {}) } },
  };
  await i18next.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  return i18next;
}

export function currentLanguage(): Language {
  return normaliseLanguage(i18next.language) ?? DEFAULT_LANGUAGE;
}

export async function setLanguage(lng: Language): Promise<void> {
  writeLocal(LANGUAGE_KEY, lng);
  await i18next.changeLanguage(lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** A plugin adds its strings under its own namespace (its id) and may also extend the shared one. */
export function addPluginLocales(ns: string, locales: Partial<Record<Language, Record<string, unknown>>> | undefined): void {
  if (!locales) return;
  for (const lng of LANGUAGES) {
    const bundle = locales[lng];
    if (bundle) i18next.addResourceBundle(lng, ns, bundle, true, true);
  }
}
