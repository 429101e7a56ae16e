// A list's table with its pager under it, the way the groups' admin and member lists show one:
// small rows, no pager of Semi's own, the table scrolling sideways when it is wider than its card,
// each row marked with its data attributes (a test id and a key) for the browser tests. The site's
// admin lists tell it otherwise: their row height, their scroll width, a page-size choice in the
// pager. The rows and their page come from `usePagedList`.
import { lazy, Suspense, type ReactNode } from 'react';
import { Pagination } from '../Pagination.js';
import type { PagedList } from './usePagedList.js';

const TableHost = lazy(() => import('./TableHost.js'));

/** a column of a list's table: its cell drawn from the row */
export interface TableColumn<T> {
  title: ReactNode;
  dataIndex: string;
  key?: string;
  width?: number;
  align?: 'center';
  fixed?: 'left' | 'right';
  /** long text cut with an ellipsis (`showTitle`: the whole text on hover) */
  ellipsis?: boolean | { showTitle: boolean };
  /** left out: the row's field as it is */
  render?: (value: unknown, row: T, index: number) => ReactNode;
}

export interface PagedTableProps<T> {
  list: Pick<PagedList<T>, 'page' | 'current' | 'setCurrent' | 'loading'>;
  columns: TableColumn<T>[];
  pageSize: number;
  /** the row's field that keys it */
  rowKey: string;
  /** shown in place of rows when there are none */
  empty: ReactNode;
  /** the row element's attributes, e.g. `{ 'data-testid': 'group-member-row', 'data-username': … }` */
  rowProps?: (row: T) => Record<string, unknown>;
  className?: string;
  /** the pager only when there is more than one page */
  pagerWhenNeeded?: boolean;
  /** the rows' height; 'small' unless told */
  size?: 'small' | 'middle' | 'default';
  /** the width past which the table scrolls sideways; 'max-content' unless told, false: it never scrolls */
  scrollX?: number | 'max-content' | false;
  /** given: the pager offers the page sizes too, and a size picked comes here (the list goes back to page 1) */
  onPageSize?: (pageSize: number) => void;
}

export function PagedTable<T extends object>({
  list, columns, pageSize, rowKey, empty, rowProps, className, pagerWhenNeeded, size = 'small', scrollX = 'max-content', onPageSize,
}: PagedTableProps<T>) {
  const total = list.page?.total ?? 0;
  function turn(current: number, picked: number) {
    if (onPageSize && picked !== pageSize) onPageSize(picked);
    list.setCurrent(current);
  }
  return (
    <>
      <Suspense fallback={null}>
        <TableHost
          draw={(Table) => (
            <Table<T>
              className={className}
              size={size}
              rowKey={rowKey}
              pagination={false}
              loading={list.loading}
              dataSource={list.page?.records ?? []}
              columns={columns}
              scroll={scrollX === false ? undefined : { x: scrollX }}
              empty={empty}
              onRow={(r?: T) => (r && rowProps ? rowProps(r) : {}) as Record<string, unknown>}
            />
          )}
        />
      </Suspense>
      {(!pagerWhenNeeded || total > pageSize) && <Pagination total={total} current={list.current} pageSize={pageSize} fixedSize={!onPageSize} onChange={turn} />}
    </>
  );
}
