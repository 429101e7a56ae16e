// The OpenAI-compatible chat API (OpenAI, DeepSeek, Qwen/Bailian, Moonshot, vLLM, LM Studio, …):
// POST {baseUrl}/chat/completions with stream: true. The answer is server-sent events of
// `chat.completion.chunk`s ending with `data: [DONE]`; the token usage comes in one more chunk
// with empty choices, only when stream_options.include_usage is asked (and is lost on a cut).
// DeepSeek's reasoner streams its reasoning as `reasoning_content`: not shown, not kept.
import { AiProviderError, failureOfStatus, type AiProvider, type AiStreamPiece } from '../../shared/providers.ts';
import { sseData } from './lines.ts';

interface Chunk {
  choices?: Array<{ delta?: { content?: string | null } }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: { message?: string };
}

export const openAiCompatible: AiProvider = {
  id: 'openai-compatible',
  name: 'OpenAI-compatible',
  needsKey: true,
  async *stream(req): AsyncGenerator<AiStreamPiece> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
    if (req.apiKey) headers.authorization = `Bearer ${req.apiKey}`;
    const res = await req.fetch(`${req.baseUrl}/chat/completions`, {
      method: 'POST', headers, signal: req.signal,
      body: JSON.stringify({ model: req.model, messages: req.messages, stream: true, stream_options: { include_usage: true } }),
    });
    if (res.status !== 200) {
      const detail = await res.text().catch(() => '');
      throw new AiProviderError(failureOfStatus(res.status), `HTTP ${res.status}: ${detail.slice(0, 500)}`);
    }
    for await (const data of sseData(res.body)) {
      if (data === '[DONE]') return;
      let chunk: Chunk;
      try { chunk = JSON.parse(data) as Chunk; } catch { throw new AiProviderError('bad-answer', `not JSON: ${data.slice(0, 200)}`); }
      // some servers report a failure inside the stream
      if (chunk.error) throw new AiProviderError('unavailable', `error in the stream: ${chunk.error.message ?? ''}`.slice(0, 500));
      const text = chunk.choices?.[0]?.delta?.content;
      if (typeof text === 'string' && text !== '') yield { text };
      if (chunk.usage) yield { usage: { promptTokens: chunk.usage.prompt_tokens ?? 0, completionTokens: chunk.usage.completion_tokens ?? 0 } };
    }
  },
};
