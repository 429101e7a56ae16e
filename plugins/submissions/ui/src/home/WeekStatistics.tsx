// Home (spec 2 §2, §7): last week's submissions per day, accepted and total, as a line chart with
// the week's totals; Refresh asks the server to recount (forceRefresh).
import { Button } from '@douyinfe/semi-ui';
import { IconRefresh } from '@douyinfe/semi-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getWeekStatistics, type WeekStatistics as Week } from '../api.js';
import { Chart } from '../Chart.js';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export default function WeekStatistics() {
  const { t } = useTranslation('submissions');
  const [week, setWeek] = useState<Week | null>(null);
  const load = useCallback((force: boolean) => {
    void getWeekStatistics(force).then((r) => setWeek(r.data), () => undefined);
  }, []);
  useEffect(() => load(false), [load]);
  const option = useMemo(() => ({
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [t('Accepted_Count'), t('Submissions_Count')] },
    grid: { left: 40, right: 20, bottom: 40, top: 40 },
    xAxis: { type: 'category', data: (week?.dateStr ?? []).map((d) => d.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: t('Accepted_Count'), type: 'line', smooth: true, data: week?.acCountList ?? [], itemStyle: { color: '#19be6b' } },
      { name: t('Submissions_Count'), type: 'line', smooth: true, data: week?.totalCountList ?? [], itemStyle: { color: '#2d8cf0' } },
    ],
  }), [week, t]);
  return (
    <div className="oj-card" data-testid="week-statistics">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <span className="oj-card-title">{t('Last_Week_Submissions')}</span>
        <Button size="small" theme="borderless" icon={<IconRefresh />} aria-label={t('Refresh')} onClick={() => load(true)} data-testid="week-refresh" />
      </div>
      {week && <div data-testid="week-totals">{t('Week_Totals', { total: sum(week.totalCountList), ac: sum(week.acCountList) })}</div>}
      <Chart option={option} height={260} testId="week-chart" />
    </div>
  );
}
