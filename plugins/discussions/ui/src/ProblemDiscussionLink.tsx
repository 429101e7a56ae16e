// The problem page's link to the problem's discussions (spec 2 §2 "Links from a problem":
// ProblemDiscussion with problemID), in the problems plugin's `problem.links` slot: only while the
// public discussion is on, and never for a problem inside a contest (or a group, whose own
// discussions are the group's). A training's problem id is the problem's own display id.
import { IconComment } from '@douyinfe/semi-icons';
import { websiteConfigAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { listPath, NS } from './meta.js';

export default function ProblemDiscussionLink() {
  const { t } = useTranslation(NS);
  const { problemID, contestID, groupID } = useParams();
  const site = useAtomValue(websiteConfigAtom);
  if (!problemID || contestID || groupID || site.openPublicDiscussion === false) return null;
  return (
    <Link to={listPath(problemID)} data-testid="problem-discussion-link" style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}>
      <IconComment size="small" />
      {t('Discussion_Problem_Link')}
    </Link>
  );
}
