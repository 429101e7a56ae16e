// The admin's system notices: a TextCrud over kernelCalls.notices, with type, recipient and "send now".
import { Button, Input, Select, Tag, Toast } from '@douyinfe/semi-ui';
import { api } from '@oj/ui';
import { kernelCalls, type kernelPayloads } from '@oj/sdk/shared';
import { useTranslation } from 'react-i18next';
import { TextCrud } from './TextCrud.js';

const NOTICE_TYPES = ['All', 'Single', 'Admin'] as const;
type NoticeType = kernelPayloads.NoticeBody['type'];

/** a type the notice calls take; a row with another is edited as All */
function noticeType(value: unknown): NoticeType {
  return NOTICE_TYPES.find((k) => k === value) ?? 'All';
}

/**
 * Admin system notices: pushed hourly by the server (spec 1 §9), or at once with "Send now"; the
 * list says which have reached their recipients (issue 10 item 10).
 */
export default function Notices() {
  const { t } = useTranslation();
  async function sendNow(item: kernelPayloads.Notice, reload: () => void) {
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
      calls={kernelCalls.notices}
      removeQuery={(id) => ({ id })}
      // the row's recipient too: the update call looks the recipient up by it, as before
      toBody={(row) => ({ title: row.title, content: row.content, type: noticeType(row.type), recipientId: row.recipientId, recipient: row.recipient })}
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
            <Select value={item.type} onChange={(v) => set({ type: noticeType(v) })} optionList={NOTICE_TYPES.map((k) => ({ value: k, label: t(`Notice_Type_${k}`) }))} style={{ width: '100%' }} />
          </label>
          {item.type === 'Single' && (
            <label className="oj-form-item">
              <span>{t('Recipient')}</span>
              {/* a name typed anew replaces the recipient: the id the row came with is dropped (the server prefers an id) */}
              <Input value={String(item.recipient ?? '')} onChange={(v) => set({ recipient: v, recipientId: null })} data-testid="notice-recipient" />
            </label>
          )}
        </>
      )}
    />
  );
}
