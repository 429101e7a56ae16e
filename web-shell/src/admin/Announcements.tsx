// The admin's site announcements: a TextCrud over kernelCalls.announcements, with a visible switch.
import { Switch, Tag } from '@douyinfe/semi-ui';
import { kernelCalls } from '@oj/sdk/shared';
import { useTranslation } from 'react-i18next';
import { TextCrud } from './TextCrud.js';

/** an announcement's status as the calls take it: 0 shown, 1 hidden (the only two it has) */
function statusOf(status: number): 0 | 1 {
  return status === 1 ? 1 : 0;
}

export default function Announcements() {
  const { t } = useTranslation();
  return (
    <TextCrud
      testId="admin-announcements"
      calls={kernelCalls.announcements}
      removeQuery={(aid) => ({ aid })}
      toBody={(row) => ({ title: row.title, content: row.content, status: statusOf(row.status) })}
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
