// The comments plugin's public contract. Add, never change. The browser-safe part is shared/browser.ts;
// the stored rows the server's store reads, rows.ts.
export * from './browser.ts';
export type { AuthorColumns, CommentRow, ListedCommentRow, ListedReplyRow, ReplyRow } from './rows.ts';
