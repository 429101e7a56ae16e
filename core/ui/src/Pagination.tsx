import { Button } from '@douyinfe/semi-ui';
import { lazy, Suspense } from 'react';
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

// Semi's Select (with its virtual list) is loaded with the first list that shows a page-size choice,
// not with @oj/ui: the home page has no such list (issue 10 item 13)
const PageSizeSelect = lazy(() => import('./PageSizeSelect.js'));

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
        <Suspense fallback={<span className="oj-pagination-size-slot" style={{ display: 'inline-block', minWidth: 132 }} />}>
          <PageSizeSelect size={size} pageSize={pageSize} pageSizes={pageSizes} onPick={(v) => onChange(1, v)} />
        </Suspense>
      )}
    </div>
  );
}
