// The kernel's message-centre calls (spec 1 §2.8, §7): unread counts, the five lists, clean by
// type or id. Browser-safe: mounted by core/kernel/src/routes/messages.ts, called by the web shell.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, NullableString, Page, PageQuery } from '../schema.ts';
import { defineCall } from '../calls.ts';

export const UnreadCounts = Type.Object({ comment: Type.Integer(), reply: Type.Integer(), like: Type.Integer(), sys: Type.Integer(), mine: Type.Integer() });

/** a reminder: someone commented on, replied to or liked what the user wrote */
export const RemindMsg = Type.Object({
  id: Type.Integer(), action: Type.String(), sourceId: Type.Union([Type.Integer(), Type.Null()]), sourceType: NullableString,
  sourceTitle: NullableString, sourceContent: NullableString, quoteId: Type.Union([Type.Integer(), Type.Null()]), quoteType: NullableString,
  quoteContent: NullableString, url: NullableString, state: Type.Boolean(), senderId: NullableString, senderUsername: NullableString,
  senderAvatar: NullableString, gmtCreate: DateTime,
});
export type RemindMsg = Static<typeof RemindMsg>;

/** a system notice, or one of the user's own ("mine") */
export const SysMsg = Type.Object({ id: Type.Integer(), title: Type.String(), content: Type.String(), type: Type.String(), state: Type.Boolean(), gmtCreate: DateTime });
export type SysMsg = Static<typeof SysMsg>;

export const CLEAN_TYPES = ['Discuss', 'Reply', 'Like', 'Sys', 'Mine'] as const;

const remindList = (path: string) => defineCall('GET', `/api/msg/${path}`, { query: PageQuery, answer: Page(RemindMsg) });
const sysList = (path: string) => defineCall('GET', `/api/msg/${path}`, { query: PageQuery, answer: Page(SysMsg) });

export const messageCalls = {
  unread: defineCall('GET', '/api/msg/unread', { answer: UnreadCounts }),
  /** the reminder lists, by the path the kernel's REMIND_ACTIONS name them */
  remind: { comment: remindList('comment'), reply: remindList('reply'), like: remindList('like') },
  sys: sysList('sys'),
  mine: sysList('mine'),
  clean: defineCall('DELETE', '/api/msg/clean', {
    query: Type.Object({ type: Type.Union(CLEAN_TYPES.map((t) => Type.Literal(t))), id: Type.Optional(Type.Integer({ minimum: 1 })) }),
    answer: Type.Null(),
  }),
};
