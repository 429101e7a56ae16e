// A list page of an admin helper, re-read every few seconds (spec 3 §9: AC info 10 s, print 10 s).
import { pageParam, type Page } from '@oj/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

export function usePolledPage<T>(load: (currentPage: number, limit: number) => Promise<{ data: Page<T> }>, limit: number, everyMs: number) {
  const [currentPage, setCurrentPage] = useState(1);
  const [page, setPage] = useState<Page<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const seq = useRef(0);
  const refresh = useCallback(async (quiet = false) => {
    const mine = ++seq.current;
    if (!quiet) setLoading(true);
    try {
      const res = await load(currentPage, limit);
      if (mine === seq.current) { setPage(res.data); setFailed(false); }
    } catch {
      if (mine === seq.current) setFailed(true);
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, [load, currentPage, limit]);
  useEffect(() => { void refresh(); }, [refresh]);
  useEffect(() => {
    // a refusal (not an admin, no such contest) is not asked again every few seconds
    if (failed) return;
    const timer = setInterval(() => void refresh(true), everyMs);
    return () => clearInterval(timer);
  }, [refresh, everyMs, failed]);
  return { page, loading, failed, refresh, currentPage, setCurrentPage: (p: number) => setCurrentPage(pageParam(String(p), 1)) };
}
