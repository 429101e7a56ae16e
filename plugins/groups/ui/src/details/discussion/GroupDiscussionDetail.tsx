// /group/:groupID/discussion-detail/:discussionID (spec 3 §2): the discussions plugin's own page
// (content, like, report, comments) inside the group's area, so that its edit and delete go
// through the group's calls, the group's admins may delete, and its links stay in the group.
import { DiscussionAreaContext } from '@oj/plugin-discussions/parts';
import { DiscussionDetailPage } from '@oj/plugin-discussions/pages';
import { useGroupDiscussionArea } from './area.js';

export default function GroupDiscussionDetail() {
  const area = useGroupDiscussionArea();
  return (
    <DiscussionAreaContext.Provider value={area}>
      <DiscussionDetailPage />
    </DiscussionAreaContext.Provider>
  );
}
