// The provider: what a model of provider 'echo' answers. It repeats the user's last message a
// word at a time, so a site can try the chat without any AI service. A real provider makes its
// request with `req.fetch` (the site's guarded client) and yields the words as they arrive; see
// server/providers/*.ts of the ai-chat plugin.
import type { AiProvider, AiStreamPiece } from '@oj/sdk/extensions';

const WORD_GAP_MS = 30;
const sleep = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
});
/** about four characters a token: the echo has no tokenizer */
const tokens = (text: string) => Math.ceil(text.length / 4);

export const echoProvider: AiProvider = {
  id: 'echo',
  name: 'Echo (example)',
  needsKey: false,
  async *stream(req): AsyncGenerator<AiStreamPiece> {
    const question = req.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
    const words = `${req.model} heard: ${question}`.split(/(?<=\s)/);
    for (const word of words) {
      // the user went away: stop, as a real provider closes its connection
      if (req.signal.aborted) return;
      yield { text: word };
      await sleep(WORD_GAP_MS, req.signal);
    }
    // the token counts, as an API reports them at the end of its stream
    yield { usage: { promptTokens: req.messages.reduce((n, m) => n + tokens(m.content), 0), completionTokens: tokens(words.join('')) } };
  },
};
