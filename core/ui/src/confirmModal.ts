// Semi's Modal.confirm, in its own chunk (confirm.ts loads it on first use).
import { Modal } from '@douyinfe/semi-ui';

export const openConfirm = (opts: Parameters<typeof Modal.confirm>[0]) => Modal.confirm(opts);
