// What the client sees of a user: the UserInfo of the login response and the profile card.
import { Type, type Static } from '@sinclair/typebox';
import { roleKeyOf, NullableString } from '@oj/sdk';

export const UserInfo = Type.Object({
  uid: Type.String(),
  username: Type.String(),
  nickname: NullableString,
  avatar: NullableString,
  email: NullableString,
  number: NullableString,
  school: NullableString,
  course: NullableString,
  signature: NullableString,
  realname: NullableString,
  gender: Type.String(),
  github: NullableString,
  blog: NullableString,
  cfUsername: NullableString,
  titleName: NullableString,
  titleColor: NullableString,
  roleList: Type.Array(Type.String()),
});
export type UserInfo = Static<typeof UserInfo>;

export type UserRow = Omit<UserInfo, 'roleList'> & { roleId: number; status: number; passwordHash: string; gmtCreate: Date };

export function userInfo(row: UserRow): UserInfo {
  return {
    uid: row.uid, username: row.username, nickname: row.nickname, avatar: row.avatar, email: row.email,
    number: row.number, school: row.school, course: row.course, signature: row.signature, realname: row.realname,
    gender: row.gender, github: row.github, blog: row.blog, cfUsername: row.cfUsername, titleName: row.titleName,
    titleColor: row.titleColor, roleList: [roleKeyOf(row.roleId) ?? 'default_user'],
  };
}
