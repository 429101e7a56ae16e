// The dialog a form is written in (create a group, an announcement, a discussion, apply to a
// group…): OK and Cancel with their test ids, OK spinning while saving, not closed by a click
// outside, the server's refusal in a red banner above the fields. Full screen always
// (`fullScreen`), or `width` wide and full screen on a phone.
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import { useIsSmall } from '../hooks.js';
import type { FormSubmit } from './useFormSubmit.js';

const ModalHost = lazy(() => import('./ModalHost.js'));

/** a dialog that takes the whole window: the shell keeps dialogs 24 px narrower than the window */
const WHOLE_WIDTH: CSSProperties = { maxWidth: '100vw' };
const SCROLLING: CSSProperties = { overflow: 'auto' };

export interface FormDialogProps {
  visible: boolean;
  title: ReactNode;
  okText: string;
  cancelText: string;
  onOk: () => void;
  onCancel: () => void;
  /** its submit step (`useFormSubmit`): OK spins while saving, the server's refusal shows above the fields */
  form: Pick<FormSubmit, 'saving' | 'serverError'>;
  /** `<testId>-ok`, `<testId>-cancel` and `<testId>-server-error` */
  testId: string;
  /** the fields' box; `<testId>-dialog` when not given */
  bodyTestId?: string;
  bodyClassName?: string;
  /** full screen on every screen */
  fullScreen?: boolean;
  /** the width of a dialog that is not full screen */
  width?: number;
  /** a dialog full screen on a phone scrolls its body */
  scrollWhenSmall?: boolean;
  children: ReactNode;
}

export function FormDialog(p: FormDialogProps) {
  const small = useIsSmall();
  const whole = p.fullScreen || small;
  const scrolls = p.fullScreen || (small && p.scrollWhenSmall);
  return (
    <Suspense fallback={null}>
      <ModalHost
        draw={({ Banner, Modal }) => (
          <Modal
            visible={p.visible}
            title={p.title}
            onCancel={p.onCancel}
            onOk={p.onOk}
            okText={p.okText}
            cancelText={p.cancelText}
            confirmLoading={p.form.saving}
            width={p.fullScreen ? undefined : p.width}
            fullScreen={whole}
            style={whole ? WHOLE_WIDTH : undefined}
            bodyStyle={scrolls ? SCROLLING : undefined}
            maskClosable={false}
            okButtonProps={{ 'data-testid': `${p.testId}-ok` } as ButtonProps}
            cancelButtonProps={{ 'data-testid': `${p.testId}-cancel` } as ButtonProps}
          >
            <div className={p.bodyClassName} data-testid={p.bodyTestId ?? `${p.testId}-dialog`}>
              {p.form.serverError && <Banner type="danger" description={p.form.serverError} closeIcon={null} style={{ marginBottom: 12 }} data-testid={`${p.testId}-server-error`} />}
              {p.children}
            </div>
          </Modal>
        )}
      />
    </Suspense>
  );
}
