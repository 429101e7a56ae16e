// Semi's Modal and Banner, loaded with the first form dialog drawn rather than with @oj/ui (whose
// bundle every page downloads; issue 10 item 13). `FormDialog` draws through it.
import { Banner, Modal } from '@douyinfe/semi-ui';
import type { ReactNode } from 'react';

export interface DialogParts {
  Banner: typeof Banner;
  Modal: typeof Modal;
}

const PARTS: DialogParts = { Banner, Modal };

export default function ModalHost({ draw }: { draw: (parts: DialogParts) => ReactNode }) {
  return <>{draw(PARTS)}</>;
}
