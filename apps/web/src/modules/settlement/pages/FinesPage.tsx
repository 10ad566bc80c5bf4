import { useState } from 'react';
import { Button, Input, Modal, Popconfirm, Space, Tabs } from 'antd';
import type { ButtonProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { REJECT_REASON_MAX, SETTLEMENT_ACCESS, type FineRow } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { showToast } from '../../../shell/notify';
import { useCan } from '../../../shell/session/useCan';
import { runAction, submitForm } from '../../../shell/submit';
import { FINES_KEY, fetchFineCounts, fetchFines, reviewFine } from '../api';
import { SETTLEMENT_PATHS } from '../paths';
import { AuditTag, yuan } from '../components/labels';

type Tab = 'all' | '0' | '1' | '2';

/**
 * /FineControlList: rewards and penalties by audit status; finance passes a pending one (it goes into
 * the person's next personal bill) or rejects it with a reason.
 */
export default function FinesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('all');
  const [rejecting, setRejecting] = useState<FineRow | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const counts = useQuery({ queryKey: [...FINES_KEY, 'count'], queryFn: () => fetchFineCounts({}) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: FINES_KEY });
  const pass = async (f: FineRow) => {
    if (await runAction(() => reviewFine({ id: f.id, passed: true }))) {
      showToast('success', t('settlement.fines.passedDone'));
      void refresh();
    }
  };
  const reject = async () => {
    const v = await validateForm(form);
    if (!v || !rejecting) return;
    if (
      await submitForm(form, ['reason'], () =>
        reviewFine({ id: rejecting.id, passed: false, reason: v.reason }),
      )
    ) {
      showToast('success', t('settlement.fines.rejectedDone'));
      setRejecting(null);
      void refresh();
    }
  };
  const review = can(SETTLEMENT_ACCESS.settle);
  const columns: DataColumn<FineRow>[] = [
    { key: 'fineNo', title: t('settlement.fines.no'), dataIndex: 'fineNo', width: 130 },
    {
      key: 'type',
      title: t('settlement.fines.type'),
      width: 80,
      render: (_v, f) => t(`settlement.fineTypes.${f.type}`),
    },
    { key: 'userName', title: t('settlement.fines.person'), dataIndex: 'userName', width: 110 },
    { key: 'reason', title: t('settlement.fines.reason'), dataIndex: 'reason', width: 240 },
    {
      key: 'amount',
      title: t('settlement.fines.amount'),
      width: 110,
      align: 'right',
      render: (_v, f) => yuan(f.amount),
    },
    { key: 'date', title: t('settlement.fines.date'), dataIndex: 'date', width: 110 },
    {
      key: 'auditState',
      title: t('settlement.fines.auditState'),
      width: 160,
      render: (_v, f) => (
        <>
          <AuditTag state={f.auditState} /> {f.rejectReason}
        </>
      ),
    },
    {
      key: 'settled',
      title: t('settlement.fines.settled'),
      width: 90,
      render: (_v, f) => (f.billId ? t('settlement.common.yes') : t('settlement.common.no')),
    },
    ...(review
      ? [
          {
            title: t('settlement.common.actions'),
            width: 140,
            render: (_v: unknown, f: FineRow) =>
              f.auditState === 0 ? (
                <Space size={0}>
                  <Popconfirm
                    title={t('settlement.fines.passConfirm')}
                    onConfirm={() => void pass(f)}
                    okText={t('settlement.fines.pass')}
                    cancelText={t('settlement.common.cancel')}
                  >
                    <Button type="link" size="small">
                      {t('settlement.fines.pass')}
                    </Button>
                  </Popconfirm>
                  <Button type="link" size="small" danger onClick={() => setRejecting(f)}>
                    {t('settlement.fines.reject')}
                  </Button>
                </Space>
              ) : null,
          },
        ]
      : []),
  ];
  const c = counts.data;
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as Tab)}
        items={[
          { key: 'all', label: `${t('settlement.fines.all')} ${c?.total ?? ''}` },
          { key: '0', label: `${t('settlement.auditStates.0')} ${c?.pending ?? ''}` },
          { key: '1', label: `${t('settlement.auditStates.1')} ${c?.passed ?? ''}` },
          { key: '2', label: `${t('settlement.auditStates.2')} ${c?.rejected ?? ''}` },
        ]}
      />
      <DataTable<FineRow, { auditState?: number }>
        tableId="fines"
        queryKey={FINES_KEY}
        fetchPage={fetchFines}
        conditions={tab === 'all' ? {} : { auditState: Number(tab) }}
        columns={columns}
        rowKey="id"
        toolbar={
          can(SETTLEMENT_ACCESS.rules) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(SETTLEMENT_PATHS.fineNew)}>
              {t('settlement.fines.add')}
            </Button>
          )
        }
      />
      {rejecting && (
        <Modal
          open
          title={t('settlement.fines.reject')}
          onCancel={() => setRejecting(null)}
          onOk={() => void reject()}
          okButtonProps={{ danger: true } as ButtonProps}
          destroyOnHidden
        >
          <Form form={form} layout="vertical">
            <Form.Item
              name="reason"
              label={t('settlement.fines.rejectReason')}
              rules={[{ required: true, whitespace: true }]}
            >
              <Input.TextArea maxLength={REJECT_REASON_MAX} showCount />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </>
  );
}
