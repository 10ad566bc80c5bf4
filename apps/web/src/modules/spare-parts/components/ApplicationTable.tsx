import { Button, Card, Input, List, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SPARE_NOTE_MAX, type Application, type PageQuery } from '@fieldline/domain';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { runAction } from '../../../shell/submit';
import { SPARE_KEY, decideApplication, fetchApplications } from '../api';
import { usePhone } from '../../../shell/usePhone';
import { useSpareLabels } from './labels';

type Query = { type?: 1 | 2; auditState?: number; mine?: boolean };
const STATE_COLOURS = { 0: 'orange', 1: 'green', 2: 'red' } as const;

/** Reject needs a reason (SB:96). */
function RejectModal({ app, onClose }: { app: Application; onClose(done: boolean): void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const reject = async () => {
    if (!reason.trim()) return showToast('warning', t('spareParts.examine.reasonRequired'));
    if (await runAction(() => decideApplication({ id: app.id, pass: false, rejectReason: reason.trim() })))
      onClose(true);
  };
  return (
    <Modal
      open
      title={t('spareParts.examine.reject')}
      onOk={() => void reject()}
      onCancel={() => onClose(false)}
      okText={t('spareParts.examine.reject')}
      cancelText={t('spareParts.common.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'reject-submit' } as never}
    >
      <Input.TextArea
        rows={3}
        maxLength={SPARE_NOTE_MAX}
        showCount
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder={t('spareParts.examine.reasonPlaceholder')}
        data-testid="reject-reason"
      />
    </Modal>
  );
}

/**
 * Requests (申领) and returns: the engineer's own (/spareGet) or, for a warehouse keeper, everyone's
 * with pass and reject (/spareExamine). On a phone, cards.
 */
export function ApplicationTable({
  query,
  tableId,
  decide,
  toolbar,
}: {
  query: Query;
  tableId: string;
  decide?: boolean;
  toolbar?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const labels = useSpareLabels();
  const phone = usePhone();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<Application>();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: SPARE_KEY });
  const pass = async (a: Application) => {
    if (await runAction(() => decideApplication({ id: a.id, pass: true }))) {
      showToast('success', t('spareParts.examine.passed'));
      refresh();
    }
  };
  const parts = (a: Application) => a.items.map((i) => `${i.name} × ${i.quantity}${i.unit ?? ''}`).join('，');
  const state = (a: Application) => (
    <Tag color={STATE_COLOURS[a.auditState]} data-testid="application-state">
      {labels.audit(a.auditState)}
    </Tag>
  );
  const actions = (a: Application) =>
    decide && a.auditState === 0 ? (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => void pass(a)} data-testid={`pass-${a.id}`}>
          {t('spareParts.examine.pass')}
        </Button>
        <Button
          type="link"
          size="small"
          danger
          onClick={() => setRejecting(a)}
          data-testid={`reject-${a.id}`}
        >
          {t('spareParts.examine.reject')}
        </Button>
      </Space>
    ) : null;
  const columns: DataColumn<Application>[] = [
    {
      key: 'createdAt',
      title: t('spareParts.fields.time'),
      width: 170,
      render: (_v, a) => new Date(a.createdAt).toLocaleString(),
    },
    {
      key: 'type',
      title: t('spareParts.fields.kind'),
      width: 80,
      render: (_v, a) => labels.application(a.type),
    },
    { key: 'applicant', title: t('spareParts.fields.applicant'), width: 100, dataIndex: 'applicantName' },
    { key: 'warehouse', title: t('spareParts.fields.warehouse'), width: 110, dataIndex: 'warehouseName' },
    { key: 'items', title: t('spareParts.fields.parts'), width: 240, render: (_v, a) => parts(a) },
    { key: 'state', title: t('spareParts.fields.auditState'), width: 100, render: (_v, a) => state(a) },
    {
      key: 'rejectReason',
      title: t('spareParts.fields.rejectReason'),
      width: 140,
      dataIndex: 'rejectReason',
    },
    ...(decide
      ? [
          {
            title: t('spareParts.common.actions'),
            width: 130,
            render: (_v: unknown, a: Application) => actions(a),
          },
        ]
      : []),
  ];
  const rejectModal = rejecting && (
    <RejectModal
      app={rejecting}
      onClose={(done) => {
        setRejecting(undefined);
        if (done) refresh();
      }}
    />
  );
  if (phone)
    return (
      <>
        {toolbar}
        <PhoneList
          query={query}
          render={(a) => (
            <Card
              size="small"
              title={`${labels.application(a.type)} · ${a.warehouseName}`}
              extra={state(a)}
              data-testid="application-card"
            >
              <Typography.Paragraph style={{ marginBottom: 4 }}>{parts(a)}</Typography.Paragraph>
              <Typography.Text type="secondary">
                {a.applicantName} · {new Date(a.createdAt).toLocaleString()}
              </Typography.Text>
              {a.rejectReason && <Typography.Paragraph type="danger">{a.rejectReason}</Typography.Paragraph>}
              {actions(a)}
            </Card>
          )}
        />
        {rejectModal}
      </>
    );
  return (
    <>
      <DataTable<Application, Query>
        tableId={tableId}
        queryKey={[...SPARE_KEY, 'applications']}
        fetchPage={fetchApplications}
        conditions={query}
        columns={columns}
        rowKey="id"
        toolbar={toolbar}
      />
      {rejectModal}
    </>
  );
}

/** Applications as cards, newest first, paged (the phone layout). */
function PhoneList({ query, render }: { query: Query; render(a: Application): React.ReactNode }) {
  const [page, setPage] = useState<PageQuery>({ pageIndex: 0, pageSize: 10 });
  const { data, isLoading } = useQuery({
    queryKey: [...SPARE_KEY, 'applications', 'phone', query, page],
    queryFn: () => fetchApplications({ ...query, ...page }),
  });
  return (
    <List
      loading={isLoading}
      dataSource={data?.list ?? []}
      rowKey="id"
      renderItem={(a) => <List.Item style={{ padding: '6px 0' }}>{render(a)}</List.Item>}
      pagination={{
        current: page.pageIndex + 1,
        pageSize: page.pageSize,
        total: data?.total ?? 0,
        size: 'small',
        onChange: (p, s) => setPage({ pageIndex: p - 1, pageSize: s }),
      }}
    />
  );
}
