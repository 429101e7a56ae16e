// The group's avatar (spec 3 §5 "Avatar file", §9): gif, jpg, jpeg, png, bmp or webp, at most 2 MB
// (refused here with the server's own messages before anything is sent), cropped square in a
// 200x200 box and sent as a PNG; the answer is the updated group. Choosing and cropping are the
// shared kit's (`useAvatarCrop`, as for the user's own avatar).
import { Button, Cropper, Modal, Toast } from '@douyinfe/semi-ui';
import { AVATAR_TYPES, useAvatarCrop } from '@oj/ui';
import { GROUP_AVATAR_MAX_BYTES } from '@oj/plugin-groups/browser';
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

export function GroupAvatarField() {
  const { t } = useTranslation(NS);
  const { group, setGroup } = useGroup();
  const crop = useAvatarCrop({
    check: (file) => {
      const err = avatarFileError(file);
      return err ? t(err.key, err.values) : null;
    },
    warn: (message) => void Toast.warning(message),
    send: async (png) => {
      const res = await uploadGroupAvatar(group.id, png, 'avatar.png');
      setGroup(res.data);
      Toast.success(doneMessage(res, t('Group_Avatar_Uploaded')));
    },
  });

  return (
    <div className="oj-group-avatar-row" data-testid="group-avatar-upload">
      <GroupAvatar group={group} size="extra-large" />
      <div>
        <input
          ref={crop.input}
          type="file"
          accept={AVATAR_TYPES.map((e) => `.${e}`).join(',')}
          hidden
          onChange={(e) => crop.pick(e.target.files?.[0])}
          data-testid="group-avatar-input"
        />
        <Button onClick={crop.choose} data-testid="group-avatar-choose">{t('Group_Upload_Avatar')}</Button>
        <div className="oj-muted" style={{ marginTop: 4 }}>{t('Group_Avatar_Hint')}</div>
      </div>
      <Modal
        visible={!!crop.src}
        title={t('Group_Crop_Avatar')}
        onCancel={crop.cancel}
        onOk={() => void crop.upload()}
        confirmLoading={crop.busy}
        okText={t('Group_Upload')}
        cancelText={t('Group_Cancel')}
        width={520}
        style={{ maxWidth: 'calc(100vw - 24px)' }}
      >
        {crop.src && <Cropper ref={crop.cropper} src={crop.src} aspectRatio={1} style={{ height: 300, maxWidth: '100%' }} data-testid="group-avatar-cropper" />}
      </Modal>
    </div>
  );
}
