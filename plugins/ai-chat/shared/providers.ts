// The AI model providers' extension point (`aiProviderPoint`): a provider turns the chat's
// messages into a stream of text pieces from some API. The two built-in ones (openai-compatible,
// ollama) register through it like any third party's (docs/plugin-guide.md "Writing an AI model
// provider"). Not browser-safe: the pages never import this file.
import { defineExtensionPoint } from '@oj/sdk';
import type { ChatMessage } from './browser.ts';
import type * as Kit from '@oj/sdk/extensions';

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

export const aiProviderPoint = defineExtensionPoint<AiProvider>('ai-chat.provider');

/**
 * Why a provider failed; the user sees a generic message of that kind (the detail goes to the log):
 * 'busy' (rate-limited, 429), 'unavailable' (5xx, no connection), 'refused' (401/403/404: the
 * admin's settings are wrong), 'bad-answer' (the stream could not be read).
 */
export type AiProviderFailure = 'busy' | 'unavailable' | 'refused' | 'bad-answer';
export class AiProviderError extends Error {
  constructor(readonly reason: AiProviderFailure, detail: string) {
    super(detail);
    this.name = 'AiProviderError';
  }
}

/** the failure an HTTP status means */
export function failureOfStatus(status: number): AiProviderFailure {
  if (status === 429) return 'busy';
  if (status === 401 || status === 403 || status === 404 || status === 400) return 'refused';
  return 'unavailable';
}

// Outside providers compile against the kit's copy of these types (`@oj/sdk/extensions`, shipped
// by `oj plugin kit`); it must stay exactly this contract, or their packages would build against a
// point that no longer is: a change here fails the type check until the copy says the same.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
type Hold<T extends readonly true[]> = T;
type KitCopyIsThisContract = Hold<[
  Same<AiProvider, Kit.AiProvider>, Same<AiStreamRequest, Kit.AiStreamRequest>, Same<AiStreamPiece, Kit.AiStreamPiece>,
  Same<AiFetch, Kit.AiFetch>, Same<AiFetchResponse, Kit.AiFetchResponse>, Same<ChatMessage, Kit.ChatMessage>,
  Same<AiProviderFailure, Kit.AiProviderFailure>,
]>;
