// The ICPC event feed (2023-06, NDJSON): every line an event of the schema with a token, in a
// stable order; resuming from a token gives exactly the events after it; a streaming client gets
// what exists, then new judgements as they come, a newline as keep-alive while nothing happens,
// a deletion as data: null, and the end when its token is revoked.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { TestSite } from '@oj/kernel/testing';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { ICPC_EVENT_DATA, IcpcEvent } from '../shared/icpc.ts';
import { compareKeys, parseFeedToken } from '../server/icpc/feed.ts';
import { FEED_KEEPALIVE_MS, ICPC_PLUGINS, addSubmission, icpc, icpcWorld, issueToken, ndjson, schemaErrors } from './icpc-helpers.ts';

const zh = JSON.parse(readFileSync(new URL('../locales/zh-CN.json', import.meta.url), 'utf8')) as Record<string, string>;
const en = JSON.parse(readFileSync(new URL('../locales/en-US.json', import.meta.url), 'utf8')) as Record<string, string>;

const site = await TestSite.start({ plugins: ICPC_PLUGINS });
t.teardown(() => site.close());
const address = await site.app.listen({ port: 0, host: '127.0.0.1' });
const w = await icpcWorld(site, 'f');
const pub = await issueToken(site, w.author.token, w.cid, 'public');
const adm = await issueToken(site, w.author.token, w.cid, 'admin');
const feedPath = `/contests/${w.cid}/event-feed`;

const whole = async (token: string, since?: string) => {
  const r = await icpc(site, token, feedPath, { query: { stream: 'false', ...(since ? { since_token: since } : {}) } });
  t.equal(r.http, 200);
  t.match(r.type, /^application\/x-ndjson/);
  return r.raw;
};

t.test('each line is an event of the schema; tokens rise; resuming from a token gives exactly the events after it', async (t) => {
  for (const token of [pub.token, adm.token]) {
    const text = await whole(token);
    const events = ndjson(text);
    t.ok(events.length > 20, `${events.length} events`);
    for (const e of events) {
      t.same(schemaErrors(IcpcEvent, e), [], `${e.type}/${e.id}`);
      t.same(schemaErrors(ICPC_EVENT_DATA[e.type as keyof typeof ICPC_EVENT_DATA], e.data), [], `${e.type}/${e.id}: data`);
    }
    t.ok(events.every((e) => typeof e.token === 'string' && parseFeedToken(e.token)), 'every event has a token of the feed');
    const keys = events.map((e) => parseFeedToken(e.token!)!);
    t.ok(keys.every((k, i) => i === 0 || compareKeys(keys[i - 1]!, k) < 0), 'tokens strictly in order');
    t.same(events.filter((e) => e.type === 'contest' || e.type === 'state').map((e) => e.id), [null, null], 'contest and state carry no id');
    t.equal(await whole(token), text, 'the same feed twice');
    const lines = text.trimEnd().split('\n');
    for (const at of [0, Math.floor(lines.length / 3), Math.floor(lines.length / 2), lines.length - 2]) {
      const token_ = (JSON.parse(lines[at]!) as { token: string }).token;
      t.equal(await whole(token, token_), lines.slice(at + 1).map((l) => `${l}\n`).join(''), `resumed after event ${at + 1} of ${lines.length}: exactly the rest`);
    }
    t.equal(await whole(token, (JSON.parse(lines.at(-1)!) as { token: string }).token), '', 'after the last: nothing');
  }
});

t.test('a since_token that is not one of the feed is refused, in both languages', async (t) => {
  for (const [lang, m] of [['en-US', en], ['zh-CN', zh]] as const) {
    for (const bad of ['nonsense', '12.99.x', `${'9'.repeat(17)}.1.a`]) {
      const r = await icpc(site, pub.token, feedPath, { lang, query: { stream: 'false', since_token: bad } });
      t.same([r.http, r.msg], [400, m.CONTESTS_ICPC_BAD_SINCE_TOKEN], `${lang}: ${bad}`);
    }
    const r = await icpc(site, pub.token, feedPath, { lang, query: { stream: 'maybe' } });
    t.same([r.http, r.msg], [400, m.CONTESTS_ICPC_BAD_STREAM], `${lang}: stream=maybe`);
  }
});

/** a streaming read of the feed: lines as they come, keep-alives counted */
async function openFeed(token: string, since?: string) {
  const controller = new AbortController();
  const url = `${address}/api/icpc${feedPath}${since ? `?since_token=${encodeURIComponent(since)}` : ''}`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let keepAlives = 0;
  let ended = false;
  const events: Array<{ type: string; id: string | null; data: Record<string, unknown> | null; token?: string }> = [];
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) { ended = true; return; }
      buffer += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (line.trim()) events.push(JSON.parse(line));
        else keepAlives += 1;
      }
    }
  })();
  /** waits (polling the received lines, no fixed sleep) until `ok` holds */
  const until = async (what: string, ok: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!ok()) {
      if (Date.now() > deadline) throw new Error(`feed: no ${what} within 10 s (${events.length} events, ${keepAlives} keep-alives)`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    res, events, until, get keepAlives() { return keepAlives; }, get ended() { return ended; },
    close: async () => { controller.abort(); await pump; },
  };
}

t.test('a stream sends what exists, keep-alives while nothing happens, new judgements as they come, and ends when its token is revoked', async (t) => {
  const existing = ndjson(await whole(adm.token));
  const feed = await openFeed(adm.token);
  t.teardown(feed.close);
  t.equal(feed.res.status, 200);
  t.match(feed.res.headers.get('content-type') ?? '', /^application\/x-ndjson/);
  await feed.until('existing events', () => feed.events.length >= existing.length);
  t.same(feed.events.slice(0, existing.length), existing, 'first what exists, as the whole feed has it');
  const before = feed.keepAlives;
  await feed.until('keep-alive', () => feed.keepAlives >= before + 2);
  t.pass(`a newline at least every ${FEED_KEEPALIVE_MS} ms while nothing happens`);

  // a submission now, judged at once (the feed orders changes by when they happen: a test must not backdate them)
  const submitId = await addSubmission(site, w.cid, {
    who: w.carol, pid: w.pidA, cpid: w.cpA, displayId: 'A', at: new Date(), judgedAfterMs: 1, status: JudgeStatus.ACCEPTED, cases: [0, 0, 0],
  });
  const sid = String(submitId);
  await feed.until('the new judgement', () => feed.events.some((e) => e.type === 'judgements' && e.id === sid));
  const fresh = feed.events.slice(existing.length);
  t.ok(fresh.some((e) => e.type === 'submissions' && e.id === sid), 'its submission');
  t.same(fresh.find((e) => e.type === 'judgements' && e.id === sid)?.data?.judgement_type_id, 'AC', 'its judgement');
  await feed.until('its runs', () => feed.events.filter((e) => e.type === 'runs' && e.data?.judgement_id === sid).length === 3);
  // carol now solved two: she leads
  await feed.until('the award it changes', () => feed.events.some((e, i) => i >= existing.length && e.type === 'awards' && e.id === 'winner' && (e.data?.team_ids as string[])[0] === w.carol.uid));
  for (const e of fresh) if (e.data) t.same(schemaErrors(ICPC_EVENT_DATA[e.type as keyof typeof ICPC_EVENT_DATA], e.data), [], `${e.type}/${e.id}: as the schema says`);

  // a client that read up to the last event before the submission resumes with exactly what changed
  const lastOld = existing.at(-1)!.token!;
  const resumed = ndjson(await whole(adm.token, lastOld));
  t.ok(resumed.some((e) => e.type === 'judgements' && e.id === sid), 'resumed: the new judgement is there');
  t.ok(resumed.every((e) => compareKeys(parseFeedToken(e.token!)!, parseFeedToken(lastOld)!) > 0), 'resumed: only events after the token');

  // a stream resumed from a token starts after it
  const again = await openFeed(adm.token, lastOld);
  t.teardown(again.close);
  await again.until('the resumed events', () => again.events.length >= resumed.length);
  t.same(again.events.slice(0, resumed.length), resumed, 'a resumed stream starts with exactly the events after its token');

  // an announcement, then its deletion: an open stream hears of both
  const made = await site.api<{ id: number }>('POST', '/api/admin/contest/announcement', { token: w.author.token, body: { cid: w.cid, announcement: { title: 'Note', content: 'A: 64-bit' } } });
  const aid = String(made.data.id);
  await feed.until('the clarification', () => feed.events.some((e) => e.type === 'clarifications' && e.id === aid && e.data !== null));
  await site.api('DELETE', '/api/admin/contest/announcement', { token: w.author.token, query: { aid: made.data.id } });
  await feed.until('its deletion', () => feed.events.some((e) => e.type === 'clarifications' && e.id === aid && e.data === null));
  t.pass('a deleted announcement is sent as data: null');

  const list = await site.api<Array<{ id: number; role: string }>>('GET', '/api/admin/contest/icpc-token', { token: w.author.token, query: { cid: w.cid } });
  const id = list.data.find((x) => x.role === 'admin')!.id;
  await site.api('DELETE', '/api/admin/contest/icpc-token', { token: w.author.token, query: { id } });
  await feed.until('the end of the stream', () => feed.ended);
  t.pass('a revoked token ends its stream');
});
