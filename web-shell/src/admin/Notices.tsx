import { Button, Input, Select, Tag, Toast } from '@douyinfe/semi-ui';
import { api } from '@oj/ui';
import { kernelCalls } from '@oj/sdk/shared';
import { useTranslation } from 'react-i18next';
import { TextCrud, type TextItem } from './TextCrud.js';

/**
 * Admin system notices: pushed hourly by the server (spec 1 §9), or at once with "Send now"; the
 * list says which have reached their recipients (issue 10 item 10).
 */
export default function Notices() {
  const { t } = useTranslation();
  async function sendNow(item: TextItem, reload: () => void) {
    // the list's rows are saved notices: each has its id
    if (item.id === undefined) return;
    try {
      const res = await api.call(kernelCalls.notices.push, { body: { id: item.id } });
      Toast.success(res.msg || t('Notice_Sent'));
      reload();
    } catch {
      /* toast shown */
    }
  }
  return (
    <TextCrud
      testId="admin-notices"
      endpoint="/api/admin/msg/notice"
      deleteParam="id"
      newItem={{ title: '', content: '', type: 'All' }}
      extraColumns={[
        { title: t('Notice_Type'), dataIndex: 'type', render: (v) => t(`Notice_Type_${String(v)}`) },
        {
          title: t('Notice_Pushed'),
          dataIndex: 'state',
          render: (v) => (v === true
            ? <Tag color="green" data-testid="notice-state">{t('Notice_Pushed_Yes')}</Tag>
            : <Tag color="orange" data-testid="notice-state">{t('Notice_Pushed_No')}</Tag>),
        },
      ]}
      extraActions={(item, reload) => (item.state === true ? null : (
        <>
          <Button size="small" theme="solid" onClick={() => void sendNow(item, reload)} data-testid="notice-send-now">{t('Notice_Send_Now')}</Button>{' '}
        </>
      ))}
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
