import { Switch, Tag } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { TextCrud } from './TextCrud.js';

export default function Announcements() {
  const { t } = useTranslation();
  return (
    <TextCrud
      testId="admin-announcements"
      endpoint="/api/admin/announcement"
      deleteParam="aid"
      newItem={{ title: '', content: '', status: 0 }}
      extraColumns={[{ title: t('Visible'), dataIndex: 'status', render: (v) => (v === 1 ? <Tag>{t('Hidden')}</Tag> : <Tag color="green">{t('Visible')}</Tag>) }]}
      extraFields={(item, set) => (
        <label className="oj-form-item">
          <span>{t('Visible')}</span>
          <Switch checked={item.status !== 1} onChange={(v) => set({ status: v ? 0 : 1 })} />
        </label>
      )}
    />
  );
}
