// A judge's message as a reader sees it: a dispatcher may report a message key of its locales
// (with params as JSON after a space) instead of text, so a Submitted Failed reason reads in the
// reader's language (shared/dispatch.ts DispatchOutcome.message). Anything else is shown as stored.
import type { I18n, Locale } from '@oj/sdk';

const KEYED = /^([A-Z][A-Z0-9_]{2,80})(?: (\{[^\n]*\}))?$/;

export function shownMessage(i18n: I18n, locale: Locale, stored: string): string {
  const found = KEYED.exec(stored);
  if (!found || !i18n.has(found[1])) return stored;
  let params: Record<string, string | number> = {};
  if (found[2]) {
    try { params = JSON.parse(found[2]) as Record<string, string | number>; } catch { return stored; }
  }
  return i18n.t(locale, found[1], params);
}
