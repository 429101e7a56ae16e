// An echarts canvas whose library loads on first use (spec 2 §2 Rankings top-10 chart, Home week
// panel): the option is redrawn when it changes, the chart follows the window's width. The data
// and the library arrive in either order: whichever comes second draws the latest option.
import { useEffect, useRef } from 'react';
import type { EChartsCoreOption } from 'echarts/core';

export function Chart({ option, height, testId }: { option: EChartsCoreOption; height: number; testId: string }) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<{ setOption(o: EChartsCoreOption, notMerge?: boolean): void; resize(): void; dispose(): void } | null>(null);
  // the option of the latest render: echarts may load after the data came (a cold load), and must
  // then draw that data, not the empty option of the first render
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    let gone = false;
    const resize = () => chart.current?.resize();
    void import('./echarts.js').then(({ echarts }) => {
      if (gone || !el.current) return;
      chart.current = echarts.init(el.current);
      chart.current.setOption(latest.current, true);
      el.current.dataset.ready = 'true';
      window.addEventListener('resize', resize);
    });
    return () => {
      gone = true;
      window.removeEventListener('resize', resize);
      chart.current?.dispose();
      chart.current = null;
    };
    // the chart is made once; option changes are applied below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => chart.current?.setOption(option, true), [option]);

  return <div ref={el} style={{ width: '100%', height }} data-testid={testId} />;
}
