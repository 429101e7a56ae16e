import { Input, Select } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { TextCrud } from './TextCrud.js';

/** Admin system notices (pushed hourly by the server, spec 1 §9). */
export default function Notices() {
  const { t } = useTranslation();
  return (
    <TextCrud
      testId="admin-notices"
      endpoint="/api/admin/msg/notice"
      deleteParam="id"
      newItem={{ title: '', content: '', type: 'All' }}
      extraColumns={[{ title: t('Notice_Type'), dataIndex: 'type', render: (v) => t(`Notice_Type_${String(v)}`) }]}
      extraFields={(item, set) => (
        <>
          <label className="oj-form-item">
            <span>{t('Notice_Type')}</span>
            <Select value={String(item.type ?? 'All')} onChange={(v) => set({ type: String(v) })} optionList={['All', 'Single', 'Admin'].map((k) => ({ value: k, label: t(`Notice_Type_${k}`) }))} style={{ width: '100%' }} />
          </label>
          {item.type === 'Single' && (
            <label className="oj-form-item">
              <span>{t('Recipient')}</span>
              <Input value={String(item.recipient ?? '')} onChange={(v) => set({ recipient: v })} />
            </label>
          )}
        </>
      )}
    />
  );
}
