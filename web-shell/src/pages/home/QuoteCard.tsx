import { api, CLOCK_TICK_MS, formatDateTime, websiteConfigAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_QUOTE_SERVICES, fetchQuote, LOCAL_QUOTES, type Quote } from './quotes.js';

/**
 * The quote card with the server clock (an offset from /aichat/getDate, ticking every second). The
 * clock is a plain request (kernelCalls.site.serverTime's path): the home page is the boot path.
 */
export function QuoteCard() {
  const { t, i18n } = useTranslation();
  const cfg = useAtomValue(websiteConfigAtom);
  const [offset, setOffset] = useState<number | null>(null);
  const [now, setNow] = useState(Date.now());
  const [quote, setQuote] = useState<Quote | null>(null);

  useEffect(() => {
    void api
      .get<number>('/aichat/getDate', undefined, { quiet: true })
      .then((r) => setOffset(Number(r.data) - Date.now()))
      .catch(() => setOffset(0));
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const services = Array.isArray(cfg.quoteServices) ? (cfg.quoteServices as string[]) : DEFAULT_QUOTE_SERVICES;
    const local = LOCAL_QUOTES[i18n.language] ?? LOCAL_QUOTES['zh-CN'];
    setQuote(local[Math.floor(Math.random() * local.length)]);
    let live = true;
    void fetchQuote(services).then((q) => live && q && setQuote(q));
    return () => {
      live = false;
    };
  }, [cfg.quoteServices, i18n.language]);

  return (
    <div className="oj-card oj-quote-card" data-testid="quote-card">
      <div className="oj-card-title">{t('Server_Time')}</div>
      <div className="oj-clock" data-testid="server-clock">{offset === null ? '--' : formatDateTime(now + offset)}</div>
      {quote && (
        <blockquote className="oj-quote">
          <p>{quote.text}</p>
          {quote.from && <footer>— {quote.from}</footer>}
        </blockquote>
      )}
    </div>
  );
}
