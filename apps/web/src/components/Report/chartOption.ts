import type { EChartsOption } from 'echarts';
import type { ReportChart } from '@fieldline/domain';

const PALETTE = ['#1677ff', '#52c41a', '#faad14', '#ff4d4f', '#722ed1', '#13c2c2', '#eb2f96', '#8c8c8c'];

/**
 * A report's chart (data from the server) as an ECharts option. `narrow` (a phone) puts the legend
 * under the chart, turns long category labels and keeps bars thin, so the chart stays readable.
 */
export function chartOption(chart: ReportChart, narrow: boolean): EChartsOption {
  const base: EChartsOption = { color: PALETTE, tooltip: { confine: true } };
  const legend = narrow ? { bottom: 0, type: 'scroll' as const } : { top: 0, type: 'scroll' as const };
  if (chart.kind === 'pie')
    return {
      ...base,
      tooltip: { trigger: 'item', confine: true, formatter: '{b}: {c} ({d}%)' },
      legend,
      series: [
        {
          type: 'pie',
          radius: narrow ? ['30%', '55%'] : ['35%', '65%'],
          label: { show: !narrow, formatter: '{b}: {c}' },
          data: chart.data,
        },
      ],
    };
  if (chart.kind === 'heatmap') {
    const max = Math.max(1, ...chart.data.map((d) => d[2]));
    return {
      ...base,
      tooltip: { position: 'top', confine: true },
      grid: { left: 48, right: 8, top: 8, bottom: narrow ? 72 : 56 },
      xAxis: { type: 'category', data: chart.x, splitArea: { show: true } },
      yAxis: { type: 'category', data: chart.y, splitArea: { show: true } },
      visualMap: { min: 0, max, calculable: true, orient: 'horizontal', left: 'center', bottom: 0 },
      series: [{ type: 'heatmap', data: chart.data, label: { show: !narrow } }],
    };
  }
  const horizontal = chart.kind === 'hbar';
  const percent = new Set(chart.percentSeries ?? []);
  const category = {
    type: 'category' as const,
    data: chart.categories,
    axisLabel: { rotate: narrow && !horizontal && chart.categories.length > 6 ? 45 : 0, hideOverlap: true },
  };
  const values = [
    { type: 'value' as const, minInterval: 1 },
    ...(percent.size ? [{ type: 'value' as const, max: 100, axisLabel: { formatter: '{value}%' } }] : []),
  ];
  return {
    ...base,
    tooltip: { trigger: 'axis', confine: true },
    legend,
    grid: { left: 8, right: 8, top: narrow ? 16 : 40, bottom: narrow ? 40 : 8, containLabel: true },
    xAxis: horizontal ? values[0] : category,
    yAxis: horizontal ? { ...category, inverse: true } : values,
    dataZoom: !horizontal && chart.categories.length > 62 ? [{ type: 'inside' }] : undefined,
    series: chart.series.map((s) => ({
      name: s.name,
      type: percent.has(s.name) || chart.kind === 'line' ? ('line' as const) : ('bar' as const),
      yAxisIndex: percent.has(s.name) ? 1 : 0,
      stack: chart.kind === 'stackedBar' && !percent.has(s.name) ? 'total' : undefined,
      smooth: chart.kind === 'line',
      showSymbol: chart.categories.length <= 31,
      barMaxWidth: 32,
      data: s.data,
    })),
  };
}
