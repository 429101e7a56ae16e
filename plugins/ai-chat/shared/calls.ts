// The AI chat's /api calls (`defineCall` of @oj/sdk/shared): each route's method, path and schemas
// as one value. The server mounts the route from it (`mountCall`) and the pages call it (`api.call`
// of @oj/ui), so a path or a schema cannot drift apart. The /aichat calls (spec 2 §7: form-encoded,
// a body token, `mes`) and the chat's text stream are routes of their own. Browser-safe.
import { Type } from '@sinclair/typebox';
import { IdOrText, Page, PageQuery, defineCall } from '@oj/sdk/shared';
import { AiContestSwitch, AiKeyBody, AiModelOption, AiProviderInfo, AiSetting, AiSettingUpdate, AuditEntry } from './payloads.ts';

/** the contest whose AI switch is read */
const ContestSwitchQuery = Type.Object({ cid: IdOrText });
/** a contest's AI switch as written */
const ContestSwitchBody = Type.Object({ cid: IdOrText, allowed: Type.Boolean() });

/** the AI settings page's calls (super admin; a contest's switch: its admins too) and the chat's model list */
export const aiChatCalls = {
  setting: defineCall('GET', '/api/admin/ai-setting', { answer: AiSetting }),
  saveSetting: defineCall('PUT', '/api/admin/ai-setting', { body: AiSettingUpdate, answer: AiSetting }),
  setKey: defineCall('PUT', '/api/admin/ai-setting/key', { body: AiKeyBody, answer: Type.Null() }),
  providers: defineCall('GET', '/api/admin/ai-providers', { answer: Type.Array(AiProviderInfo) }),
  audit: defineCall('GET', '/api/admin/ai-audit', { query: PageQuery, answer: Page(AuditEntry) }),
  contestSwitch: defineCall('GET', '/api/admin/ai-setting/contest', { query: ContestSwitchQuery, answer: AiContestSwitch }),
  setContestSwitch: defineCall('POST', '/api/admin/ai-setting/contest', { body: ContestSwitchBody, answer: AiContestSwitch }),
  models: defineCall('GET', '/api/ai-chat/models', { answer: Type.Array(AiModelOption) }),
};
