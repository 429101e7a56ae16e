// Semi's Table, loaded with the first paged table drawn rather than with @oj/ui (whose bundle
// every page downloads; issue 10 item 13). `PagedTable` draws through it.
import { Table } from '@douyinfe/semi-ui';
import type { ReactNode } from 'react';

export type SemiTable = typeof Table;

export default function TableHost({ draw }: { draw: (table: SemiTable) => ReactNode }) {
  return <>{draw(Table)}</>;
}
