import { Modal } from '@douyinfe/semi-ui';
import { loginDialogAtom, websiteConfigAtom } from '@oj/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './LoginForm.js';
import { RegisterForm } from './RegisterForm.js';
import { ResetForm } from './ResetForm.js';

const TITLES = { Login: 'Dialog_Login', Register: 'Dialog_Register', ResetPwd: 'Dialog_Reset_Pwd' } as const;

/** spec 1 §2.4: one dialog, 370 px, not closed by an outside click, three modes. */
export function LoginDialog() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useAtom(loginDialogAtom);
  const cfg = useAtomValue(websiteConfigAtom);
  const close = () => setDialog({ ...dialog, visible: false });
  const switchTo = (mode: typeof dialog.mode) => setDialog({ visible: true, mode });
  return (
    <Modal
      visible={dialog.visible}
      width={370}
      maskClosable={false}
      footer={null}
      onCancel={close}
      title={`${t(TITLES[dialog.mode])} - ${cfg.shortName || 'OJ'}`}
      className="oj-login-dialog"
      bodyStyle={{ paddingBottom: 16 }}
    >
      <div data-testid={`dialog-${dialog.mode}`}>
        {dialog.mode === 'Login' && <LoginForm onDone={close} switchTo={switchTo} />}
        {dialog.mode === 'Register' && <RegisterForm switchTo={switchTo} />}
        {dialog.mode === 'ResetPwd' && <ResetForm switchTo={switchTo} />}
      </div>
    </Modal>
  );
}
