// The remote judge's calls (`defineCall` of @oj/sdk/shared): each route's method, path and schemas
// as one value. The server mounts the route from it (`mountCall`) and the pages call it (`api.call`
// of @oj/ui), so a path or a schema cannot drift apart. Browser-safe.
import { Type } from '@sinclair/typebox';
import { defineCall } from '@oj/sdk/shared';
import {
  AccountEdit, AccountInput, AdminAccount, AdminSite, ImportRemoteQuery, ImportedProblem, MyAccount, MyAccountInput, PublicSite, SiteSwitch,
} from './payloads.ts';

/** a site named by its oj */
const OjQuery = Type.Object({ oj: Type.String({ minLength: 1, maxLength: 16 }) });
/** a pool account by its id */
const IdQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });
/** the pool's accounts, of one site or of all */
const PoolQuery = Type.Object({ oj: Type.Optional(Type.String({ maxLength: 16 })) });

/** everyone's calls: the sites before a submission, the user's own accounts */
export const remoteJudgeCalls = {
  sites: defineCall('GET', '/api/remote-judge/sites', { answer: Type.Array(PublicSite) }),
  myAccounts: defineCall('GET', '/api/remote-judge/my-accounts', { answer: Type.Array(MyAccount) }),
  bind: defineCall('POST', '/api/remote-judge/my-account', { body: MyAccountInput, answer: Type.Null() }),
  unbind: defineCall('DELETE', '/api/remote-judge/my-account', { query: OjQuery, answer: Type.Null() }),
};

/** the super admin's calls: the site switches and the account pool; the problem admins' import */
export const remoteJudgeAdminCalls = {
  sites: defineCall('GET', '/api/admin/remote-judge/sites', { answer: Type.Array(AdminSite) }),
  switchSite: defineCall('PUT', '/api/admin/remote-judge/site', { body: SiteSwitch, answer: Type.Array(AdminSite) }),
  resetSite: defineCall('POST', '/api/admin/remote-judge/site/reset', { body: OjQuery, answer: Type.Array(AdminSite) }),
  accounts: defineCall('GET', '/api/admin/remote-judge/accounts', { query: PoolQuery, answer: Type.Array(AdminAccount) }),
  addAccount: defineCall('POST', '/api/admin/remote-judge/account', { body: AccountInput, answer: AdminAccount }),
  editAccount: defineCall('PUT', '/api/admin/remote-judge/account', { body: AccountEdit, answer: AdminAccount }),
  removeAccount: defineCall('DELETE', '/api/admin/remote-judge/account', { query: IdQuery, answer: Type.Null() }),
  importProblem: defineCall('GET', '/api/admin/problem/import-remote-oj-problem', { query: ImportRemoteQuery, answer: ImportedProblem }),
};
