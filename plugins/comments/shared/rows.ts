// The comments plugin's stored rows, as its store (server/store.ts) reads them: comments and
// replies, alone and with their author's public profile. Type-only.

/** a comment (comments_comment): under a discussion (did) or in a contest's Q&A (cid) */
export interface CommentRow {
  id: number;
  did: number | null;
  cid: number | null;
  content: string;
  uid: string;
  likeNum: number;
  gmtCreate: Date;
}

/** the author's public profile beside a comment or a reply */
export interface AuthorColumns {
  username: string;
  avatar: string | null;
  roleId: number;
  titleName: string | null;
  titleColor: string | null;
}

/** a comment with its author */
export interface ListedCommentRow extends CommentRow, AuthorColumns {}

/** a reply under a comment (comments_reply), quoting the comment or another reply */
export interface ReplyRow {
  id: number;
  commentId: number;
  content: string;
  uid: string;
  toUid: string | null;
  quoteId: number | null;
  quoteType: string | null;
  gmtCreate: Date;
}

/** a reply with its author and the user it answers */
export interface ListedReplyRow extends ReplyRow, AuthorColumns {
  toName: string | null;
  toAvatar: string | null;
}
