// The AI chat's provider extension point, as an outside author compiles against it: the types of
// `aiProviderPoint` (id 'ai-chat.provider') of plugins/ai-chat/shared/providers.ts, shipped with the
// kit so a package of its own needs nothing of the ai-chat plugin. Types only: a provider contributes
// with `ctx.extend(defineExtensionPoint<AiProvider>('ai-chat.provider'), provider)`. The plugin's
// shared/providers.ts checks at compile time that these stay the same as its own.

/** one message of the prompt */
export interface ChatMessage {
  role: 'user' | 'assistant' | 'system';
  content: string;
}

/** an answer of the guarded outbound client, its body read as it arrives */
export interface AiFetchResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** the body's bytes as they come; breaking out of the loop closes the connection */
  body: AsyncIterable<Uint8Array>;
  /** the whole body as text (for an error answer) */
  text(): Promise<string>;
}
/** the guarded outbound client (ctx.outbound), streaming: internal addresses refused, the address pinned */
export type AiFetch = (url: string, init: { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal }) => Promise<AiFetchResponse>;

export interface AiStreamRequest {
  /** the model's API base as the super admin set it (no trailing slash) */
  baseUrl: string;
  /** the provider's model name */
  model: string;
  /** the model's key, when one is set */
  apiKey?: string;
  /** the system prompt first, then the history, then the user's message */
  messages: ChatMessage[];
  /** the model's context window in tokens, when the admin set it */
  contextSize?: number;
  /** aborted when the user goes away: stop reading and close the connection */
  signal: AbortSignal;
  /** every connection goes through this (never fetch or http.request directly) */
  fetch: AiFetch;
}

/** a piece of the answer: text as it arrives, and the token counts when the API reports them */
export interface AiStreamPiece {
  text?: string;
  usage?: { promptTokens: number; completionTokens: number };
}

export interface AiProvider {
  /** what models name in `provider` ('openai-compatible', 'ollama', 'my-echo') */
  id: string;
  /** shown in the admin's provider list */
  name: string;
  /** false: a model of this provider is usable without an API key (a local Ollama) */
  needsKey: boolean;
  stream(req: AiStreamRequest): AsyncIterable<AiStreamPiece>;
}

/**
 * Why a provider failed, as the `reason` of the error it throws; the user sees a generic message of
 * that kind (the detail goes to the log): 'busy' (rate-limited, 429), 'unavailable' (5xx, no
 * connection), 'refused' (401/403/404: the admin's settings are wrong), 'bad-answer' (the stream
 * could not be read).
 */
export type AiProviderFailure = 'busy' | 'unavailable' | 'refused' | 'bad-answer';
