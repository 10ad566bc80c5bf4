import { Button, Card, Input, List, Segmented, Space, Table, Tag, Typography } from 'antd';
import { ScanOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnsType } from 'antd/es/table';
import {
  OLD_PART_MODES,
  OLD_PART_STATES,
  OLD_PART_STATE_LIST,
  SPARE_ACCESS,
  type OldPart,
  type OldPartState,
} from '@fieldline/domain';
import { useCan } from '../../../shell/session/useCan';
import { useSession } from '../../../shell/session/useSession';
import { showToast } from '../../../shell/notify';
import { runAction } from '../../../shell/submit';
import { orderDetailPath } from '../../orders';
import { SPARE_KEY, fetchOldPartSettings, fetchOldParts, receiveOldParts, returnOldParts } from '../api';
import { usePhone } from '../../../shell/usePhone';
import { useSpareLabels } from '../components/labels';
import { SPARE_PATHS } from '../paths';
import { PersonalOldStock, StoreModal } from '../components/OldPartPanels';

const STATE_COLORS: Record<OldPartState, string> = { 0: 'orange', 1: 'blue', 2: 'green' };

/**
 * /oldPartsRecyle: old parts replaced on orders (query as properties: state, keyword). The keeper
 * (10503) sees all and receives the chosen ones into a scrap warehouse; an engineer sees theirs and
 * returns the unreturned ones. Unreturned parts show their age, in red once past the reminder days.
 */
export default function OldPartsPage() {
  const { t } = useTranslation();
  const labels = useSpareLabels();
  const can = useCan();
  const phone = usePhone();
  const navigate = useNavigate();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state =
    stateParam !== null && OLD_PART_STATE_LIST.includes(Number(stateParam) as OldPartState)
      ? (Number(stateParam) as OldPartState)
      : undefined;
  const keyword = params.get('keyword') ?? '';
  const [page, setPage] = useState({ pageIndex: 0, pageSize: 20 });
  const [selected, setSelected] = useState<number[]>([]);
  const [action, setAction] = useState<'receive' | 'return'>();
  const keeper = can(SPARE_ACCESS.approve);
  const settings = useQuery({ queryKey: [...SPARE_KEY, 'oldParts', 'param'], queryFn: fetchOldPartSettings });
  const { data, isLoading } = useQuery({
    queryKey: [...SPARE_KEY, 'oldParts', 'list', state, keyword, page],
    queryFn: () => fetchOldParts({ ...page, state, keyword: keyword || undefined }),
  });
  const list = data?.list ?? [];
  const chosen = list.filter((o) => selected.includes(o.id));
  const mayReturn =
    can(SPARE_ACCESS.personal) &&
    chosen.length > 0 &&
    chosen.every((o) => o.state === OLD_PART_STATES.unreturned && o.engineerId === user?.id);
  const mayReceive = keeper && chosen.length > 0 && chosen.every((o) => o.state !== OLD_PART_STATES.received);
  const remindDays = settings.data?.remindDays ?? 0;
  const setQuery = (next: { state?: OldPartState; keyword?: string }) => {
    const merged = { state, keyword, ...next };
    const p = new URLSearchParams();
    if (merged.state !== undefined) p.set('state', String(merged.state));
    if (merged.keyword) p.set('keyword', merged.keyword);
    setParams(p, { replace: true });
    setPage((x) => ({ ...x, pageIndex: 0 }));
    setSelected([]);
  };
  const done = (message: string) => {
    showToast('success', message);
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: SPARE_KEY });
  };
  const age = (o: OldPart) =>
    o.state === OLD_PART_STATES.unreturned ? (
      <Typography.Text type={remindDays && o.ageDays >= remindDays ? 'danger' : undefined}>
        {t('spareParts.oldParts.days', { count: o.ageDays })}
      </Typography.Text>
    ) : null;
  const stateTag = (o: OldPart) => (
    <Tag color={STATE_COLORS[o.state]} data-testid="old-state">
      {labels.oldPart(o.state)}
    </Tag>
  );
  const columns: ColumnsType<OldPart> = [
    { key: 'sn', title: t('spareParts.oldParts.sn'), width: 150, render: (_v, o) => o.snCode ?? '—' },
    {
      key: 'part',
      title: t('spareParts.oldParts.part'),
      width: 180,
      render: (_v, o) => (
        <>
          {o.name} <Typography.Text type="secondary">{o.code}</Typography.Text>
        </>
      ),
    },
    { key: 'qty', title: t('spareParts.fields.quantity'), width: 80, dataIndex: 'quantity' },
    {
      key: 'order',
      title: t('spareParts.oldParts.order'),
      width: 150,
      render: (_v, o) => <Link to={orderDetailPath(o.orderId)}>{o.orderNo}</Link>,
    },
    { key: 'engineer', title: t('spareParts.oldParts.engineer'), width: 100, dataIndex: 'engineerName' },
    { key: 'state', title: t('spareParts.oldParts.state'), width: 110, render: (_v, o) => stateTag(o) },
    { key: 'age', title: t('spareParts.oldParts.age'), width: 110, render: (_v, o) => age(o) },
    {
      key: 'store',
      title: t('spareParts.oldParts.storeColumn'),
      width: 120,
      render: (_v, o) => o.warehouseName ?? '—',
    },
  ];
  const pagination = {
    current: page.pageIndex + 1,
    pageSize: page.pageSize,
    total: data?.total ?? 0,
    size: 'small' as const,
    hideOnSinglePage: true,
    onChange: (p: number, s: number) => setPage({ pageIndex: p - 1, pageSize: s }),
  };
  const toggle = (id: number) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {settings.data?.mode === OLD_PART_MODES.personal && can(SPARE_ACCESS.personal) && <PersonalOldStock />}
      <Card
        title={t('spareParts.routes.oldPartsRecyle')}
        extra={
          <Space wrap>
            {keeper && (
              <Button
                icon={<ScanOutlined />}
                onClick={() => navigate(SPARE_PATHS.oldPartScan)}
                data-testid="old-scan"
              >
                {t('spareParts.oldParts.scan')}
              </Button>
            )}
            {keeper && (
              <Button
                type="primary"
                disabled={!mayReceive}
                onClick={() => setAction('receive')}
                data-testid="old-receive"
              >
                {t('spareParts.oldParts.receive')}
              </Button>
            )}
            {can(SPARE_ACCESS.personal) && (
              <Button disabled={!mayReturn} onClick={() => setAction('return')} data-testid="old-return">
                {t('spareParts.oldParts.return')}
              </Button>
            )}
          </Space>
        }
      >
        <Space wrap style={{ marginBottom: 12 }}>
          <Segmented
            value={state ?? 'all'}
            onChange={(v) => setQuery({ state: v === 'all' ? undefined : (v as OldPartState) })}
            options={[
              { value: 'all', label: t('spareParts.oldParts.all') },
              ...OLD_PART_STATE_LIST.map((s) => ({ value: s, label: labels.oldPart(s) })),
            ]}
            data-testid="old-state-filter"
          />
          <Input.Search
            defaultValue={keyword}
            allowClear
            placeholder={t('spareParts.oldParts.searchSn')}
            onSearch={(v) => setQuery({ keyword: v.trim() })}
            style={{ width: 220 }}
            data-testid="old-search"
          />
        </Space>
        {phone ? (
          <List
            loading={isLoading}
            dataSource={list}
            pagination={pagination}
            locale={{ emptyText: t('spareParts.oldParts.empty') }}
            renderItem={(o) => (
              <List.Item>
                <Card
                  size="small"
                  style={{ width: '100%', borderColor: selected.includes(o.id) ? '#1677ff' : undefined }}
                  onClick={() => toggle(o.id)}
                  data-testid="old-card"
                >
                  <Space style={{ justifyContent: 'space-between', width: '100%' }}>
                    <Typography.Text strong>{o.name}</Typography.Text>
                    {stateTag(o)}
                  </Space>
                  <div>
                    <Typography.Text type="secondary">
                      {o.snCode ?? '—'} · {o.orderNo} · {o.quantity}
                    </Typography.Text>
                  </div>
                  <div>{age(o)}</div>
                </Card>
              </List.Item>
            )}
          />
        ) : (
          <Table<OldPart>
            rowKey="id"
            size="small"
            loading={isLoading}
            columns={columns}
            dataSource={list}
            pagination={pagination}
            scroll={{ x: 1000 }}
            locale={{ emptyText: t('spareParts.oldParts.empty') }}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys as number[]),
              getCheckboxProps: (o) => ({ disabled: o.state === OLD_PART_STATES.received }),
            }}
          />
        )}
      </Card>
      {action && settings.data && (
        <StoreModal
          title={t(action === 'receive' ? 'spareParts.oldParts.receive' : 'spareParts.oldParts.return')}
          stores={settings.data.stores}
          initial={chosen.find((o) => o.warehouseId)?.warehouseId ?? undefined}
          onClose={() => setAction(undefined)}
          onOk={async (warehouseId) => {
            const ids = chosen.map((o) => o.id);
            const ok =
              action === 'receive'
                ? await runAction(() => receiveOldParts({ ids, warehouseId }))
                : await runAction(() => returnOldParts({ ids, warehouseId }));
            if (ok)
              done(
                t(action === 'receive' ? 'spareParts.oldParts.received' : 'spareParts.oldParts.returned', {
                  count: ids.length,
                }),
              );
            return Boolean(ok);
          }}
        />
      )}
    </Space>
  );
}
