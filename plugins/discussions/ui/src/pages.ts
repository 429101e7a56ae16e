// A discussion's page for other plugins to mount under their own path (`@oj/plugin-discussions/pages`,
// bundled into their remote): the groups plugin's /group/:groupID/discussion-detail/:discussionID
// (spec 3 §2) is the same page as /discussion-detail/:discussionID, rendered inside the group's
// DiscussionAreaContext (parts.ts) so that it writes and links inside the group.
export { default as DiscussionDetailPage } from './detail/DiscussionDetailPage.js';
