// A confirmation dialog in the page's language. Semi's imperative Modal.confirm renders outside
// the shell's LocaleProvider, so without this its buttons are always Chinese (取消 / 确定).
import { Modal } from '@douyinfe/semi-ui';
import { i18n } from './i18n/index.js';

type ConfirmOptions = Parameters<typeof Modal.confirm>[0];

export function confirmDialog(opts: ConfirmOptions): ReturnType<typeof Modal.confirm> {
  return Modal.confirm({ okText: i18n.t('Confirm_OK'), cancelText: i18n.t('Confirm_Cancel'), ...opts });
}
