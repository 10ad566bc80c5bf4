import { useMemo } from 'react';
import { Card, Flex, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ORDER_STATES, type OrderState } from '@fieldline/domain';
import { orderDetailPath } from '../../orders';
import { MapCanvas } from '../components/MapCanvas';
import { OrderMarkers } from '../components/OrderMarkers';
import { MapLegend } from '../components/MapLegend';
import { useAllMarkers, useMapSettings, useMarkers } from '../components/useMapData';

const STATES = Object.values(ORDER_STATES) as OrderState[];
/** The map's own parameters; every other query parameter is the order list's filter. */
const MAP_PARAMS = new Set(['zoom', 'west', 'east', 'south', 'north']);

/**
 * /allOrder/mapView: an order list's current filters (its URL query: view, states, priority, dates,
 * server, template, …, and a city) on the map, clustered by the server. A single order opens its detail.
 */
export default function MapViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const settings = useMapSettings();
  const filters = useMemo(() => {
    const f: Record<string, string> = {};
    params.forEach((v, k) => {
      if (!MAP_PARAMS.has(k) && v) f[k] = v;
    });
    return f;
  }, [params]);
  const { markers, setViewport } = useMarkers(filters);
  const all = useAllMarkers(filters);
  const fit = useMemo(
    () => (all.data?.markers ?? []).map((m) => [m.lat, m.lng] as [number, number]),
    [all.data],
  );
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const states = (filters.orderStateList ?? '').split(',').filter(Boolean).map(Number) as OrderState[];

  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <Flex wrap gap={12} align="center">
          <Select
            mode="multiple"
            allowClear
            style={{ minWidth: 220 }}
            placeholder={t('dispatchMap.states')}
            value={states}
            onChange={(v: OrderState[]) => set('orderStateList', v.join(','))}
            options={STATES.map((s) => ({ value: s, label: t(`enum.orderState.${s}`) }))}
          />
          <Input.Search
            allowClear
            style={{ width: 200 }}
            placeholder={t('dispatchMap.city')}
            defaultValue={filters.city}
            onSearch={(v) => set('city', v.trim() || undefined)}
          />
          <Space>{t('dispatchMap.cluster', { count: markers.data?.total ?? 0 })}</Space>
        </Flex>
      </Card>
      <MapCanvas tileUrl={settings.data?.tileUrl} fit={fit} onViewport={setViewport}>
        <OrderMarkers
          markers={markers.data?.markers ?? []}
          onOrder={(o) => navigate(orderDetailPath(o.id))}
        />
      </MapCanvas>
      <MapLegend answer={markers.data} states={states.length ? states : STATES} />
    </Flex>
  );
}
