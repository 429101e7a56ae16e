// A small read-only table for widgets that show a few rows (the home page's lists): plain HTML in
// Semi's colours, so a page that shows only such tables does not download Semi's Table (with its
// pagination, selects and virtual lists: about 60 KB sent; issue 10 item 13). Lists that page,
// sort, select or scroll virtually use Semi's Table.
import type { ReactNode } from 'react';

export interface SimpleColumn<R> {
  key: string;
  title: ReactNode;
  width?: number;
  /** left out below 576 px wide, so the columns that say the most keep room on a phone */
  wideOnly?: boolean;
  /** the cell; the row's `key` field as text without it */
  render?: (row: R, index: number) => ReactNode;
}

export interface SimpleTableProps<R> {
  columns: SimpleColumn<R>[];
  /** null while loading */
  rows: R[] | null;
  rowKey: (row: R) => string | number;
  /** shown in place of rows when there are none */
  empty: ReactNode;
  onRowClick?: (row: R) => void;
  rowTestId?: string;
}

export function SimpleTable<R>({ columns, rows, rowKey, empty, onRowClick, rowTestId }: SimpleTableProps<R>) {
  return (
    <div className="oj-simple-table">
      <table aria-busy={rows === null}>
        <colgroup>
          {columns.map((c) => <col key={c.key} className={cls(c)} style={c.width ? { width: c.width } : undefined} />)}
        </colgroup>
        <thead>
          <tr>{columns.map((c) => <th key={c.key} className={cls(c)}>{c.title}</th>)}</tr>
        </thead>
        <tbody>
          {rows === null ? (
            <tr className="oj-simple-table-placeholder"><td colSpan={columns.length}><span className="oj-simple-table-loading" /></td></tr>
          ) : rows.length === 0 ? (
            <tr className="oj-simple-table-placeholder"><td colSpan={columns.length}>{empty}</td></tr>
          ) : (
            rows.map((r, i) => (
              <tr
                key={rowKey(r)}
                data-testid={rowTestId}
                className={onRowClick ? 'oj-simple-table-clickable' : undefined}
                onClick={onRowClick ? () => onRowClick(r) : undefined}
              >
                {columns.map((c) => <td key={c.key} className={cls(c)}>{c.render ? c.render(r, i) : String((r as Record<string, unknown>)[c.key] ?? '')}</td>)}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function cls<R>(c: SimpleColumn<R>): string | undefined {
  return c.wideOnly ? 'oj-simple-table-wide-only' : undefined;
}
