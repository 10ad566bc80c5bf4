import { Suspense } from 'react';
import { Skeleton } from 'antd';
import type { EChartsOption } from 'echarts';
import { lazyPart } from '../../shell/chunks';

export interface ChartProps {
  option: EChartsOption;
  /** In pixels; the placeholder keeps it while the chart library loads. */
  height?: number;
}

const EChart = lazyPart(() => import('./EChart').then((m) => m.EChart));

/**
 * A chart (Apache ECharts). The library (about 190 KB gzip) loads with the first chart shown, not
 * with the page that holds it, so a report's figures and tables appear first.
 */
export function Chart(props: ChartProps) {
  const height = props.height ?? 320;
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
      <EChart {...props} height={height} />
    </Suspense>
  );
}
