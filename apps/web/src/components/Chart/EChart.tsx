import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import {
  DataZoomInsideComponent,
  GridComponent,
  LegendComponent,
  LegendScrollComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartProps } from './Chart';

// Only the chart kinds and parts the product draws are registered (echarts' tree-shaken core).
echarts.use([
  BarChart,
  HeatmapChart,
  LineChart,
  PieChart,
  DataZoomInsideComponent,
  GridComponent,
  LegendComponent,
  LegendScrollComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

/** An Apache ECharts chart of `option`, redrawn whole when the option changes. */
export function EChart({ option, height = 320 }: ChartProps) {
  return <ReactEChartsCore echarts={echarts} option={option} style={{ height }} notMerge />;
}
