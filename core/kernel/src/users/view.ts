// What the client sees of a user: the UserInfo of the login response and the profile card.
import { kernelPayloads, roleKeyOf } from '@oj/sdk';

/** the login response's and the profile card's user: the kernel's account calls' schema (@oj/sdk/shared) */
export const UserInfo = kernelPayloads.UserInfo;
export type UserInfo = kernelPayloads.UserInfo;

export type UserRow = Omit<UserInfo, 'roleList'> & { roleId: number; status: number; passwordHash: string; gmtCreate: Date };

export function userInfo(row: UserRow): UserInfo {
  return {
    uid: row.uid, username: row.username, nickname: row.nickname, avatar: row.avatar, email: row.email,
    number: row.number, school: row.school, course: row.course, signature: row.signature, realname: row.realname,
    gender: row.gender, github: row.github, blog: row.blog, cfUsername: row.cfUsername, titleName: row.titleName,
    titleColor: row.titleColor, roleList: [roleKeyOf(row.roleId) ?? 'default_user'],
  };
}
