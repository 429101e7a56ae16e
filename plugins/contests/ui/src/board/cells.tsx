// The scoreboard's cells (spec 3 §4): ACM — first AC, AC, after-contest AC (marked *), trying
// (sealed, pending) and wrong with its tries; OI — a score coloured full, zero or in between.
import { useTranslation } from 'react-i18next';
import type { AcmCellInfo } from './api.js';

export const CELL_COLORS = {
  firstAc: { background: '#1a9c2b', color: '#fff' },
  ac: { background: '#a6e9b0', color: '#1d3b22' },
  afterContest: { background: '#d6f5dc', color: '#1d3b22' },
  pending: { background: '#ffe58f', color: '#5c4400' },
  wrong: { background: '#ffb3b3', color: '#5c1111' },
  oiFull: '#19a32b',
  oiZero: '#e03131',
  oiPartial: '#e67700',
} as const;

export type AcmCellState = 'firstAc' | 'ac' | 'afterContest' | 'pending' | 'wrong' | 'none';

export function acmCellState(c: AcmCellInfo | undefined): AcmCellState {
  if (!c) return 'none';
  if (c.isAC) return c.isFirstAC ? 'firstAc' : c.isAfterContest ? 'afterContest' : 'ac';
  if ((c.tryNum ?? 0) > 0) return 'pending';
  if ((c.errorNum ?? 0) > 0) return 'wrong';
  return 'none';
}

/** spec 3 §9: ACM times in minutes */
export const minutes = (seconds: number | null | undefined) => Math.floor((seconds ?? 0) / 60);

export function AcmCell({ info }: { info: AcmCellInfo | undefined }) {
  const { t } = useTranslation('contests');
  const state = acmCellState(info);
  if (state === 'none' || !info) return <span className="oj-board-cell" data-state="none" />;
  const style = CELL_COLORS[state];
  let main = '';
  let sub = '';
  let title = '';
  if (state === 'pending') {
    main = '?';
    sub = t('Board_Tries', { count: (info.errorNum ?? 0) + (info.tryNum ?? 0) });
    title = t('Board_Cell_Pending');
  } else if (state === 'wrong') {
    main = `-${info.errorNum}`;
    sub = t('Board_Tries', { count: info.errorNum });
    title = t('Board_Cell_Wrong');
  } else {
    main = `${minutes(info.ACTime)}${state === 'afterContest' ? '*' : ''}`;
    sub = info.errorNum ? `(-${info.errorNum})` : '';
    title = t(state === 'firstAc' ? 'Board_Cell_First_AC' : state === 'afterContest' ? 'Board_Cell_After_Contest' : 'Board_Cell_AC');
  }
  return (
    <span className="oj-board-cell" data-state={state} title={title} style={style}>
      <span>{main}</span>
      {sub && <span className="oj-board-cell-sub">{sub}</span>}
    </span>
  );
}

export function oiColor(score: number, full: number): string {
  if (score <= 0) return CELL_COLORS.oiZero;
  if (score >= full) return CELL_COLORS.oiFull;
  return CELL_COLORS.oiPartial;
}

export function OiCell({ score, full }: { score: number | null | undefined; full: number }) {
  if (score === null || score === undefined) return <span className="oj-board-cell" data-state="none" />;
  const state = score <= 0 ? 'zero' : score >= full ? 'full' : 'partial';
  return (
    <span className="oj-board-cell oj-board-oi" data-state={state} style={{ color: oiColor(score, full) }}>
      {score}
    </span>
  );
}
