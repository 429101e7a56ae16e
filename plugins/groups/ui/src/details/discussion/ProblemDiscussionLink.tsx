// A group problem's page links to the group's discussions of it (spec 2 §2 "Links from a problem":
// GroupProblemDiscussion with groupID and problemID), in the problems plugin's `problem.links`
// slot: only for the group's own problems (not inside a training) and while group discussion is on.
import { IconComment } from '@douyinfe/semi-icons';
import { websiteConfigAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { NS } from '../../meta.js';
import { discussionListPath } from './area.js';

export default function ProblemDiscussionLink() {
  const { t } = useTranslation(NS);
  const { problemID, groupID, trainingID, contestID } = useParams();
  const site = useAtomValue(websiteConfigAtom);
  const gid = Number(groupID);
  if (!problemID || !Number.isInteger(gid) || gid < 1 || trainingID || contestID || site.openGroupDiscussion === false) return null;
  return (
    <Link to={discussionListPath(gid, problemID)} data-testid="group-problem-discussion-link" style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}>
      <IconComment size="small" />
      {t('Group_Discussion_Problem_Link')}
    </Link>
  );
}
