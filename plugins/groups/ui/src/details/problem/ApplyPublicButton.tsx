// A group problem's request to join the site's public problems (spec 3 §4 applyPublicProgress):
// none → "Apply public", confirmed, sends the request; applying → confirmed, cancels it; refused →
// confirmed, asks again (the server cancels only a waiting request); already public → nothing to do.
import { Button } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { confirmDialog } from '@oj/ui';
import { APPLY_PUBLIC } from '@oj/plugin-groups/browser';
import { useTranslation } from 'react-i18next';
import { NS } from '../../meta.js';

const LOOK: Record<number, { label: string; type: ButtonProps['type'] }> = {
  0: { label: 'Group_Problem_Apply_Public', type: 'primary' },
  [APPLY_PUBLIC.applying]: { label: 'Group_Problem_Applying', type: 'warning' },
  [APPLY_PUBLIC.approved]: { label: 'Group_Problem_Public', type: 'tertiary' },
  [APPLY_PUBLIC.refused]: { label: 'Group_Problem_Refused', type: 'danger' },
};

export function ApplyPublicButton({ progress, title, disabled, onApply }: {
  progress: number | null;
  title: string;
  disabled?: boolean;
  /** true: ask; false: cancel the waiting request */
  onApply: (isApplied: boolean) => Promise<void>;
}) {
  const { t } = useTranslation(NS);
  const state = progress ?? 0;
  const look = LOOK[state] ?? LOOK[0];
  const cancel = state === APPLY_PUBLIC.applying;

  function click() {
    confirmDialog({
      title: t(cancel ? 'Group_Problem_Cancel_Apply_Title' : 'Group_Problem_Apply_Title'),
      content: t(cancel ? 'Group_Problem_Cancel_Apply_Confirm' : state === APPLY_PUBLIC.refused ? 'Group_Problem_Reapply_Confirm' : 'Group_Problem_Apply_Confirm', { title }),
      okButtonProps: { 'data-testid': 'group-problem-apply-confirm' } as ButtonProps,
      onOk: () => onApply(!cancel),
    });
  }

  return (
    <Button
      size="small"
      type={look.type}
      theme={state === 0 ? 'solid' : 'light'}
      disabled={disabled || state === APPLY_PUBLIC.approved}
      onClick={click}
      data-testid="group-problem-apply"
      data-progress={state}
    >
      {t(look.label)}
    </Button>
  );
}
