// The report dialog (spec 3 §2, §5): the six preset tags to check and a reason of at most 200
// characters; at least one of them ("The report label and reason cannot be empty"). The content
// sent is the chosen tags' shown names as "#tag#", then the reason.
import { Modal, TextArea, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { REPORT_REASON_MAX, REPORT_TAGS } from '@oj/plugin-discussions/browser';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { doneMessage, reportDiscussion } from '../api.js';
import { reportContent, reportReasonTooLong } from '../form.js';
import { NS } from '../meta.js';

type ReportTag = (typeof REPORT_TAGS)[number];
export const tagKey = (tag: ReportTag) => `Discussion_Report_Tag_${tag}`;

export function ReportDialog({ did, visible, onClose }: { did: number; visible: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [tags, setTags] = useState<ReportTag[]>([]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (!visible) return;
    setTags([]);
    setReason('');
    setError(null);
  }, [visible]);

  const toggle = (tag: ReportTag) => setTags((now) => (now.includes(tag) ? now.filter((x) => x !== tag) : [...now, tag]));

  async function submit() {
    const refusal = tags.length === 0 && !reason.trim() ? t('Discussion_Report_Empty')
      : reportReasonTooLong(reason) ? t('Discussion_Report_Too_Long', { max: REPORT_REASON_MAX }) : null;
    if (refusal) {
      Toast.warning(refusal);
      return setError(refusal);
    }
    setError(null);
    setSending(true);
    try {
      // in the order of the preset list, whatever order they were checked in
      const chosen = REPORT_TAGS.filter((x) => tags.includes(x)).map((x) => t(tagKey(x)));
      const res = await reportDiscussion(did, reportContent(chosen, reason));
      Toast.success(doneMessage(res, t('Discussion_Reported')));
      onClose();
    } catch {
      /* the client showed the server's message */
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      visible={visible}
      title={t('Discussion_Report_Title')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('Discussion_Report_Submit')}
      cancelText={t('Discussion_Cancel')}
      confirmLoading={sending}
      width={520}
      okButtonProps={{ type: 'danger', 'data-testid': 'report-dialog-ok' } as ButtonProps}
    >
      <div data-testid="report-dialog">
        <div className="oj-form-item">
          <span>{t('Discussion_Report_Tags')}</span>
          <div className="oj-disc-report-tags" role="group" aria-label={t('Discussion_Report_Tags')}>
            {REPORT_TAGS.map((tag) => {
              const on = tags.includes(tag);
              return (
                <button key={tag} type="button" role="checkbox" aria-checked={on} className="oj-disc-report-tag" onClick={() => toggle(tag)} data-testid="report-tag" data-tag={tag}>
                  {t(tagKey(tag))}
                </button>
              );
            })}
          </div>
        </div>
        <div className="oj-form-item">
          <span>{t('Discussion_Report_Reason')}</span>
          <TextArea
            value={reason}
            onChange={(v) => setReason(v)}
            maxCount={REPORT_REASON_MAX}
            autosize={{ minRows: 3, maxRows: 8 }}
            placeholder={t('Discussion_Report_Reason_Placeholder')}
            data-testid="report-reason"
          />
        </div>
        {error && <div className="oj-field-error" data-testid="report-error">{error}</div>}
      </div>
    </Modal>
  );
}
