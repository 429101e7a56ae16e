// The comment area as the pages see it (spec 1 §3 "Comment", "Reply", "Comment query"), its
// constants (spec 1 §9) and the payloads of its calls (spec 1 §7 "Comments").
import { Type, type Static } from '@sinclair/typebox';
import { LenientInt, NullableString, withMessages } from '@oj/sdk/shared';

/** spec 1 §9 */
export const COMMENT_PAGE_SIZE = 10;
export const REPLIES_SHOWN = 3;
export const COMMENT_CONTENT_MAX = 10_000;
/** spec 1 §2.10: the emoji picker's fixed list */
export const COMMENT_EMOJIS = [
  '😀', '😁', '😂', '🤣', '😊', '😍', '😘', '😎', '🤔', '😐', '😴', '😭', '😡', '😱', '🥳', '🤝',
  '👍', '👎', '👏', '🙏', '💪', '🎉', '🔥', '💯', '❤️', '💔', '⭐', '✅', '❌', '❓', '💡', '🚀',
] as const;

/** 'root' | 'admin' for the author's badge (admins and problem admins show admin), null otherwise */
const Role = NullableString;

/** the author of a comment or a reply, as both carry it (spec 1 §3) */
const From = {
  fromUid: Type.String(),
  fromName: Type.String(),
  fromAvatar: NullableString,
  fromRole: Role,
  fromTitleName: NullableString,
  fromTitleColor: NullableString,
};

/** spec 1 §3 Reply */
export const ReplySchema = Type.Object({
  id: Type.Integer(),
  commentId: Type.Integer(),
  content: Type.String(),
  ...From,
  toUid: NullableString,
  toName: NullableString,
  toAvatar: NullableString,
  quoteId: Type.Union([Type.Integer(), Type.Null()]),
  /** 'Comment' | 'Reply' */
  quoteType: NullableString,
  gmtCreate: Type.String(),
});
export type ReplyView = Static<typeof ReplySchema>;

/** spec 1 §3 Comment: the first replies come with it (REPLIES_SHOWN, newest first) */
export const CommentSchema = Type.Object({
  id: Type.Integer(),
  did: Type.Union([Type.Integer(), Type.Null()]),
  cid: Type.Union([Type.Integer(), Type.Null()]),
  content: Type.String(),
  ...From,
  likeNum: Type.Integer(),
  gmtCreate: Type.String(),
  totalReplyNum: Type.Integer(),
  replyList: Type.Array(ReplySchema),
});
export type CommentView = Static<typeof CommentSchema>;

const Id = (key: string) => withMessages(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { required: key, type: key, minimum: key, maximum: key });
/** a discussion's or a contest's id: in a query absent when not given, in a body absent or null */
const AreaId = (key: string) => Type.Optional(Type.Union([Id(key), Type.Null()]));

/** GET /api/comments: one of cid (a contest's Q&A) and did (a discussion) */
export const CommentsQuery = Type.Object({
  cid: AreaId('COMMENTS_AREA_NOT_FOUND'),
  did: AreaId('COMMENTS_AREA_NOT_FOUND'),
  limit: LenientInt,
  currentPage: LenientInt,
});
export type CommentsQuery = Static<typeof CommentsQuery>;

/** the answer of GET /api/comments */
export const CommentList = Type.Object({
  commentList: Type.Object({
    records: Type.Array(CommentSchema), total: Type.Integer(), size: Type.Integer(), current: Type.Integer(), pages: Type.Integer(),
  }),
  /** comment id → the caller liked it */
  commentLikeMap: Type.Record(Type.String(), Type.Boolean()),
});
export type CommentList = Static<typeof CommentList>;

/** not blank, at most 10000 characters (spec 1 §5) */
export const Content = withMessages(Type.String({ minLength: 1, maxLength: COMMENT_CONTENT_MAX, pattern: '\\S' }), {
  required: 'COMMENTS_CONTENT_EMPTY', minLength: 'COMMENTS_CONTENT_EMPTY', pattern: 'COMMENTS_CONTENT_EMPTY', type: 'COMMENTS_CONTENT_EMPTY', maxLength: 'COMMENTS_CONTENT_TOO_LONG',
});

const ItemId = Id;

/** POST /api/comment */
export const CommentBody = Type.Object({ content: Content, cid: AreaId('COMMENTS_AREA_NOT_FOUND'), did: AreaId('COMMENTS_AREA_NOT_FOUND') });
export type CommentBody = Static<typeof CommentBody>;

/** DELETE /api/comment (the reference client sends the comment; only its id counts) */
export const CommentDeleteBody = Type.Object({ id: ItemId('COMMENTS_NOT_FOUND') });

/** GET /api/comment-like: cid is the comment's id (the reference's name); sourceId/sourceType name its area */
export const CommentLikeQuery = Type.Object({
  cid: ItemId('COMMENTS_NOT_FOUND'),
  toLike: Type.Optional(Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')])),
  sourceId: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 20 })])),
  sourceType: Type.Optional(Type.String({ maxLength: 20 })),
});

/** GET /api/reply */
export const RepliesQuery = Type.Object({ commentId: ItemId('COMMENTS_NOT_FOUND'), cid: AreaId('COMMENTS_AREA_NOT_FOUND') });

/** POST /api/reply (reference ReplyDTO) */
export const ReplyBody = Type.Object({
  reply: Type.Object({
    commentId: ItemId('COMMENTS_NOT_FOUND'),
    content: Content,
    /** the user replied to (absent: the comment's author) */
    toUid: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
    toName: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    toAvatar: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  }),
  did: AreaId('COMMENTS_AREA_NOT_FOUND'),
  cid: AreaId('COMMENTS_AREA_NOT_FOUND'),
  quoteId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  quoteType: Type.Optional(Type.Union([Type.Literal('Comment'), Type.Literal('Reply'), Type.Null()])),
});
export type ReplyBody = Static<typeof ReplyBody>;

/** DELETE /api/reply */
export const ReplyDeleteBody = Type.Object({
  reply: Type.Object({ id: ItemId('COMMENTS_NOT_FOUND') }),
  did: AreaId('COMMENTS_AREA_NOT_FOUND'),
  cid: AreaId('COMMENTS_AREA_NOT_FOUND'),
});

