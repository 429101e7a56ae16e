// The comments UI descriptor: no pages of its own, the comment area in the places other plugins
// offer for it — a contest's Comment tab (contests: 'contest.comment') and under a discussion
// (discussions: 'discussion.comments'). Each widget reads its area's id from the URL.
import { defineUiPlugin } from '@oj/ui';
import { en, zh } from './locales.js';

export default defineUiPlugin({
  id: 'comments',
  slots: {
    'contest.comment': [{ id: 'contest-comments', lazy: () => import('./ContestComments.js') }],
    'discussion.comments': [{ id: 'discussion-comments', lazy: () => import('./DiscussionComments.js') }],
  },
  locales: { 'en-US': en, 'zh-CN': zh },
});
