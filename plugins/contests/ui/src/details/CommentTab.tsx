// The Comment tab (spec 3 §2): the contest's Q&A. The comments come from the discussions plugin,
// which fills the 'contest.comment' slot (it reads the contest id from the URL); without it the
// tab says there are no comments here.
import { Empty } from '@douyinfe/semi-ui';
import { Slot, slotPluginsAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

export const CONTEST_COMMENT_SLOT = 'contest.comment';

export default function CommentTab() {
  const { t } = useTranslation('contests');
  const plugins = useAtomValue(slotPluginsAtom);
  const filled = plugins.some((p) => (p.descriptor?.slots?.[CONTEST_COMMENT_SLOT] ?? []).length > 0);
  return (
    <div className="oj-card" data-testid="contest-comment">
      {filled ? <Slot name={CONTEST_COMMENT_SLOT} /> : <Empty description={t('Contest_No_Comment_Area')} />}
    </div>
  );
}
