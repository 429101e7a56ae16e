// The AI model providers' extension point (`aiProviderPoint`): a provider turns the chat's
// messages into a stream of text pieces from some API. The two built-in ones (openai-compatible,
// ollama) register through it like any third party's (docs/plugin-guide.md "Writing an AI model
// provider"). Not browser-safe: the pages never import this file.
import { defineExtensionPoint } from '@oj/sdk';
import type { ChatMessage } from './browser.ts';
import type * as Kit from '@oj/sdk/extensions';

// The contract itself (AiProvider, AiStreamRequest, AiStreamPiece, AiFetch, AiFetchResponse) is the
// kit's (`@oj/sdk/extensions`, shipped by `oj plugin kit`): outside providers compile against the
// same types this plugin calls, so the two cannot drift.
export type { AiFetch, AiFetchResponse, AiProvider, AiStreamPiece, AiStreamRequest } from '@oj/sdk/extensions';
type AiProvider = Kit.AiProvider;

export const aiProviderPoint = defineExtensionPoint<AiProvider>('ai-chat.provider');

/**
 * Why a provider failed; the user sees a generic message of that kind (the detail goes to the log):
 * 'busy' (rate-limited, 429), 'unavailable' (5xx, no connection), 'refused' (401/403/404: the
 * admin's settings are wrong), 'bad-answer' (the stream could not be read).
 */
export type AiProviderFailure = Kit.AiProviderFailure;
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

// the chat's message as the pages know it (browser.ts) is the kit's
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
type Hold<T extends readonly true[]> = T;
type ChatMessageIsTheKits = Hold<[Same<ChatMessage, Kit.ChatMessage>]>;
