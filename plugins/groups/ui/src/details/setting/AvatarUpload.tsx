// The group's avatar (spec 3 §5 "Avatar file", §9): gif, jpg, jpeg, png, bmp or webp, at most 2 MB
// (refused here with the server's own messages before anything is sent), cropped square in a
// 200x200 box and sent as a PNG; the answer is the updated group. The user settings page crops
// the same way (its component lives in the web shell, not in the shared kit).
import { Button, Cropper, Modal, Toast } from '@douyinfe/semi-ui';
import { AVATAR_CROP_PX, AVATAR_TYPES } from '@oj/ui';
import { GROUP_AVATAR_MAX_BYTES } from '@oj/plugin-groups/browser';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { doneMessage, uploadGroupAvatar } from '../../api.js';
import { GroupAvatar, NS } from '../../meta.js';
import { useGroup } from '../context.js';

const BYTES_PER_MB = 1024 * 1024;

/** the message key and values when the file may not be sent, else null */
export function avatarFileError(file: { name: string; size: number }): { key: string; values?: Record<string, number> } | null {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!AVATAR_TYPES.includes(ext)) return { key: 'GROUPS_AVATAR_TYPE' };
  if (file.size > GROUP_AVATAR_MAX_BYTES) return { key: 'GROUPS_AVATAR_TOO_LARGE', values: { mb: GROUP_AVATAR_MAX_BYTES / BYTES_PER_MB } };
  return null;
}

export function AvatarUpload() {
  const { t } = useTranslation(NS);
  const { group, setGroup } = useGroup();
  const [src, setSrc] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cropper = useRef<Cropper>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => { if (src) URL.revokeObjectURL(src); }, [src]);

  function pick(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const err = avatarFileError(file);
    if (err) {
      Toast.warning(t(err.key, err.values));
      return;
    }
    setSrc(URL.createObjectURL(file));
  }

  async function upload() {
    const canvas = cropper.current?.getCropperCanvas();
    if (!canvas) return;
    const out = document.createElement('canvas');
    out.width = AVATAR_CROP_PX;
    out.height = AVATAR_CROP_PX;
    out.getContext('2d')!.drawImage(canvas, 0, 0, AVATAR_CROP_PX, AVATAR_CROP_PX);
    const blob = await new Promise<Blob | null>((r) => out.toBlob(r, 'image/png'));
    if (!blob) return;
    setBusy(true);
    try {
      const res = await uploadGroupAvatar(group.id, blob, 'avatar.png');
      setGroup(res.data);
      Toast.success(doneMessage(res, t('Group_Avatar_Uploaded')));
      setSrc(null);
    } catch {
      /* the client showed the server's message */
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="oj-group-avatar-row" data-testid="group-avatar-upload">
      <GroupAvatar group={group} size="extra-large" />
      <div>
        <input
          ref={input}
          type="file"
          accept={AVATAR_TYPES.map((e) => `.${e}`).join(',')}
          hidden
          onChange={(e) => pick(e.target.files?.[0])}
          data-testid="group-avatar-input"
        />
        <Button onClick={() => input.current?.click()} data-testid="group-avatar-choose">{t('Group_Upload_Avatar')}</Button>
        <div className="oj-muted" style={{ marginTop: 4 }}>{t('Group_Avatar_Hint')}</div>
      </div>
      <Modal
        visible={!!src}
        title={t('Group_Crop_Avatar')}
        onCancel={() => setSrc(null)}
        onOk={() => void upload()}
        confirmLoading={busy}
        okText={t('Group_Upload')}
        cancelText={t('Group_Cancel')}
        width={520}
        style={{ maxWidth: 'calc(100vw - 24px)' }}
      >
        {src && <Cropper ref={cropper} src={src} aspectRatio={1} style={{ height: 300, maxWidth: '100%' }} data-testid="group-avatar-cropper" />}
      </Modal>
    </div>
  );
}
