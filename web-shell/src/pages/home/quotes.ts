// Quote services are third parties (spec 1 §1): their addresses come from the site config
// (`quoteServices`) or these defaults; when none answers, a local quote is shown.
export interface Quote {
  text: string;
  from: string;
}

export const DEFAULT_QUOTE_SERVICES = ['https://v1.hitokoto.cn/?c=d&c=i&c=k', 'https://api.quotable.io/random', 'https://zenquotes.io/api/random'];

export const LOCAL_QUOTES: Record<string, Quote[]> = {
  'zh-CN': [
    { text: '不积跬步，无以至千里；不积小流，无以成江海。', from: '荀子' },
    { text: '路漫漫其修远兮，吾将上下而求索。', from: '屈原' },
  ],
  'en-US': [
    { text: 'Programs must be written for people to read, and only incidentally for machines to execute.', from: 'Harold Abelson' },
    { text: 'Simplicity is prerequisite for reliability.', from: 'Edsger W. Dijkstra' },
  ],
};

/** Reads the common shapes of the three services. */
export function parseQuote(body: unknown): Quote | null {
  const b = (Array.isArray(body) ? body[0] : body) as Record<string, unknown> | null;
  if (!b || typeof b !== 'object') return null;
  const text = (b.hitokoto ?? b.content ?? b.q ?? b.quote) as string | undefined;
  const from = (b.from_who ?? b.from ?? b.author ?? b.a ?? '') as string;
  return text ? { text: String(text), from: String(from || '') } : null;
}

export async function fetchQuote(services: string[], timeoutMs = 5000): Promise<Quote | null> {
  const order = [...services].sort(() => Math.random() - 0.5);
  for (const url of order) {
    const ctl = new AbortController();
    const timer = setTimeout(() => ctl.abort(), timeoutMs);
    try {
      const res = await fetch(url, { signal: ctl.signal });
      const q = parseQuote(await res.json());
      if (q) return q;
    } catch {
      /* try the next service */
    } finally {
      clearTimeout(timer);
    }
  }
  return null;
}
