// Last week's accepted and total submissions per day as two lines, drawn in SVG: a home widget must
// not pull a chart library (echarts is ~190 KB gzip and a long task) into the home page's load.
// Each day's point has a tooltip with its numbers. Drawn at the width it is given (not scaled from a
// fixed one), so its text keeps its size on a phone.
import { useEffect, useRef, useState } from 'react';

export interface WeekSeries { name: string; color: string; values: number[] }

/** the width drawn before the box is measured, and the narrowest drawn */
const WIDTH = 600;
const MIN_WIDTH = 280;
// right: room for half of the last day's label, which is centred on its point
const PAD = { left: 36, right: 24, top: 28, bottom: 28 };

/** a round upper bound for the y axis and its step (1, 2, 5 × 10^n) */
function scale(max: number): { top: number; step: number } {
  if (max <= 4) return { top: Math.max(max, 1), step: 1 };
  const raw = max / 4;
  const unit = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * unit).find((s) => s >= raw) ?? 10 * unit;
  return { top: Math.ceil(max / step) * step, step };
}

export function WeekChart({ days, series, height, testId }: { days: string[]; series: WeekSeries[]; height: number; testId: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(WIDTH);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(Math.max(MIN_WIDTH, Math.floor(el.clientWidth) || WIDTH));
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  const { top, step } = scale(Math.max(0, ...series.flatMap((s) => s.values)));
  const innerW = width - PAD.left - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (days.length <= 1 ? innerW / 2 : (i * innerW) / (days.length - 1));
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step);
  return (
    <div ref={box}>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" height={height} role="img" data-testid={testId} data-ready="true" style={{ display: 'block' }}>
        {series.map((s, i) => (
          <g key={s.name} transform={`translate(${PAD.left + i * 150}, 6)`}>
            <rect width="12" height="12" rx="2" fill={s.color} />
            <text x="18" y="10" fontSize="12" fill="#555">{s.name}</text>
          </g>
        ))}
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(v)} y2={y(v)} stroke="#eee" />
            <text x={PAD.left - 6} y={y(v) + 4} fontSize="11" fill="#888" textAnchor="end">{v}</text>
          </g>
        ))}
        {days.map((d, i) => <text key={d} x={x(i)} y={height - 8} fontSize="11" fill="#888" textAnchor="middle">{d}</text>)}
        {series.map((s) => (
          <g key={s.name} data-series={s.name}>
            <polyline fill="none" stroke={s.color} strokeWidth="2" points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
            {s.values.map((v, i) => (
              <circle key={i} cx={x(i)} cy={y(v)} r="3.5" fill="#fff" stroke={s.color} strokeWidth="2">
                <title>{`${days[i]} ${s.name}: ${v}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
    </div>
  );
}
