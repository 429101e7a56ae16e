import { Avatar, Button, Cropper, Modal, Toast } from '@douyinfe/semi-ui';
import { api, useAvatarCrop, userInfoAtom } from '@oj/ui';
import { kernelCalls } from '@oj/sdk/shared';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { avatarFileError } from './avatar.js';

/**
 * Avatar: type and size checks, a 200x200 crop box, PNG output (spec 1 §5). Choosing and cropping
 * are the shared kit's (`useAvatarCrop`, as for a group's avatar); this page sends the PNG and
 * takes the updated user.
 */
export function AvatarUpload() {
  const { t } = useTranslation();
  const [user, setUser] = useAtom(userInfoAtom);
  const crop = useAvatarCrop({
    check: (file) => {
      const err = avatarFileError(file);
      return err ? t(err) : null;
    },
    warn: (message) => void Toast.warning(message),
    send: async (png) => {
      const form = new FormData();
      form.append('image', png, 'avatar.png');
      const res = await api.upload(kernelCalls.files.uploadAvatar, form);
      if (user) setUser({ ...user, ...res.data });
      Toast.success(t('Upload_Avatar_Successfully'));
    },
  });

  return (
    <div className="oj-avatar-upload">
      <Avatar size="extra-large" src={user?.avatar || undefined}>{user?.username.slice(0, 1).toUpperCase()}</Avatar>
      <input ref={crop.input} type="file" accept="image/*" hidden onChange={(e) => crop.pick(e.target.files?.[0])} data-testid="avatar-input" />
      <Button onClick={crop.choose}>{t('Upload_Avatar')}</Button>
      <Modal visible={!!crop.src} title={t('Crop_Avatar')} onCancel={crop.cancel} onOk={() => void crop.upload()} confirmLoading={crop.busy} okText={t('Upload')}>
        {crop.src && <Cropper ref={crop.cropper} src={crop.src} aspectRatio={1} style={{ height: 300 }} />}
      </Modal>
    </div>
  );
}
