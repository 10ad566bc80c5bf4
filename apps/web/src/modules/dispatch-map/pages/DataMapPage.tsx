import { useMemo } from 'react';
import { Card, Col, DatePicker, Flex, Row, Segmented, Table } from 'antd';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CircleMarker, Tooltip } from 'react-leaflet';
import { MAP_KEY, fetchDensity, type Area } from '../api';
import { MapCanvas } from '../components/MapCanvas';
import { useMapSettings } from '../components/useMapData';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const KINDS = ['orders', 'customers'] as const;

/**
 * /dataMap: orders created (or customers added) in a period, by city, as circles sized by count at the
 * area's mean position, with the same figures in a table.
 */
export default function DataMapPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const settings = useMapSettings();
  const to = DATE.test(params.get('to') ?? '') ? params.get('to')! : dayjs().format('YYYY-MM-DD');
  const from = DATE.test(params.get('from') ?? '')
    ? params.get('from')!
    : dayjs(to).subtract(89, 'day').format('YYYY-MM-DD');
  const kind = params.get('kind') === 'customers' ? 'customers' : 'orders';
  const query = { kind, from, to } as const;
  const density = useQuery({ queryKey: [...MAP_KEY, 'density', query], queryFn: () => fetchDensity(query) });
  const areas = density.data?.areas ?? [];
  const placed = areas.filter(
    (a): a is Area & { lng: number; lat: number } => a.lng !== null && a.lat !== null,
  );
  const max = Math.max(1, ...placed.map((a) => a.count));
  const fit = useMemo(() => placed.map((a) => [a.lat, a.lng] as [number, number]), [density.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) next.set(k, v);
    setParams(next, { replace: true });
  };

  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <Flex wrap gap={12} align="center">
          <DatePicker.RangePicker
            value={[dayjs(from), dayjs(to)]}
            allowClear={false}
            onChange={(v) =>
              v?.[0] && v[1] && set({ from: v[0].format('YYYY-MM-DD'), to: v[1].format('YYYY-MM-DD') })
            }
          />
          <Segmented
            value={kind}
            onChange={(v) => set({ kind: String(v) })}
            options={KINDS.map((k) => ({ value: k, label: t(`dispatchMap.kind.${k}`) }))}
          />
        </Flex>
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={17}>
          <MapCanvas key={`${kind}${from}${to}`} tileUrl={settings.data?.tileUrl} fit={fit}>
            {placed.map((a) => (
              <CircleMarker
                key={a.area ?? ''}
                center={[a.lat, a.lng]}
                radius={6 + 24 * Math.sqrt(a.count / max)}
                className="dm-area"
                pathOptions={{
                  color: '#cf1322',
                  weight: 1,
                  fillColor: '#ff4d4f',
                  fillOpacity: 0.45,
                }}
              >
                <Tooltip>
                  {a.area} · {a.count}
                </Tooltip>
              </CircleMarker>
            ))}
          </MapCanvas>
        </Col>
        <Col xs={24} lg={7}>
          <Table<Area>
            size="small"
            rowKey={(a) => a.area ?? ''}
            loading={density.isPending}
            dataSource={areas}
            pagination={{ pageSize: 15, size: 'small' }}
            columns={[
              {
                title: t('dispatchMap.area'),
                dataIndex: 'area',
                render: (v: string | null) => v ?? t('dispatchMap.noArea'),
              },
              { title: t('dispatchMap.count'), dataIndex: 'count', align: 'right' },
            ]}
          />
        </Col>
      </Row>
    </Flex>
  );
}
