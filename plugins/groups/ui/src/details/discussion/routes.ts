// The Discussion tab's routes below the group's page (spec 3 §2: discussion, discussion/{problemID}
// and discussion-detail/{discussionID}), open while the site's group discussion area is on (spec 1
// §2.2: else home with the no-access message).
import type { UiRoute } from '@oj/ui';

export const DISCUSSION_TAB = 'discussion';
export const DISCUSSION_DETAIL = 'discussion-detail';
/** the site switch the tab and its calls follow */
export const GROUP_DISCUSSION_SWITCH = 'openGroupDiscussion';

const guard = { switch: GROUP_DISCUSSION_SWITCH };

export const discussionTabRoutes: UiRoute[] = [
  { path: DISCUSSION_TAB, lazy: () => import('./DiscussionTab.js'), guard },
  { path: `${DISCUSSION_TAB}/:problemID`, lazy: () => import('./DiscussionTab.js'), guard },
  { path: `${DISCUSSION_DETAIL}/:discussionID`, lazy: () => import('./GroupDiscussionDetail.js'), guard },
];
