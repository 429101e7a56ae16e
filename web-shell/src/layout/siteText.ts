// The site's name, description and footer record line as shown: what its admin wrote, as written;
// the server's built-in defaults (a fresh site's, in English) in the reader's language instead.
import type { TFunction } from 'i18next';

/** the defaults of core/kernel/src/site/settings.ts (WebConfig) */
const SERVER_DEFAULTS = { name: 'Online Judge', description: 'An online judge and contest platform', recordName: '© 2026 Online Judge' } as const;

export function siteName(name: string | undefined, t: TFunction): string {
  return !name || name === SERVER_DEFAULTS.name ? t('Default_Site_Name') : name;
}

export function siteDescription(description: string | undefined, t: TFunction): string {
  return !description || description === SERVER_DEFAULTS.description ? t('Default_Site_Description') : description;
}

/** the footer's record line: the default one names the site in the reader's language */
export function siteRecord(recordName: string | undefined, t: TFunction): string {
  if (!recordName) return '© 2020-2026';
  return recordName === SERVER_DEFAULTS.recordName ? `© 2026 ${t('Default_Site_Name')}` : recordName;
}
