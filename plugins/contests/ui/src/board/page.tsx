// What every board page does first: load the contest (and its problems), show a spinner meanwhile
// and the refusal's message in the page's language when the server says no.
import { Spin } from '@douyinfe/semi-ui';
import { ApiError } from '@oj/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardStyles } from './styles.js';

export interface Loaded<T> {
  value: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

export function useContestData<T>(cid: number, load: () => Promise<T>): Loaded<T> {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    if (!Number.isInteger(cid) || cid <= 0) {
      setError('');
      setLoading(false);
      return;
    }
    load().then(
      (v) => { if (live) { setValue(v); setError(null); } },
      (e: unknown) => { if (live) setError(e instanceof ApiError ? e.message : ''); },
    ).finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cid, tick]);
  return { value, error, loading, reload: () => setTick((n) => n + 1) };
}

export function BoardShell({ state, testId, children, card = true }: { state: Loaded<unknown>; testId: string; children: ReactNode; card?: boolean }) {
  const { t } = useTranslation('contests');
  return (
    <div className={card ? 'oj-card' : undefined} data-testid={testId} style={{ minWidth: 0 }}>
      <BoardStyles />
      {state.loading && !state.value ? (
        <div style={{ textAlign: 'center', padding: 32 }}><Spin /></div>
      ) : state.error !== null && !state.value ? (
        <div role="alert" data-testid="board-error" style={{ padding: 24, textAlign: 'center', color: 'var(--semi-color-text-2)' }}>
          {state.error || t('Board_Not_Available')}
        </div>
      ) : (
        children
      )}
    </div>
  );
}
