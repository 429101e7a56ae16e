// The action cell of an admin list's row: small buttons side by side (edit, delete, approve…),
// each with its test id; a danger action in red, a main one solid. With `wrap` they go on to a
// second line when the column is too narrow for them all.
import { Button } from '@douyinfe/semi-ui';
import type { ReactNode } from 'react';

export interface RowAction {
  label: ReactNode;
  testId: string;
  onClick: () => void;
  /** red: the action removes or refuses */
  danger?: boolean;
  /** solid: the row's main action */
  solid?: boolean;
  /** left out when false */
  shown?: boolean;
}

export function RowActions({ actions, wrap }: { actions: RowAction[]; wrap?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', gap: 6, flexWrap: wrap ? 'wrap' : undefined }}>
      {actions.filter((a) => a.shown !== false).map((a) => (
        <Button
          key={a.testId}
          size="small"
          theme={a.solid ? 'solid' : undefined}
          type={a.danger ? 'danger' : undefined}
          onClick={a.onClick}
          data-testid={a.testId}
        >
          {a.label}
        </Button>
      ))}
    </span>
  );
}
