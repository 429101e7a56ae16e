// The kernel's profile and settings calls (spec 1 §2.6, §2.7, §7): home info, heatmap, change
// password / e-mail / user info. Browser-safe: mounted by core/kernel/src/routes/profile.ts,
// called by the web shell's user home and settings pages.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, NullableString } from '../schema.ts';
import { UserCalendarHeatmap } from '../profile.ts';
import { defineCall } from '../calls.ts';
import { SafeLink } from '../../safe-link.ts';
import { Password, CurrentPassword, Email, EmailCode, Gender } from './fields.ts';
import { CodeSent, UserInfo } from './account.ts';

/** whose profile: by uid or by name; neither is the caller's own */
export const UserQuery = Type.Object({ uid: Type.Optional(Type.String({ maxLength: 32 })), username: Type.Optional(Type.String({ maxLength: 100 })) });

export const UserHomeInfo = Type.Object({
  uid: Type.String(), username: Type.String(), nickname: NullableString, avatar: NullableString, school: NullableString,
  signature: NullableString, github: NullableString, blog: NullableString, gender: Type.String(), titleName: NullableString,
  titleColor: NullableString, roleList: Type.Array(Type.String()), recentLoginTime: Type.Union([DateTime, Type.Null()]), gmtCreate: DateTime,
  total: Type.Integer(), rating: Type.Union([Type.Number(), Type.Null()]), solvedList: Type.Array(Type.String()),
  scoreList: Type.Array(Type.Number()), solvedGroupByDifficulty: Type.Record(Type.String(), Type.Array(Type.Unknown())),
});
export type UserHomeInfo = Static<typeof UserHomeInfo>;

const Text = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
// spec 1 §2.7: shown as links on the profile, so only http(s) ones (issue 9 item 13)
const Link = (max: number) => Type.Optional(Type.Union([SafeLink(max), Type.Null()]));

/** what a user may change of their own profile; everything else (role, e-mail, name, title) has its own call */
export const UserInfoPatch = Type.Object({
  nickname: Text(20), realname: Text(50), school: Text(100), course: Text(100), number: Text(40),
  gender: Type.Optional(Gender), github: Link(200), blog: Link(200), cfUsername: Text(60), signature: Text(65535),
});
export type UserInfoPatch = Static<typeof UserInfoPatch>;

export const profileCalls = {
  homeInfo: defineCall('GET', '/api/get-user-home-info', { query: UserQuery, answer: UserHomeInfo }),
  heatmap: defineCall('GET', '/api/get-user-calendar-heatmap', { query: UserQuery, answer: UserCalendarHeatmap }),
  changePassword: defineCall('POST', '/api/change-password', { body: Type.Object({ oldPassword: CurrentPassword, newPassword: Password }), answer: Type.Null() }),
  changeEmailCode: defineCall('GET', '/api/get-change-email-code', { query: Type.Object({ email: Email }), answer: CodeSent }),
  changeEmail: defineCall('POST', '/api/change-email', { body: Type.Object({ password: CurrentPassword, newEmail: Email, code: EmailCode }), answer: UserInfo }),
  changeUserInfo: defineCall('POST', '/api/change-userInfo', { body: UserInfoPatch, answer: UserInfo }),
};
