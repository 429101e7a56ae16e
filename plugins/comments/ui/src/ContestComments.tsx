// A contest's Q&A (the 'contest.comment' slot of /contest/:contestID/comment). Spec 1 §6: in a
// contest one may reply to one's own comment, as a contest admin, or to a comment that is from
// neither a super admin nor the contest's owner; contest admins (the owner, the super admin)
// delete anyone's. Spec 3: while the contest runs the server shows a contestant only their own
// comments and the administrators'.
import { api, isSuperAdminAtom, userInfoAtom } from '@oj/ui';
import { contestCalls } from '@oj/plugin-contests/browser';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { CommentView } from './api.js';
import { CommentArea } from './CommentArea.js';

export default function ContestComments() {
  const { t } = useTranslation('comments');
  const { contestID } = useParams();
  const superAdmin = useAtomValue(isSuperAdminAtom);
  const me = useAtomValue(userInfoAtom);
  const id = Number(contestID);
  /** the contest's owner, for the reply and delete rules (null until known) */
  const [owner, setOwner] = useState<string | null>(null);
  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) return;
    let live = true;
    setOwner(null);
    api.call(contestCalls.info, { query: { cid: id } }, { quiet: true })
      .then((r) => { if (live) setOwner(r.data.uid); }, () => {});
    return () => { live = false; };
  }, [id]);
  const contestAdmin = superAdmin || (!!me && !!owner && me.uid === owner);
  // until the owner is known, only one's own comments (and everything for the super admin)
  const mayReply = useCallback(
    (c: CommentView) => (!!me && c.fromUid === me.uid) || contestAdmin || (owner !== null && c.fromRole !== 'root' && c.fromUid !== owner),
    [me, contestAdmin, owner],
  );
  if (!Number.isInteger(id) || id <= 0) return null;
  return <CommentArea key={id} area={{ kind: 'contest', id }} moderator={contestAdmin} mayReply={mayReply} hint={t('Cm_Contest_Hint')} />;
}
