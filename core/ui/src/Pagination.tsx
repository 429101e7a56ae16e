import { Button, Select } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { PAGE_BUTTONS, PAGE_SIZES } from './constants.js';
import { useIsSmall } from './hooks.js';

export interface PaginationProps {
  total: number;
  current: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
  pageSizes?: number[];
  /** Hide the page-size selector (e.g. fixed page sizes of the message centre). */
  fixedSize?: boolean;
}

/** The page numbers to show: at most PAGE_BUTTONS, first and last kept, gaps as null. */
export function pageWindow(current: number, pages: number, buttons = PAGE_BUTTONS): (number | null)[] {
  if (pages <= buttons) return Array.from({ length: pages }, (_, i) => i + 1);
  const inner = buttons - 2;
  let start = Math.max(2, current - Math.floor(inner / 2));
  const end = Math.min(pages - 1, start + inner - 1);
  start = Math.max(2, end - inner + 1);
  const out: (number | null)[] = [1];
  if (start > 2) out.push(null);
  for (let p = start; p <= end; p++) out.push(p);
  if (end < pages - 1) out.push(null);
  out.push(pages);
  return out;
}

export function Pagination({ total, current, pageSize, onChange, pageSizes = PAGE_SIZES, fixedSize }: PaginationProps) {
  const { t } = useTranslation();
  const small = useIsSmall();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const size = small ? 'small' : 'default';
  return (
    <div className={`oj-pagination${small ? ' oj-pagination-small' : ''}`} data-testid="pagination">
      {!small && <span className="oj-pagination-total">{t('Pagination_Total', { total })}</span>}
      <Button size={size} disabled={current <= 1} onClick={() => onChange(current - 1, pageSize)} aria-label={t('Prev_Page')}>
        ‹
      </Button>
      {pageWindow(current, pages).map((p, i) =>
        p === null ? (
          <span key={`gap${i}`} className="oj-pagination-gap">…</span>
        ) : (
          <Button key={p} size={size} theme={p === current ? 'solid' : 'light'} onClick={() => onChange(p, pageSize)}>
            {p}
          </Button>
        ),
      )}
      <Button size={size} disabled={current >= pages} onClick={() => onChange(current + 1, pageSize)} aria-label={t('Next_Page')}>
        ›
      </Button>
      {!fixedSize && !small && (
        <Select
          size={size}
          value={pageSize}
          // wide enough for "300 / page" (a fixed 110 px cut "50 / page" to "50 / pa…")
          style={{ minWidth: 132 }}
          optionList={pageSizes.map((s) => ({ value: s, label: t('Pagination_Size', { size: s }) }))}
          onChange={(v) => onChange(1, Number(v))}
        />
      )}
    </div>
  );
}
