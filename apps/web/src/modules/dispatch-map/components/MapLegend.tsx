import { Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MarkersAnswer, OrderState } from '@fieldline/domain';
import { STATE_FILL } from './colors';

const dot = (color: string, size = 10) => (
  <span
    style={{ display: 'inline-block', width: size, height: size, borderRadius: '50%', background: color }}
  />
);

/** The map's key (state colours, clusters, engineers) and what the answer left out. */
export function MapLegend({ answer, states }: { answer?: MarkersAnswer; states?: OrderState[] }) {
  const { t } = useTranslation();
  const shown = states ?? ([1] as OrderState[]);
  return (
    <Flex wrap gap={12} align="center" data-testid="map-legend">
      {shown.map((s) => (
        <Space key={s} size={4}>
          {dot(STATE_FILL[s])}
          {t(`enum.orderState.${s}`)}
        </Space>
      ))}
      <Space size={4}>
        {dot('#69b1ff', 14)}
        {t('dispatchMap.legend.cluster')}
      </Space>
      <Space size={4}>
        {dot('#1d39c4', 14)}
        {t('dispatchMap.legend.engineer')}
      </Space>
      {answer && answer.unplaced > 0 && (
        <Typography.Text type="secondary">
          {t('dispatchMap.unplaced', { count: answer.unplaced })}
        </Typography.Text>
      )}
      {answer?.capped && (
        <Typography.Text type="warning">
          {t('dispatchMap.capped', { shown: answer.markers.length, total: answer.total })}
        </Typography.Text>
      )}
    </Flex>
  );
}
