import { useMemo, useRef, useState } from 'react';
import {
  App,
  Badge,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  List,
  Pagination,
  Result,
  Row,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { MapEngineer, OrderPriority } from '@fieldline/domain';
import { PRIORITY_STROKE } from '../components/colors';
import { MAP_KEY, assignFromMap, fetchCandidates, fetchPending } from '../api';
import { MapCanvas, ShowPoints } from '../components/MapCanvas';
import { OrderMarkers } from '../components/OrderMarkers';
import { EngineerMarkers } from '../components/EngineerMarkers';
import { MapLegend } from '../components/MapLegend';
import { MapSettingsButton } from '../components/MapSettingsModal';
import { useAllMarkers, useEngineers, useMapSettings, useMarkers } from '../components/useMapData';
import { DutyTodayTag } from '../components/DutyToday';

interface Picked {
  id: number;
  orderNo: string;
  title: string;
}

const km = (m: number) => (m / 1000).toFixed(1);
const PENDING_KEY = [...MAP_KEY, 'pending'] as const;

/**
 * /assignOrderInMap: orders pending assignment on the map (clustered by the server) and in a list
 * beside it, kept in step; engineers at their last position. Choosing an order lists the engineers
 * nearest first with today's load; clicking one (in the list or on the map) assigns the order with
 * the list's assign action, and the order leaves the list.
 */
export default function AssignInMapPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const settings = useMapSettings();
  const on = settings.data?.mapDispatch ?? false;
  const filters = { view: 'assign' };
  const { markers, setViewport } = useMarkers(filters, on);
  const all = useAllMarkers(filters, on);
  const engineers = useEngineers(on);
  const [page, setPage] = useState(0);
  const pending = useQuery({
    queryKey: [...PENDING_KEY, page],
    queryFn: () => fetchPending(page),
    enabled: on,
  });
  const [picked, setPicked] = useState<Picked | null>(null);
  // one confirmation at a time (a marker's click can arrive twice, as a touch and as a click)
  const confirming = useRef(false);
  const candidates = useQuery({
    queryKey: [...MAP_KEY, 'candidates', picked?.id],
    queryFn: () => fetchCandidates(picked!.id),
    enabled: !!picked,
    retry: false,
  });
  // fitted once, when the orders and the engineers are both known
  const fit = useMemo(
    () =>
      !all.data || !engineers.data
        ? []
        : [
            ...all.data.markers.map((m) => [m.lat, m.lng] as [number, number]),
            ...(engineers.data?.list ?? []).flatMap((e) =>
              e.position ? [[e.position.lat, e.position.lng] as [number, number]] : [],
            ),
          ],
    [all.data, engineers.data],
  );
  const show = useMemo(() => {
    const c = candidates.data;
    if (!c) return null;
    const near = c.list.find((e) => e.position)?.position;
    return [[c.order.lat, c.order.lng], ...(near ? [[near.lat, near.lng]] : [])] as [number, number][];
  }, [candidates.data]);

  if (settings.isPending) return <Card loading />;
  if (!on)
    return (
      <Result
        status="info"
        title={t('dispatchMap.off')}
        subTitle={t('dispatchMap.offHint')}
        extra={settings.data && <MapSettingsButton settings={settings.data} />}
      />
    );

  const nearest = candidates.data?.list ?? [];
  const assign = (engineer: { id: number; name: string }) => {
    if (!picked || confirming.current) return;
    confirming.current = true;
    const order = picked;
    modal.confirm({
      afterClose: () => (confirming.current = false),
      title: t('dispatchMap.assignTo', { order: order.orderNo, name: engineer.name }),
      okText: t('dispatchMap.assign'),
      onOk: async () => {
        await assignFromMap(order.id, engineer.id);
        message.success(t('dispatchMap.assigned', { order: order.orderNo, name: engineer.name }));
        setPicked(null);
        await client.invalidateQueries({ queryKey: MAP_KEY });
      },
    });
  };

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} lg={7}>
        <Card
          size="small"
          title={t('dispatchMap.pending')}
          extra={<Badge count={pending.data?.total ?? 0} overflowCount={9999} showZero color="#fa8c16" />}
          styles={{ body: { padding: 0, maxHeight: 'calc(100vh - 260px)', overflow: 'auto' } }}
        >
          <List
            data-testid="map-pending-list"
            loading={pending.isPending}
            dataSource={pending.data?.list ?? []}
            renderItem={(o) => (
              <List.Item
                data-testid="map-pending-order"
                data-order-no={o.orderNo}
                onClick={() => setPicked({ id: o.id, orderNo: o.orderNo, title: o.title })}
                style={{
                  cursor: 'pointer',
                  padding: '8px 12px',
                  background: picked?.id === o.id ? '#e6f4ff' : undefined,
                }}
              >
                <List.Item.Meta
                  title={
                    <Space size={4} wrap>
                      <Typography.Text strong>{o.orderNo}</Typography.Text>
                      <Tag
                        color={
                          o.priority > 1 ? PRIORITY_STROKE[o.priority as OrderPriority].color : undefined
                        }
                      >
                        {t(`enum.orderPriority.${o.priority}`)}
                      </Tag>
                    </Space>
                  }
                  description={
                    <>
                      <div>{o.title}</div>
                      <Typography.Text type="secondary">{o.addressText ?? '—'}</Typography.Text>
                    </>
                  }
                />
              </List.Item>
            )}
          />
          <Flex justify="center" style={{ padding: 8 }}>
            <Pagination
              size="small"
              simple
              current={page + 1}
              pageSize={20}
              total={pending.data?.total ?? 0}
              onChange={(p) => setPage(p - 1)}
            />
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={17}>
        <Flex vertical gap={12}>
          <MapCanvas
            tileUrl={settings.data?.tileUrl}
            fit={fit}
            onViewport={setViewport}
            height="calc(100vh - 420px)"
          >
            <OrderMarkers
              markers={markers.data?.markers ?? []}
              selectedId={picked?.id}
              onOrder={(o) => setPicked({ id: o.id, orderNo: o.orderNo, title: o.title })}
            />
            <EngineerMarkers
              engineers={engineers.data?.list ?? []}
              highlightId={nearest.find((e) => e.position)?.id}
              onEngineer={(e) => (picked ? assign(e) : undefined)}
            />
            <ShowPoints points={show} />
          </MapCanvas>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <MapLegend answer={markers.data} />
            {settings.data && <MapSettingsButton settings={settings.data} />}
          </Flex>
          <Card
            size="small"
            title={
              picked
                ? `${t('dispatchMap.nearest')} · ${picked.orderNo} ${picked.title}`
                : t('dispatchMap.engineers')
            }
          >
            {!picked ? (
              <Empty description={t('dispatchMap.pickOrder')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : candidates.error ? (
              <Typography.Text type="danger" data-testid="map-candidates-error">
                {(candidates.error as Error).message}
              </Typography.Text>
            ) : (
              <List
                data-testid="map-candidates"
                loading={candidates.isPending}
                grid={{ gutter: 8, xs: 1, sm: 2, xl: 3 }}
                dataSource={nearest}
                renderItem={(e: MapEngineer) => (
                  <List.Item>
                    <Card size="small" data-testid="map-candidate" data-name={e.name}>
                      <Flex justify="space-between" align="start" gap={8}>
                        <div>
                          <Typography.Text strong>{e.name}</Typography.Text>{' '}
                          <DutyTodayTag kind={e.dutyToday} />
                          <Typography.Text type="secondary">
                            {e.distance === null
                              ? t('dispatchMap.noPosition')
                              : t('dispatchMap.distance', { km: km(e.distance) })}
                          </Typography.Text>
                          <div>
                            {t('dispatchMap.load', { open: e.openOrders, today: e.appointmentsToday })}
                          </div>
                          {e.position && (
                            <Typography.Text type="secondary">
                              {t('dispatchMap.lastSeen', { at: dayjs(e.position.at).format('MM-DD HH:mm') })}
                            </Typography.Text>
                          )}
                          <div>
                            {[...e.teams, ...e.tags].map((x) => (
                              <Tag key={`${x.id}${x.name}`}>{x.name}</Tag>
                            ))}
                          </div>
                        </div>
                        <Button type="primary" size="small" onClick={() => assign(e)}>
                          {t('dispatchMap.assign')}
                        </Button>
                      </Flex>
                    </Card>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Flex>
      </Col>
    </Row>
  );
}
