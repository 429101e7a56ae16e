import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIDE_PUZZLE_ACCURACY_PX } from '@oj/ui';

const WIDTH = 310;
const HEIGHT = 155;
const PIECE = 42;
const MIN_DRAG_MS = 150;

function randomTarget(): { x: number; y: number } {
  return { x: 90 + Math.floor(Math.random() * (WIDTH - PIECE - 110)), y: 20 + Math.floor(Math.random() * (HEIGHT - PIECE - 40)) };
}

/** spec 1 §4: the slide puzzle after 5 failed logins (accuracy 3 px, total time shown on success). */
export function SlideVerify({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(randomTarget);
  const [x, setX] = useState(0);
  const [state, setState] = useState<'idle' | 'drag' | 'ok' | 'fail'>('idle');
  const [message, setMessage] = useState('');
  const start = useRef<{ px: number; time: number } | null>(null);
  // the latest position, read on pointer-up (the render may lag behind the last move)
  const pos = useRef(0);

  useEffect(() => {
    if (state !== 'fail') return;
    const tm = setTimeout(() => {
      setX(0);
      pos.current = 0;
      setTarget(randomTarget());
      setState('idle');
    }, 800);
    return () => clearTimeout(tm);
  }, [state]);

  function down(e: React.PointerEvent) {
    if (state === 'ok') return;
    (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
    start.current = { px: e.clientX, time: performance.now() };
    setState('drag');
    setMessage('');
  }
  function move(e: React.PointerEvent) {
    if (state !== 'drag' || !start.current) return;
    pos.current = Math.max(0, Math.min(WIDTH - PIECE, e.clientX - start.current.px));
    setX(pos.current);
  }
  function up() {
    if (state !== 'drag' || !start.current) return;
    const took = performance.now() - start.current.time;
    start.current = null;
    if (took < MIN_DRAG_MS) {
      setState('fail');
      setMessage(t('Speed_too_fast'));
    } else if (Math.abs(pos.current - target.x) <= SLIDE_PUZZLE_ACCURACY_PX) {
      setState('ok');
      setMessage(t('Verify_Success_Time', { time: (took / 1000).toFixed(1) }));
      onSuccess();
    } else {
      setState('fail');
      setMessage(t('Verify_Failed'));
    }
  }

  return (
    <div className="oj-slide-verify" data-testid="slide-verify" style={{ width: WIDTH }}>
      <div className="oj-slide-canvas" style={{ height: HEIGHT }}>
        <div className="oj-slide-hole" data-testid="slide-hole" data-target={target.x} style={{ left: target.x, top: target.y, width: PIECE, height: PIECE }} />
        <div className="oj-slide-piece" style={{ left: x, top: target.y, width: PIECE, height: PIECE }} />
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
