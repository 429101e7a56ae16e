// Home (spec 2 §2, §7): last week's submissions per day, accepted and total, as a line chart with
// the week's totals; Refresh asks the server to recount (forceRefresh). The chart is plain SVG
// (WeekChart): the home page loads no chart library.
import { Button } from '@douyinfe/semi-ui';
import { IconRefresh } from '@douyinfe/semi-icons';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getWeekStatistics, type WeekStatistics as Week } from '../api.js';
import { WeekChart } from './WeekChart.js';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export default function WeekStatistics() {
  const { t } = useTranslation('submissions');
  const [week, setWeek] = useState<Week | null>(null);
  const load = useCallback((force: boolean) => {
    void getWeekStatistics(force).then((r) => setWeek(r.data), () => undefined);
  }, []);
  useEffect(() => load(false), [load]);
  const series = [
    { name: t('Accepted_Count'), color: '#19be6b', values: week?.acCountList ?? [] },
    { name: t('Submissions_Count'), color: '#2d8cf0', values: week?.totalCountList ?? [] },
  ];
  return (
    <div className="oj-card" data-testid="week-statistics">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <span className="oj-card-title">{t('Last_Week_Submissions')}</span>
        <Button size="small" theme="borderless" icon={<IconRefresh />} aria-label={t('Refresh')} onClick={() => load(true)} data-testid="week-refresh" />
      </div>
      {week && <div data-testid="week-totals">{t('Week_Totals', { total: sum(week.totalCountList), ac: sum(week.acCountList) })}</div>}
      {week && <WeekChart days={week.dateStr.map((d) => d.slice(5))} series={series} height={260} testId="week-chart" />}
    </div>
  );
}
