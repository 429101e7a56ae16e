// The scoreboard's state (spec 3 §2, §4, §9): page, size, search, the star-user and after-contest
// switches, force update, the followed users kept per contest in localStorage and sent as
// concernedList, and the auto refresh every 30 s — off once the contest ended, and switched off
// when a refresh fails. While auto refresh is on, a change the server pushes (a verdict on the
// board) is applied at once: page 1 at the default size takes the push's delta without a read
// (shared/board-delta.ts), any other view — and a delta it cannot apply exactly — reads again;
// the 30 s polling stays for what is never pushed (a sealed change, a group's contest) and for
// when the stream is closed.
import { subscribePush, userInfoAtom, type Page } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { BOARD_PUSH_EVENT, FollowedBoard, type BoardPushed, type BoardView } from '@oj/plugin-contests/browser';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RankQuery, RankRow } from './api.js';
import { BOARD_DEFAULT_PAGE_SIZE, BOARD_REFRESH_MS, CONCERNED_KEY } from './constants.js';

export function readConcerned(cid: number): string[] {
  try {
    const raw = JSON.parse(localStorage.getItem(CONCERNED_KEY(cid)) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}

function writeConcerned(cid: number, list: string[]): void {
  try {
    localStorage.setItem(CONCERNED_KEY(cid), JSON.stringify(list));
  } catch {
    /* storage full or off: the follow lasts for this page only */
  }
}

export interface BoardOptions {
  cid: number;
  load: (q: RankQuery) => Promise<{ data: Page<RankRow> }>;
  /** the contest has ended: no auto refresh */
  ended: boolean;
  /** wait until the contest is known */
  ready: boolean;
  /** include after-contest submissions from the start (the contest's settings popover) */
  containsEnd?: boolean;
}

export function useBoard({ cid, load, ended, ready, containsEnd: startWithEnd = false }: BoardOptions) {
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState(BOARD_DEFAULT_PAGE_SIZE);
  const [keyword, setKeyword] = useState('');
  const [removeStar, setRemoveStar] = useState(false);
  const [containsEnd, setContainsEnd] = useState(startWithEnd);
  useEffect(() => setContainsEnd(startWithEnd), [startWithEnd]);
  const [forceRefresh, setForceRefresh] = useState(false);
  const [autoRefresh, setAutoRefresh] = useState(false);
  const [concerned, setConcerned] = useState<string[]>(() => readConcerned(cid));
  const [page, setPage] = useState<Page<RankRow> | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const seq = useRef(0);
  const me = useAtomValue(userInfoAtom)?.uid ?? null;
  // the page as it follows the pushes (what is shown is `page`, set from it)
  const live = useRef(new FollowedBoard<RankRow>()).current;

  const query: RankQuery = { cid, currentPage, limit, forceRefresh, removeStar, concernedList: concerned, keyword, containsEnd };
  const key = JSON.stringify(query);

  /** what the page shows, as a push's delta is applied to it */
  const view = useCallback((): BoardView => {
    const q = JSON.parse(key) as RankQuery;
    return { currentPage: q.currentPage, limit: q.limit, keyword: q.keyword, removeStar: q.removeStar, concerned: q.concernedList, me };
  }, [key, me]);

  const refresh = useCallback(async (quiet = false): Promise<void> => {
    const mine = ++seq.current;
    if (!quiet) setLoading(true);
    live.readStarts();
    let again = false;
    try {
      const res = await load(JSON.parse(key) as RankQuery);
      if (mine === seq.current) {
        // the pushes heard while it was on its way, applied to the answer
        again = !live.readAnswered(res.data, view());
        setPage(live.page);
        setFailed(false);
      }
    } catch {
      // spec 3 §4: on a failed refresh the loading stops and auto refresh is switched off
      if (mine === seq.current) {
        live.readFailed();
        setFailed(true);
        setAutoRefresh(false);
      }
    } finally {
      if (mine === seq.current) setLoading(false);
    }
    if (again) return refresh(true);
  }, [key, load, live, view]);

  /** a push for this contest: its delta applied to the page shown, or the page read again */
  const pushed = useCallback((d: BoardPushed) => {
    const done = live.pushed(d, view());
    if (done === 'applied') setPage(live.page);
    else if (done === 'read') void refresh(true);
  }, [live, view, refresh]);

  useEffect(() => {
    if (ready) void refresh();
  }, [ready, refresh]);

  useEffect(() => {
    if (ended) setAutoRefresh(false);
  }, [ended]);

  useEffect(() => {
    if (!autoRefresh || ended || !ready) return;
    const timer = setInterval(() => void refresh(true), BOARD_REFRESH_MS);
    const offPush = subscribePush(BOARD_PUSH_EVENT, (d) => {
      if ((d as BoardPushed | null)?.cid === cid) pushed(d as BoardPushed);
    });
    return () => {
      clearInterval(timer);
      offPush();
    };
  }, [autoRefresh, ended, ready, refresh, pushed, cid]);

  useEffect(() => setConcerned(readConcerned(cid)), [cid]);

  const toggleConcerned = useCallback((uid: string) => {
    setConcerned((list) => {
      const next = list.includes(uid) ? list.filter((u) => u !== uid) : [...list, uid];
      writeConcerned(cid, next);
      return next;
    });
  }, [cid]);

  return {
    query, page, loading, failed, refresh, concerned, toggleConcerned,
    autoRefresh, setAutoRefresh: (on: boolean) => setAutoRefresh(on && !ended),
    setPaging: (p: number, size: number) => { setCurrentPage(size === limit ? p : 1); setLimit(size); },
    search: (k: string) => { setKeyword(k.trim()); setCurrentPage(1); },
    setRemoveStar: (on: boolean) => { setRemoveStar(on); setCurrentPage(1); },
    setContainsEnd: (on: boolean) => { setContainsEnd(on); setCurrentPage(1); },
    setForceRefresh,
  };
}

export type Board = ReturnType<typeof useBoard>;
