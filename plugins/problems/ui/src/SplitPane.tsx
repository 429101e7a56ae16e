// The problem page's two panes with a draggable divider (spec 2 §2): the statement collapses when
// dragged under 420 px, the editor pane keeps at least 580 px, and a button collapses the page to
// the statement only. Too narrow for both, the panes stack.
import { Button, Tooltip } from '@douyinfe/semi-ui';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_MIN_PX, STATEMENT_MIN_PX } from './status.js';

const GUTTER_PX = 10;
type Mode = 'split' | 'statement' | 'editor';

/** the statement width for a drag to `x` in a container `width` wide: null collapses the statement */
export function dividerLeft(x: number, width: number): number | null {
  if (x < STATEMENT_MIN_PX) return null;
  return Math.min(x, width - EDITOR_MIN_PX - GUTTER_PX);
}

export function SplitPane({ left, right }: { left: ReactNode; right: ReactNode }) {
  const { t } = useTranslation('problems');
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [leftPx, setLeftPx] = useState<number | null>(null);
  const [mode, setMode] = useState<Mode>('split');
  const [dragging, setDragging] = useState(false);

  // measured before the first paint; until then the panes stack: laid out side by side at an
  // unknown width they need 420 + 10 + 580 = 1010 px, and a pane whose parent takes its content's
  // width then measures 1010 px and stays side by side in a 390 px window (the route sweep saw
  // focus pages 1010 px wide on a phone)
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    setWidth(el.clientWidth);
    return () => ro.disconnect();
  }, []);

  const stacked = width < STATEMENT_MIN_PX + EDITOR_MIN_PX + GUTTER_PX;
  const maxLeft = width - EDITOR_MIN_PX - GUTTER_PX;
  const shownLeft = Math.max(STATEMENT_MIN_PX, Math.min(leftPx ?? Math.round(width / 2), maxLeft));

  function startDrag(e: React.PointerEvent) {
    e.preventDefault();
    const origin = box.current!.getBoundingClientRect().left;
    setDragging(true);
    const move = (ev: PointerEvent) => {
      const next = dividerLeft(ev.clientX - origin, width);
      if (next === null) setMode('editor');
      else {
        setMode('split');
        setLeftPx(next);
      }
    };
    const up = () => {
      setDragging(false);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  }

  // one tree whether stacked or side by side: the panes keep their state (the editor, an open test
  // run) when the window is resized across the width where they stack (a full-page screenshot did it
  // in a test, and so does turning a tablet)
  return (
    <div ref={box} data-testid="split-pane" data-mode={stacked ? 'stacked' : mode} style={stacked ? { display: 'flex', flexDirection: 'column', gap: 16 } : { display: 'flex', alignItems: 'stretch', userSelect: dragging ? 'none' : undefined }}>
      <div data-testid="statement-pane" style={stacked ? undefined : { display: mode === 'editor' ? 'none' : 'block', width: mode === 'statement' ? '100%' : shownLeft, flexShrink: 0, minWidth: 0 }}>
        {left}
      </div>
      {!stacked && mode === 'editor' && (
        <Button size="small" onClick={() => setMode('split')} data-testid="show-statement" style={{ alignSelf: 'flex-start', marginRight: 8 }}>
          {t('Show_Statement')}
        </Button>
      )}
      {!stacked && mode === 'split' && (
        <div
          role="separator"
          aria-orientation="vertical"
          aria-valuenow={shownLeft}
          data-testid="divider"
          onPointerDown={startDrag}
          style={{ width: GUTTER_PX, flexShrink: 0, cursor: 'col-resize', display: 'flex', flexDirection: 'column', alignItems: 'center', paddingTop: 8, background: dragging ? 'var(--semi-color-fill-1)' : undefined }}
        >
          <Tooltip content={t('Statement_Only')}>
            <span role="button" tabIndex={0} aria-label={t('Statement_Only')} data-testid="collapse-to-statement" onPointerDown={(e) => e.stopPropagation()} onClick={() => setMode('statement')} style={{ cursor: 'pointer', fontSize: 12 }}>
              »
            </span>
          </Tooltip>
        </div>
      )}
      {!stacked && mode === 'statement' && (
        <Button size="small" onClick={() => setMode('split')} data-testid="show-editor" style={{ alignSelf: 'flex-start', marginLeft: 8 }}>
          {t('Show_Editor')}
        </Button>
      )}
      <div data-testid="editor-pane" style={stacked ? undefined : { display: mode === 'statement' ? 'none' : 'block', flex: 1, minWidth: EDITOR_MIN_PX }}>
        {right}
      </div>
    </div>
  );
}
