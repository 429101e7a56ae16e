// The AI chat's constants and its chat and admin payloads as TypeBox schemas (spec 2): the server
// validates and serialises with them; the pages take their types from them. Exported from the
// browser contract (browser.ts). TypeBox and @oj/sdk/shared only. Add, never change.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { withMessages } from '@oj/sdk/shared';

// spec 2 §5 and the limits table
/** a message is at most 8000 characters */
export const AI_MESSAGE_MAX = 8000;
/** a chat holds at most 60 messages (the warning says 30 turns) */
export const AI_CHAT_MESSAGE_LIMIT = 60;
/** at most 6 chat tabs */
export const AI_TAB_LIMIT = 6;
/** an open chat sends a heartbeat every 15 s (spec 2 §4) */
export const AI_HEARTBEAT_MS = 15_000;
/** a chat's name is 1 to 30 characters */
export const AI_CHAT_NAME_MAX = 30;
/** the code sent with a message, as the submit limit (spec 2 §5) */
export const AI_CODE_MAX = 65_535;

/** `{status, mes, data}`: the envelope of every /aichat call (spec 2 §7), errors included */
export const MesEnvelope = <T extends TSchema>(data: T) => Type.Object({ status: Type.Integer(), mes: Type.String(), data });

export const ChatRole = Type.Union([Type.Literal('user'), Type.Literal('assistant'), Type.Literal('system')]);
export type ChatRole = Static<typeof ChatRole>;
export const ChatMessage = Type.Object({ role: ChatRole, content: Type.String() });
export type ChatMessage = Static<typeof ChatMessage>;

/** a chat in the history list (spec 2 §3 "AI chat"); createTime is an ISO string */
export const ChatSummary = Type.Object({ cid: Type.Integer(), chatName: Type.String(), createTime: Type.String() });
export type ChatSummary = Static<typeof ChatSummary>;
/** a chat with its messages, oldest first */
export const ChatDetail = Type.Object({ cid: Type.Integer(), chatName: Type.String(), createTime: Type.String(), msgList: Type.Array(ChatMessage) });
export type ChatDetail = Static<typeof ChatDetail>;

/** GET /aichat/getAiChatState: may the caller chat here */
export const AiState = Type.Boolean();
export type AiState = Static<typeof AiState>;

/** a model in the picker (GET /api/ai-chat/models) */
export const AiModelOption = Type.Object({ id: Type.String(), name: Type.String() });
export type AiModelOption = Static<typeof AiModelOption>;

/** a model id: lower-case letters, digits, '-', '_' and '.', 1 to 40 characters */
export const AI_MODEL_ID_PATTERN = '^[a-z0-9][a-z0-9._-]{0,39}$';

/** a model as the super admin edits it; `hasKey` is sent back by the page and ignored */
export const AiModelInput = Type.Object({
  id: withMessages(Type.String({ pattern: AI_MODEL_ID_PATTERN }), { pattern: 'AI_CHAT_MODEL_ID_INVALID', required: 'AI_CHAT_MODEL_ID_INVALID' }),
  name: withMessages(Type.String({ minLength: 1, maxLength: 60 }), { minLength: 'AI_CHAT_MODEL_NAME_INVALID', maxLength: 'AI_CHAT_MODEL_NAME_INVALID' }),
  /** a registered provider's id ('openai-compatible', 'ollama', or a third party's) */
  provider: Type.String({ maxLength: 60 }),
  /** http(s) URL of the API, e.g. https://api.deepseek.com/v1 or http://10.0.0.5:11434 */
  baseUrl: Type.String({ maxLength: 500 }),
  /** the provider's model name, e.g. deepseek-chat, llama3 */
  model: withMessages(Type.String({ minLength: 1, maxLength: 120 }), { minLength: 'AI_CHAT_MODEL_NAME_INVALID' }),
  enabled: Type.Boolean(),
  /**
   * the model's context window in tokens (null or left out: the provider's default); optional
   * because a form or script for a provider that has no such setting need not know of it
   */
  contextSize: Type.Optional(Type.Union([
    withMessages(Type.Integer({ minimum: 512, maximum: 10_000_000 }), { minimum: 'AI_CHAT_MODEL_CONTEXT_INVALID', maximum: 'AI_CHAT_MODEL_CONTEXT_INVALID', type: 'AI_CHAT_MODEL_CONTEXT_INVALID' }),
    Type.Null(),
  ])),
  hasKey: Type.Optional(Type.Boolean()),
});
export type AiModelInput = Static<typeof AiModelInput>;
/** a model in the admin view: whether its API key is set, never the key */
export const AiModelSetting = Type.Object({
  id: Type.String(), name: Type.String(), provider: Type.String(), baseUrl: Type.String(), model: Type.String(),
  enabled: Type.Boolean(), contextSize: Type.Union([Type.Integer(), Type.Null()]), hasKey: Type.Boolean(),
});
export type AiModelSetting = Static<typeof AiModelSetting>;

const Quota = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
/** GET /api/admin/ai-setting (super admin). Quotas: 0 = no limit. */
export const AiSetting = Type.Object({
  models: Type.Array(AiModelSetting),
  defaultModel: Type.Union([Type.String(), Type.Null()]),
  /** hints, never full solutions (spec: guardrails) */
  hintsOnly: Type.Boolean(),
  /** messages a user may send a day (0: no limit) */
  userDailyMessages: Quota,
  /** tokens (prompt + answer) a user may use a day (0: no limit) */
  userDailyTokens: Quota,
  /** tokens the whole site may use a day (0: no limit) */
  siteDailyTokens: Quota,
  /** AI inside a running contest is off unless the contest's switch is on */
  contestDefault: Type.Literal(false),
});
export type AiSetting = Static<typeof AiSetting>;
/** PUT /api/admin/ai-setting */
export const AiSettingUpdate = Type.Object({
  models: Type.Array(AiModelInput, { maxItems: 50 }),
  defaultModel: Type.Union([Type.String({ maxLength: 40 }), Type.Null()]),
  hintsOnly: Type.Boolean(),
  userDailyMessages: Quota,
  userDailyTokens: Quota,
  siteDailyTokens: Quota,
  contestDefault: Type.Optional(Type.Literal(false)),
});
export type AiSettingUpdate = Static<typeof AiSettingUpdate>;
/** PUT /api/admin/ai-setting/key: write-only; '' removes the key */
export const AiKeyBody = Type.Object({ modelId: Type.String({ maxLength: 40 }), apiKey: Type.String({ maxLength: 4000 }) });
export type AiKeyBody = Static<typeof AiKeyBody>;

/** a contest's AI switch (GET and POST /api/admin/ai-setting/contest) */
export const AiContestSwitch = Type.Object({ cid: Type.Integer(), allowed: Type.Boolean() });
export type AiContestSwitch = Static<typeof AiContestSwitch>;

export const AuditStatus = Type.Union([Type.Literal('ok'), Type.Literal('cut'), Type.Literal('refused'), Type.Literal('failed')]);
export type AuditStatus = Static<typeof AuditStatus>;
/** a row of GET /api/admin/ai-audit (newest first): one chat call */
export const AuditEntry = Type.Object({
  id: Type.Integer(), uid: Type.String(), username: Type.Union([Type.String(), Type.Null()]),
  problemId: Type.Union([Type.String(), Type.Null()]), contestId: Type.Union([Type.Integer(), Type.Null()]), trainingId: Type.Union([Type.Integer(), Type.Null()]),
  model: Type.Union([Type.String(), Type.Null()]), promptTokens: Type.Integer(), completionTokens: Type.Integer(),
  status: AuditStatus, createTime: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

// ---- what the /aichat calls take (JSON or form-encoded; the token may be the body's `token`) ----

/** a chat id as JSON or form text */
export const ChatId = withMessages(Type.Union([Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }), Type.String({ pattern: '^[1-9][0-9]{0,9}$' })]), {
  required: 'AI_CHAT_NOT_FOUND', pattern: 'AI_CHAT_NOT_FOUND', type: 'AI_CHAT_NOT_FOUND', anyOf: 'AI_CHAT_NOT_FOUND',
});
/** a context id (problem display id, contest or training id) as JSON or form text; '' or 0 = none */
export const ContextId = Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1 }), Type.String({ maxLength: 64 }), Type.Null()]));

/** where a chat lives: a problem, maybe inside a contest or a training */
export const ChatContext = Type.Object({ problemId: ContextId, contestId: ContextId, trainingId: ContextId });
export type ChatContext = Static<typeof ChatContext>;
export const ChatIdBody = Type.Object({ cid: ChatId });
export type ChatIdBody = Static<typeof ChatIdBody>;
export const RenameBody = Type.Object({
  cid: ChatId,
  newName: withMessages(Type.String({ minLength: 1, maxLength: AI_CHAT_NAME_MAX, pattern: '\\S' }), {
    required: 'AI_CHAT_NAME_INVALID', minLength: 'AI_CHAT_NAME_INVALID', maxLength: 'AI_CHAT_NAME_INVALID', pattern: 'AI_CHAT_NAME_INVALID',
  }),
});
export type RenameBody = Static<typeof RenameBody>;
/** POST /aichat/chat: answered as a text/plain stream of the assistant's words */
export const ChatBody = Type.Object({
  cid: ChatId,
  msg: withMessages(Type.String({ maxLength: AI_MESSAGE_MAX }), { required: 'AI_CHAT_MESSAGE_EMPTY', maxLength: 'AI_CHAT_MESSAGE_TOO_LONG' }),
  /** a model id; empty: the default model */
  model: Type.Optional(Type.String({ maxLength: 40 })),
  problemId: ContextId, contestId: ContextId, trainingId: ContextId,
  /** the code in the editor and its language, put in the prompt */
  code: Type.Optional(Type.String({ maxLength: AI_CODE_MAX })),
  language: Type.Optional(Type.String({ maxLength: 64 })),
});
export type ChatBody = Static<typeof ChatBody>;

/** a registered provider (GET /api/admin/ai-providers): what a model's `provider` may name */
export const AiProviderInfo = Type.Object({ id: Type.String(), name: Type.String(), needsKey: Type.Boolean() });
export type AiProviderInfo = Static<typeof AiProviderInfo>;
