import { useTranslation } from 'react-i18next';
import { JUDGE_STATUS } from './status.js';

/** A verdict as a coloured label (spec 2 §3 palette). */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const info = JUDGE_STATUS[status];
  if (!info) return null;
  return (
    <span data-testid="status-tag" data-status={status} style={{ display: 'inline-block', padding: '2px 10px', borderRadius: 4, color: '#fff', background: info.color, fontWeight: 600 }}>
      {t(info.name)}
    </span>
  );
}
