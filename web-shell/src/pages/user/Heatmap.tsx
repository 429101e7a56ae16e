import { BarChart, HeatmapChart } from 'echarts/charts';
import { CalendarComponent, GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserCalendarHeatmap } from '@oj/sdk/shared';
import { dayLabelRoom, DAY_LABEL_FONT_PX, DAY_LABEL_MARGIN_PX, monthLabeler, NARROW_HEATMAP } from './heatmapLabels.js';

echarts.use([HeatmapChart, BarChart, CalendarComponent, GridComponent, TooltipComponent, VisualMapComponent, SVGRenderer]);

/** spec 1 §2.6: the last year of submissions as a calendar heatmap (payload type from the server's schema). */
export default function Heatmap({ data }: { data: UserCalendarHeatmap }) {
  const { t } = useTranslation();
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // SVG: the labels are text a page (and a test) can measure, the cells shapes with their colour
    const chart = echarts.init(el.current!, undefined, { renderer: 'svg' });
    const end = data.endDate && !Number.isNaN(Date.parse(data.endDate)) ? new Date(data.endDate) : new Date();
    const start = new Date(end);
    start.setFullYear(end.getFullYear() - 1);
    start.setDate(start.getDate() + 1);
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const list = Array.isArray(data.dataList) ? data.dataList : [];
    const max = Math.max(1, ...list.map((d) => d.count));
    const narrow = (el.current?.clientWidth ?? NARROW_HEATMAP) < NARROW_HEATMAP;
    const days = t('Heatmap_Days').split(',');
    chart.setOption({
      tooltip: { formatter: (p: { value: [string, number] }) => t('Heatmap_Tooltip', { date: p.value[0], count: p.value[1] }) },
      visualMap: { show: false, min: 0, max, inRange: { color: ['#ebedf0', '#9be9a8', '#40c463', '#30a14e', '#216e39'] } },
      calendar: { range: [iso(start), iso(end)], cellSize: ['auto', 13], left: dayLabelRoom(days), right: 10, top: 20, yearLabel: { show: false }, dayLabel: { firstDay: 1, nameMap: days, fontSize: DAY_LABEL_FONT_PX, margin: DAY_LABEL_MARGIN_PX }, monthLabel: { fontSize: narrow ? 10 : 12, formatter: monthLabeler(start, narrow, t('Heatmap_Months').split(',')) }, itemStyle: { color: '#ebedf0', borderColor: '#fff', borderWidth: 2 }, splitLine: { show: false } },
      series: [{ type: 'heatmap', coordinateSystem: 'calendar', data: list.map((d) => [d.date.slice(0, 10), d.count]) }],
    });
    const onResize = () => chart.resize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      chart.dispose();
    };
  }, [data, t]);
  return <div ref={el} className="oj-heatmap" data-testid="heatmap" style={{ height: 150, width: '100%' }} />;
}
