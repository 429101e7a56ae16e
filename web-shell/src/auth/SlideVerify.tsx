import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@oj/ui';
import { kernelCalls, type kernelPayloads } from '@oj/sdk/shared';

const MIN_DRAG_MS = 150;

type Puzzle = kernelPayloads.LoginPuzzle;

/**
 * spec 1 §4: the slide puzzle after 5 failed logins (accuracy 3 px, total time shown on success).
 * The server draws the puzzle and checks where the piece was let go (issue 9 §5); a solved
 * puzzle's key goes with the next login try.
 */
export function SlideVerify({ onSuccess }: { onSuccess: (puzzleKey: string) => void }) {
  const { t } = useTranslation();
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [x, setX] = useState(0);
  const [state, setState] = useState<'idle' | 'drag' | 'checking' | 'ok' | 'fail'>('idle');
  const [message, setMessage] = useState('');
  const start = useRef<{ px: number; time: number } | null>(null);
  // the latest position, read on pointer-up (the render may lag behind the last move)
  const pos = useRef(0);

  const load = useCallback(() => {
    api.call(kernelCalls.account.loginPuzzle).then((r) => setPuzzle(r.data)).catch(() => setPuzzle(null));
  }, []);
  useEffect(load, [load]);

  useEffect(() => {
    if (state !== 'fail') return;
    const tm = setTimeout(() => {
      setX(0);
      pos.current = 0;
      setState('idle');
    }, 800);
    return () => clearTimeout(tm);
  }, [state]);

  const width = puzzle?.width ?? 310;
  const piece = puzzle?.piece ?? 42;

  function down(e: React.PointerEvent) {
    if (state === 'ok' || state === 'checking' || !puzzle) return;
    (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
    start.current = { px: e.clientX, time: performance.now() };
    setState('drag');
    setMessage('');
  }
  function move(e: React.PointerEvent) {
    if (state !== 'drag' || !start.current) return;
    pos.current = Math.max(0, Math.min(width - piece, e.clientX - start.current.px));
    setX(pos.current);
  }
  function up() {
    if (state !== 'drag' || !start.current || !puzzle) return;
    const took = performance.now() - start.current.time;
    start.current = null;
    if (took < MIN_DRAG_MS) {
      setState('fail');
      setMessage(t('Speed_too_fast'));
      return;
    }
    setState('checking');
    api.call(kernelCalls.account.checkLoginPuzzle, { body: { puzzleKey: puzzle.puzzleKey, x: pos.current } }, { quiet: true })
      .then(() => {
        setState('ok');
        setMessage(t('Verify_Success_Time', { time: (took / 1000).toFixed(1) }));
        onSuccess(puzzle.puzzleKey);
      })
      .catch(() => {
        // a puzzle takes one try: the next one is a new picture
        setState('fail');
        setMessage(t('Verify_Failed'));
        load();
      });
  }

  return (
    <div className="oj-slide-verify" data-testid="slide-verify" style={{ width }}>
      <div className="oj-slide-canvas" style={{ height: puzzle?.height ?? 155 }}>
        {puzzle && <img className="oj-slide-picture" data-testid="slide-picture" src={puzzle.img} alt="" draggable={false} />}
        {puzzle && <div className="oj-slide-piece" style={{ left: x, top: puzzle.y, width: piece, height: piece }} />}
        {message && <div className={`oj-slide-message oj-slide-${state}`} data-testid="slide-message">{message}</div>}
      </div>
      <div className="oj-slide-track">
        <span className="oj-slide-hint">{state === 'ok' ? '✓' : t('Slide_To_Complete')}</span>
        <div
          className={`oj-slide-handle oj-slide-handle-${state}`}
          data-testid="slide-handle"
          style={{ left: x }}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
        >
          →
        </div>
      </div>
    </div>
  );
}
