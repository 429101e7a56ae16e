// The push stream of ARCHITECTURE §7 on the client: one EventSource to /api/events per tab, opened
// while something listens and a user is signed in, reopened when the token changes. Plugins
// subscribe to named events; `followLive` adds the spec's polling fallback (every 2 s, at most 300
// polls) for the time the stream is not open. What is pushed (events, payloads) is the plugins'.
import { ojStore, tokenAtom } from './session/atoms.js';
import { POLL_MAX, POLL_MS } from './judge/status.js';

type Handler = (data: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
const stateListeners = new Set<(open: boolean) => void>();
let source: EventSource | null = null;
let sourceToken: string | null = null;
let open = false;

function setOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const l of stateListeners) l(value);
}

function listenerCount(): number {
  let n = stateListeners.size;
  for (const set of handlers.values()) n += set.size;
  return n;
}

function attach(es: EventSource, event: string): void {
  es.addEventListener(event, (e) => {
    let data: unknown;
    try {
      data = JSON.parse((e as MessageEvent<string>).data);
    } catch {
      return;
    }
    for (const h of handlers.get(event) ?? []) h(data);
  });
}

function connect(): void {
  const token = ojStore.get(tokenAtom);
  if (typeof EventSource === 'undefined' || !token || listenerCount() === 0) return disconnect();
  if (source && sourceToken === token) return;
  disconnect();
  sourceToken = token;
  const es = new EventSource(`/api/events?token=${encodeURIComponent(token)}`);
  source = es;
  es.onopen = () => setOpen(true);
  // the browser retries by itself; until it is back, followers poll
  es.onerror = () => setOpen(es.readyState === EventSource.OPEN);
  for (const event of handlers.keys()) attach(es, event);
}

function disconnect(): void {
  source?.close();
  source = null;
  sourceToken = null;
  setOpen(false);
}

ojStore.sub(tokenAtom, connect);

/** Listens to a push event; returns the unsubscribe function. */
export function subscribePush(event: string, handler: Handler): () => void {
  let set = handlers.get(event);
  if (!set) {
    handlers.set(event, (set = new Set()));
    if (source) attach(source, event);
  }
  set.add(handler);
  connect();
  return () => {
    set!.delete(handler);
    if (listenerCount() === 0) disconnect();
  };
}

/** Whether the stream is open now, and a way to hear when that changes. */
export function pushOpen(): boolean {
  return open;
}
export function onPushState(listener: (open: boolean) => void): () => void {
  stateListeners.add(listener);
  connect();
  return () => {
    stateListeners.delete(listener);
    if (listenerCount() === 0) disconnect();
  };
}

/** What `followLive` follows: items of one kind, each known by an id, until each is final. */
export interface LiveFollow<T, Id = number> {
  /** the push event that carries the items' changes */
  event: string;
  ids: readonly Id[];
  idOf: (update: T) => Id;
  /** no more changes come for this item */
  isFinal: (update: T) => boolean;
  /** the current state of these items (the polling fallback and the catch-up read) */
  poll: (ids: Id[]) => Promise<T[]>;
  /** every change of a followed item */
  onUpdate: (update: T) => void;
  /** false for items of other users, whose changes the stream never carries: polled whether it is open or not */
  pushed?: boolean;
}

/**
 * Follows items until each is final: updates come from the push stream; while the stream is
 * closed, `poll(ids)` is called every POLL_MS (at most POLL_MAX times, and never again after it
 * throws). When the stream (re)opens, and when following starts while it is open, one catch-up
 * poll reads what it may have missed. Returns the stop function.
 */
export function followLive<T, Id = number>({ event, ids, idOf, isFinal, poll, onUpdate, pushed = true }: LiveFollow<T, Id>): () => void {
  const streamCovers = () => pushed && open;
  const pending = new Set(ids);
  let polls = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const apply = (u: T) => {
    const id = idOf(u);
    if (!pending.has(id)) return;
    onUpdate(u);
    if (isFinal(u)) pending.delete(id);
    if (pending.size === 0) stop();
  };
  const schedule = () => {
    if (stopped || timer || streamCovers() || polls >= POLL_MAX || pending.size === 0) return;
    timer = setTimeout(async () => {
      timer = null;
      if (stopped || streamCovers()) return;
      polls++;
      try {
        for (const u of await poll([...pending])) apply(u);
      } catch {
        return; // spec 2 §7: polling stops on an error
      }
      schedule();
    }, POLL_MS);
  };
  // the event's payload is T by the contract of whoever pushes `event`
  const offEvent = subscribePush(event, (d) => apply(d as T));
  const offState = onPushState((isOpen) => {
    if (isOpen && pushed) {
      // the stream may have missed changes while it was closed: one catch-up read
      void poll([...pending]).then((us) => us.forEach(apply), () => undefined);
    } else schedule();
  });
  function stop() {
    stopped = true;
    if (timer) clearTimeout(timer);
    offEvent();
    offState();
  }
  // an item may have changed before the listener above was there (a fast verdict pushed while the
  // submit call was still answering): with the stream already open, one catch-up read now
  if (streamCovers()) void poll([...pending]).then((us) => { if (!stopped) us.forEach(apply); }, () => undefined);
  schedule();
  return stop;
}
