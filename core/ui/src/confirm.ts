// A confirmation dialog in the page's language. Semi's imperative Modal.confirm renders outside
// the shell's LocaleProvider, so without this its buttons are always Chinese (取消 / 确定).
// `confirmDanger` is the same with a red OK button.
// Semi's Modal loads with the first confirmation, not with @oj/ui (issue 10 item 13); the handle
// answered at once passes `update` and `destroy` on when the dialog is open.
import type { Modal } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { i18n } from './i18n/index.js';

type ConfirmOptions = Parameters<typeof Modal.confirm>[0];
type ConfirmHandle = ReturnType<typeof Modal.confirm>;

export function confirmDialog(opts: ConfirmOptions): ConfirmHandle {
  let handle: ConfirmHandle | null = null;
  let later: ((h: ConfirmHandle) => void)[] = [];
  void import('./confirmModal.js').then(({ openConfirm }) => {
    handle = openConfirm({ okText: i18n.t('Confirm_OK'), cancelText: i18n.t('Confirm_Cancel'), ...opts });
    for (const f of later) f(handle);
    later = [];
  });
  const when = (f: (h: ConfirmHandle) => void) => (handle ? f(handle) : later.push(f));
  return {
    destroy: () => when((h) => h.destroy()),
    update: (o) => when((h) => h.update(o)),
  } as ConfirmHandle;
}

/** a confirmation whose OK button is red (a deletion, a removal); `okTestId` marks that button for the browser tests */
export function confirmDanger({ okTestId, ...opts }: ConfirmOptions & { okTestId?: string }): ConfirmHandle {
  return confirmDialog({ ...opts, okButtonProps: { type: 'danger', ...(okTestId ? { 'data-testid': okTestId } : {}) } as ButtonProps });
}
