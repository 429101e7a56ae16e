// The kernel's admin user calls (reference §2 "Admin"): list, edit, delete, batch insert, and
// generate accounts (their sheet is a download, not a call). Browser-safe: mounted by
// core/kernel/src/routes/admin-users.ts, called by the web shell's admin user pages.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, NullableString, Page, PageQuery } from '../schema.ts';
import { defineCall } from '../calls.ts';
import { ROLE_IDS } from '../../roles.ts';
import { Username, Email, GENERATED_PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from './fields.ts';

export const MAX_BATCH_USERS = 5000;

export const AdminUser = Type.Object({
  uid: Type.String(), username: Type.String(), realname: NullableString, nickname: NullableString, email: NullableString,
  school: NullableString, number: NullableString, gender: Type.String(), status: Type.Integer(), roleId: Type.Integer(),
  role: Type.String(), titleName: NullableString, titleColor: NullableString, gmtCreate: DateTime,
  /** the reference's shape (its admin client reads `roles[0].id`): a user has exactly one role here */
  roles: Type.Array(Type.Object({ id: Type.Integer(), role: Type.String(), description: Type.String(), status: Type.Integer() })),
});
export type AdminUser = Static<typeof AdminUser>;

/** a password an admin sets or generates: 6 to 25 characters */
export const AdminPassword = Type.String({ minLength: PASSWORD_MIN, maxLength: GENERATED_PASSWORD_MAX });
const RoleId = Type.Union(Object.values(ROLE_IDS).map((id) => Type.Literal(id)));

export const EditUserBody = Type.Object({
  uid: Type.String({ minLength: 1, maxLength: 32 }), username: Username, realname: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
  nickname: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
  email: Type.Optional(Type.Union([Email, Type.Literal(''), Type.Null()])), password: Type.Optional(Type.Union([AdminPassword, Type.Literal(''), Type.Null()])),
  type: RoleId, status: Type.Union([Type.Literal(0), Type.Literal(1)]), setNewPwd: Type.Optional(Type.Boolean()),
  titleName: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])), titleColor: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
});
export type EditUserBody = Static<typeof EditUserBody>;

export const GenerateUsersBody = Type.Object({
  prefix: Type.String({ maxLength: USERNAME_MAX, pattern: '^\\S*$' }), suffix: Type.String({ maxLength: USERNAME_MAX, pattern: '^\\S*$' }),
  number_from: Type.Integer({ minimum: 0 }), number_to: Type.Integer({ minimum: 0 }),
  password_length: Type.Integer({ minimum: PASSWORD_MIN, maximum: GENERATED_PASSWORD_MAX }),
});
export type GenerateUsersBody = Static<typeof GenerateUsersBody>;

export const adminUserCalls = {
  list: defineCall('GET', '/api/admin/user/get-user-list', {
    query: Type.Composite([PageQuery, Type.Object({ onlyAdmin: Type.Optional(Type.Boolean()), keyword: Type.Optional(Type.String({ maxLength: 100 })) })]),
    answer: Page(AdminUser),
  }),
  edit: defineCall('PUT', '/api/admin/user/edit-user', { body: EditUserBody, answer: Type.Null() }),
  remove: defineCall('DELETE', '/api/admin/user/delete-user', {
    body: Type.Object({ ids: Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { minItems: 1, maxItems: 1000 }) }),
    answer: Type.Null(),
  }),
  /** rows of up to 7 cells: username, password, email, realname, gender, nickname, school */
  insertBatch: defineCall('POST', '/api/admin/user/insert-batch-user', {
    body: Type.Object({ users: Type.Array(Type.Array(Type.Union([Type.String({ maxLength: 320 }), Type.Null()]), { minItems: 2, maxItems: 7 }), { minItems: 1, maxItems: MAX_BATCH_USERS }) }),
    answer: Type.Object({ inserted: Type.Integer() }),
  }),
  /** the answer's key downloads the sheet of the generated accounts (/api/file/generate-user-excel) */
  generate: defineCall('POST', '/api/admin/user/generate-user', { body: GenerateUsersBody, answer: Type.Object({ key: Type.String() }) }),
};
