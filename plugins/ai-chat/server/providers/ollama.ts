// Ollama's native chat API: POST {baseUrl}/api/chat streams NDJSON (one JSON object a line, not
// SSE); the last line has done: true with prompt_eval_count and eval_count. Unlike its
// OpenAI-compatible endpoint it takes options.num_ctx, without which long prompts are silently
// cut to the server's default context (2048 or 4096 tokens).
import { AiProviderError, failureOfStatus, type AiProvider, type AiStreamPiece } from '../../shared/providers.ts';
import { lines } from './lines.ts';

interface Line {
  message?: { content?: string };
  done?: boolean;
  prompt_eval_count?: number;
  eval_count?: number;
  error?: string;
}

export const ollama: AiProvider = {
  id: 'ollama',
  name: 'Ollama',
  needsKey: false,
  async *stream(req): AsyncGenerator<AiStreamPiece> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/x-ndjson' };
    // a key is optional: an Ollama behind a proxy that asks for one
    if (req.apiKey) headers.authorization = `Bearer ${req.apiKey}`;
    const res = await req.fetch(`${req.baseUrl}/api/chat`, {
      method: 'POST', headers, signal: req.signal,
      body: JSON.stringify({ model: req.model, messages: req.messages, stream: true, ...(req.contextSize ? { options: { num_ctx: req.contextSize } } : {}) }),
    });
    if (res.status !== 200) {
      const detail = await res.text().catch(() => '');
      throw new AiProviderError(failureOfStatus(res.status), `HTTP ${res.status}: ${detail.slice(0, 500)}`);
    }
    for await (const raw of lines(res.body)) {
      if (!raw.trim()) continue;
      let line: Line;
      try { line = JSON.parse(raw) as Line; } catch { throw new AiProviderError('bad-answer', `not JSON: ${raw.slice(0, 200)}`); }
      if (line.error) throw new AiProviderError('unavailable', `error in the stream: ${line.error}`.slice(0, 500));
      const text = line.message?.content;
      if (typeof text === 'string' && text !== '') yield { text };
      if (line.done) {
        yield { usage: { promptTokens: line.prompt_eval_count ?? 0, completionTokens: line.eval_count ?? 0 } };
        return;
      }
    }
    // the body ended cleanly but without its done line: the answer was cut
    throw new AiProviderError('bad-answer', 'the stream ended without its done line');
  },
};
