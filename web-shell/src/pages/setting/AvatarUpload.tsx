import { Avatar, Button, Cropper, Modal, Toast } from '@douyinfe/semi-ui';
import { api, AVATAR_CROP_PX, userInfoAtom, type UserInfo } from '@oj/ui';
import { useAtom } from 'jotai';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarFileError } from './avatar.js';

/** Avatar: type and size checks, a 200x200 crop box, PNG output (spec 1 §5). */
export function AvatarUpload() {
  const { t } = useTranslation();
  const [user, setUser] = useAtom(userInfoAtom);
  const [src, setSrc] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cropper = useRef<Cropper>(null);
  const input = useRef<HTMLInputElement>(null);

  function pick(file: File | undefined) {
    if (!file) return;
    const err = avatarFileError(file);
    if (err) {
      Toast.warning(t(err));
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
    const form = new FormData();
    form.append('image', blob, 'avatar.png');
    setBusy(true);
    try {
      const res = await api.upload<Partial<UserInfo> & { link?: string; url?: string }>('/api/file/upload-avatar', form);
      const d = res.data ?? {};
      const avatar = (d.avatar ?? d.link ?? d.url) as string | undefined;
      if (user) setUser({ ...user, ...(typeof d === 'object' && d.username ? d : {}), ...(avatar ? { avatar } : {}) } as UserInfo);
      Toast.success(t('Upload_Avatar_Successfully'));
      setSrc(null);
    } catch {
      /* toast shown */
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="oj-avatar-upload">
      <Avatar size="extra-large" src={user?.avatar || undefined}>{user?.username.slice(0, 1).toUpperCase()}</Avatar>
      <input ref={input} type="file" accept="image/*" hidden onChange={(e) => pick(e.target.files?.[0])} data-testid="avatar-input" />
      <Button onClick={() => input.current?.click()}>{t('Upload_Avatar')}</Button>
      <Modal visible={!!src} title={t('Crop_Avatar')} onCancel={() => setSrc(null)} onOk={() => void upload()} confirmLoading={busy} okText={t('Upload')}>
        {src && <Cropper ref={cropper} src={src} aspectRatio={1} style={{ height: 300 }} />}
      </Modal>
    </div>
  );
}
