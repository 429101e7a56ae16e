// spec 3 §2 group training list: the last update as a relative time ("3 days ago"), the exact
// date and time in its tooltip; in the page's language.
import { Tooltip } from '@douyinfe/semi-ui';
import { formatDateTime } from '@oj/ui';
import { useTranslation } from 'react-i18next';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600], ['month', 30 * 24 * 3600], ['week', 7 * 24 * 3600], ['day', 24 * 3600], ['hour', 3600], ['minute', 60], ['second', 1],
];

/** `value` relative to `now` in `language`, in the largest whole unit */
export function relativeTime(value: string, language: string, now = Date.now()): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  if (!Number.isFinite(seconds)) return '';
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  return format.format(Math.round(seconds / size), unit);
}

export function RelativeTime({ value, testId }: { value: string; testId?: string }) {
  const { i18n } = useTranslation();
  return (
    <Tooltip content={formatDateTime(value)}>
      <span style={{ whiteSpace: 'nowrap' }} data-testid={testId} data-time={value}>{relativeTime(value, i18n.language)}</span>
    </Tooltip>
  );
}
