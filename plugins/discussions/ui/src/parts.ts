// What other plugins' pages show of discussions the way this plugin does
// (`@oj/plugin-discussions/parts`, bundled into their remote): the post dialog with the form's rules,
// a list's row, the author, category and pinned marks, the styles, and the area context through
// which a group's Discussion tab (the groups plugin) writes with its own calls and keeps its links.
// Their strings are this plugin's 'discussions' namespace, loaded with its descriptor.
export { DiscussionDialog, type DiscussionDialogProps } from './DiscussionDialog.js';
export { DiscussionItem } from './DiscussionItem.js';
export { DiscussionAreaContext, type DiscussionArea } from './area.js';
export { Author, CategoryTag, PinnedTag } from './meta.js';
export { DiscussionStyles } from './styles.js';
export { getCategories, type DiscussionCategory, type DiscussionView } from './api.js';
