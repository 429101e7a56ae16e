// The Comment tab (spec 3 §2): the contest's Q&A. The comments come from the plugin that fills the
// 'contest.comment' slot (it reads the contest id from the URL); the tab is shown only then, so
// someone who opens its address without one is told there are no comments here.
import { Empty } from '@douyinfe/semi-ui';
import { Slot } from '@oj/ui';
import { useTranslation } from 'react-i18next';
import { CONTEST_COMMENT_SLOT, useCommentArea } from './commentSlot.js';

export { CONTEST_COMMENT_SLOT };

export default function CommentTab() {
  const { t } = useTranslation('contests');
  const filled = useCommentArea();
  return (
    <div className="oj-card" data-testid="contest-comment">
      {filled ? <Slot name={CONTEST_COMMENT_SLOT} /> : <Empty description={t('Contest_No_Comment_Area')} />}
    </div>
  );
}
