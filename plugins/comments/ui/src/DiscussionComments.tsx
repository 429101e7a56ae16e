// The comment area under a discussion (the 'discussion.comments' slot of /discussion-detail/:discussionID).
// Spec 1 §6: anyone may reply outside contests; the author deletes their own, the admin roles
// (the site discussions' moderators) anyone's. The discussion page puts the slot under its post
// without a card of its own, so the area brings one.
import { isAdminRoleAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { CommentArea } from './CommentArea.js';

const always = () => true;

export default function DiscussionComments() {
  const { discussionID } = useParams();
  const admin = useAtomValue(isAdminRoleAtom);
  const id = Number(discussionID);
  if (!Number.isInteger(id) || id <= 0) return null;
  return (
    <div className="oj-card">
      <CommentArea key={id} area={{ kind: 'discussion', id }} moderator={admin} mayReply={always} />
    </div>
  );
}
