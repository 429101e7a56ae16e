// /scrollBoard?cid=&removeStar=&medals[]=×3 (spec 3 §2; focus layout, opened in a new window from
// the ScrollBoard tab): the ended ACM contest's board as it stood at the seal, then each sealed
// problem revealed in turn from the bottom rank upward (resolver.ts), medals on the final rows.
import { Button, Spin, Tag } from '@douyinfe/semi-ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { loadScrollBoard, type ScrollBoardData } from './scrollApi.js';
import { minutes } from './cells.js';
import { Resolver, type ResolverCell, type ResolverState } from './resolver.js';
import { BoardStyles } from './styles.js';

/** the pause between two reveals while playing on its own */
const AUTO_STEP_MS = 1200;
const MEDAL_COLORS = ['#e6bf25', '#b4c0c7', '#cd7f32'];

function ScrollCell({ cell }: { cell: ResolverCell | undefined }) {
  const { t } = useTranslation('contests');
  if (!cell || (!cell.solved && !cell.wrong && !cell.pending)) return <span className="oj-board-cell" data-state="none" />;
  if (cell.pending) {
    return (
      <span className="oj-board-cell" data-state="pending" style={{ background: '#ffe58f', color: '#5c4400' }}>
        <span>?</span>
        <span className="oj-board-cell-sub">{t('Board_Scroll_Pending', { count: cell.pending })}</span>
      </span>
    );
  }
  if (cell.solved) {
    const style = cell.firstBlood ? { background: '#1a9c2b', color: '#fff' } : { background: '#a6e9b0', color: '#1d3b22' };
    return (
      <span className="oj-board-cell" data-state={cell.firstBlood ? 'firstAc' : 'ac'} style={style}>
        <span>{minutes(cell.acTime)}</span>
        {cell.wrong > 0 && <span className="oj-board-cell-sub">(-{cell.wrong})</span>}
      </span>
    );
  }
  return (
    <span className="oj-board-cell" data-state="wrong" style={{ background: '#ffb3b3', color: '#5c1111' }}>
      <span>-{cell.wrong}</span>
    </span>
  );
}

function medalsFrom(params: URLSearchParams): number[] {
  const raw = params.getAll('medals[]');
  return [0, 1, 2].map((i) => Math.max(0, Math.floor(Number(raw[i]) || 0)));
}

export default function ScrollBoardPage() {
  const { t } = useTranslation('contests');
  const [params] = useSearchParams();
  const cid = Number(params.get('cid'));
  const removeStar = params.get('removeStar') === 'true';
  const medals = useMemo(() => medalsFrom(params), [params]);
  const [data, setData] = useState<ScrollBoardData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resolver = useRef<Resolver | null>(null);
  const [state, setState] = useState<ResolverState | null>(null);
  const [playing, setPlaying] = useState(false);

  const start = useCallback((d: ScrollBoardData) => {
    resolver.current = new Resolver(d.problems.map((p) => p.displayId), d.users, d.submissions, d.sealAt, medals);
    setState(resolver.current.state());
    setPlaying(false);
  }, [medals]);

  useEffect(() => {
    if (!Number.isInteger(cid) || cid <= 0) {
      setError(t('Board_Scroll_Missing'));
      return;
    }
    loadScrollBoard(cid, removeStar).then((d) => { setData(d); start(d); }, (e: Error) => setError(e.message || t('Board_Not_Available')));
  }, [cid, removeStar, start, t]);

  const next = useCallback(() => {
    const r = resolver.current;
    if (!r || !r.step()) {
      setPlaying(false);
      return;
    }
    setState(r.state());
  }, []);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(next, AUTO_STEP_MS);
    return () => clearInterval(timer);
  }, [playing, next]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === 'ArrowRight') next();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next]);

  const cursorRef = useRef<HTMLTableRowElement | null>(null);
  useEffect(() => {
    cursorRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [state?.cursor]);

  if (error) return <div className="oj-card" role="alert" style={{ margin: 16 }} data-testid="scroll-board-error">{error}</div>;
  if (!data || !state) return <div style={{ textAlign: 'center', padding: 48 }}><Spin size="large" /></div>;

  return (
    <div style={{ padding: 12, minWidth: 0 }} data-testid="scroll-board" data-done={state.done}>
      <BoardStyles />
      <div className="oj-admin-list-head">
        <h2 style={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere' }} data-user-content>{data.title}</h2>
        <span style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <span style={{ fontSize: 12, color: 'var(--semi-color-text-2)' }}>{state.done ? t('Board_Scroll_Done') : t('Board_Scroll_Keys')}</span>
          <Button theme="solid" disabled={state.done} onClick={next} data-testid="scroll-next">{t('Board_Scroll_Next')}</Button>
          <Button disabled={state.done} onClick={() => setPlaying((p) => !p)} data-testid="scroll-auto">{t(playing ? 'Board_Scroll_Pause' : 'Board_Scroll_Auto')}</Button>
          <Button onClick={() => start(data)} data-testid="scroll-restart">{t('Board_Scroll_Restart')}</Button>
        </span>
      </div>
      <div className="oj-board-scroll">
        <table className="oj-scroll-table" style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
          <thead>
            <tr>
              <th>{t('Board_Rank')}</th>
              <th style={{ textAlign: 'left' }}>{t('Board_User')}</th>
              <th>{t('Board_Solved')}</th>
              <th>{t('Board_Penalty')}</th>
              {data.problems.map((p) => (
                <th key={p.displayId}>
                  <span className="oj-board-head">{p.color && <span className="oj-board-balloon" style={{ background: p.color }} />}{p.displayId}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state.rows.map((row) => {
              const isCursor = row.user.uid === state.cursor;
              const medal = row.medal;
              return (
                <tr
                  key={row.user.uid}
                  ref={isCursor ? cursorRef : undefined}
                  data-testid="scroll-row"
                  data-uid={row.user.uid}
                  data-medal={medal ?? ''}
                  style={{
                    background: medal !== null ? MEDAL_COLORS[medal] : isCursor ? '#e8f3ff' : undefined,
                    outline: isCursor ? '2px solid #1677ff' : undefined,
                    transition: 'background .3s',
                  }}
                >
                  <td style={{ textAlign: 'center' }} data-testid="scroll-rank">{row.rank ?? '*'}</td>
                  <td>
                    <div data-user-content style={{ fontWeight: 600 }}>{row.user.name}</div>
                    <div style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
                      {row.user.school && <span className="oj-board-school" data-user-content>{row.user.school}</span>}
                      {medal !== null && <Tag size="small" data-testid="scroll-medal">{t(`Board_Medal_${medal}`)}</Tag>}
                    </div>
                  </td>
                  <td style={{ textAlign: 'center' }} data-testid="scroll-solved">{row.solved}</td>
                  <td style={{ textAlign: 'center' }}>{minutes(row.penalty)}</td>
                  {state.problems.map((id) => (
                    <td key={id} style={{ textAlign: 'center', padding: 2 }} data-testid={`scroll-cell-${id}`}>
                      <ScrollCell cell={row.cells[id]} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
