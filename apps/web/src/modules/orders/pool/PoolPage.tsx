import { Alert, Card, Col, Empty, Flex, Pagination, Row, Skeleton, Switch, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { ORDER_ACCESS, keywordSchema, type PoolRow } from '@fieldline/domain';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { defineList } from '../../../components/DataTable/list-state';
import { useListState } from '../../../components/DataTable/useListState';
import { showToast } from '../../../shell/notify';
import { runAction } from '../../../shell/submit';
import { useLocale } from '../../../shell/useLocale';
import { useCan } from '../hooks';
import { orderDetailPath } from '../paths';
import { useGrab, usePool, useRecall } from './api';
import { blockText } from './logic';
import { PoolCard } from './PoolCard';

/** The pool's URL: keyword, "only what I can grab", page. */
const POOL_LIST = defineList({
  filters: z.object({
    keyword: keywordSchema,
    grabbable: z.enum(['1']).optional().catch(undefined),
  }),
});

export const POOL_SETTINGS_PATH = '/serviceSetting/pool';

/**
 * /orderHighSeas: the open pool. Service staff grab orders (the first to press wins) and see why an
 * order is not theirs to grab; a dispatcher sees the whole pool and recalls orders. Cards, so the
 * page works on an engineer's phone as on a desk.
 */
export default function PoolPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const can = useCan();
  const navigate = useNavigate();
  const list = useListState(POOL_LIST);
  const { keyword, grabbable } = list.filters;
  const page = usePool({
    keyword,
    grabbable: grabbable === '1',
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  });
  const grab = useGrab();
  const recall = useRecall();
  const [grabbing, setGrabbing] = useState<number | null>(null);
  const mayDispatch = can(ORDER_ACCESS.dispatch);
  const data = page.data;
  const me = data?.me;

  const onGrab = async (row: PoolRow) => {
    setGrabbing(row.id);
    const ok = await runAction(() => grab.mutateAsync(row.id));
    setGrabbing(null);
    if (!ok) return;
    showToast('success', t('orders.pool.grabbed', { no: row.orderNo }));
    void navigate(orderDetailPath(row.id));
  };
  const onRecall = async (row: PoolRow) => {
    if (await runAction(() => recall.mutateAsync({ orderId: row.id })))
      showToast('success', t('orders.pool.recalled', { no: row.orderNo }));
  };

  const standing =
    me?.mayGrab && me.block ? (
      <Alert
        type="warning"
        showIcon
        data-testid="pool-standing"
        message={blockText(me.block, me.grabCap, locale)}
      />
    ) : me?.mayGrab && me.grabCap > 0 ? (
      <Alert
        type="info"
        showIcon
        data-testid="pool-standing"
        message={t('orders.pool.capInfo', { open: me.open, cap: me.grabCap })}
      />
    ) : null;

  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <Flex gap={12} wrap align="center" justify="space-between">
          <Flex gap={12} wrap align="center" style={{ flex: 1, minWidth: 0 }}>
            <ListKeyword
              value={keyword}
              onChange={(v) => list.setFilters({ keyword: v })}
              placeholder={t('orders.pool.keyword')}
              allowClear
              style={{ maxWidth: 320 }}
              data-testid="pool-keyword"
            />
            {me?.mayGrab && (
              <Flex gap={6} align="center">
                <Switch
                  size="small"
                  checked={grabbable === '1'}
                  onChange={(on) => list.setFilters({ grabbable: on ? '1' : undefined })}
                  data-testid="pool-grabbable"
                />
                <Typography.Text>{t('orders.pool.onlyGrabbable')}</Typography.Text>
              </Flex>
            )}
          </Flex>
          {can(ORDER_ACCESS.settings) && (
            <Link to={POOL_SETTINGS_PATH} data-testid="pool-settings-link">
              <SettingOutlined /> {t('orders.pool.settings')}
            </Link>
          )}
        </Flex>
      </Card>
      {standing}
      {!data ? (
        <Skeleton active />
      ) : data.list.length === 0 ? (
        <Card>
          <Empty
            description={t(keyword || grabbable ? 'orders.pool.emptyFiltered' : 'orders.pool.empty')}
            data-testid="pool-empty"
          />
        </Card>
      ) : (
        <>
          <Row gutter={[12, 12]}>
            {data.list.map((row) => (
              <Col key={row.id} xs={24} md={12} xl={8}>
                <PoolCard
                  row={row}
                  me={data.me}
                  mayDispatch={mayDispatch}
                  busy={grabbing === row.id}
                  onGrab={(r) => void onGrab(r)}
                  onRecall={(r) => void onRecall(r)}
                />
              </Col>
            ))}
          </Row>
          <Flex justify="center">
            <Pagination
              current={list.pageIndex + 1}
              pageSize={list.pageSize}
              total={data.total}
              pageSizeOptions={[...list.sizes]}
              showSizeChanger
              size="small"
              showTotal={(n) => t('orders.pool.total', { count: n })}
              onChange={(p, size) => list.setPage(p - 1, size)}
            />
          </Flex>
        </>
      )}
    </Flex>
  );
}
