import { useRef, useState } from 'react';
import { Button, Card, Input, InputNumber, Modal, Popconfirm, Select, Space, Tabs, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import {
  MESSAGE_KINDS,
  SMS_NOTE_MAX,
  SMS_REASON_MAX,
  SMS_REVIEW_STATE_LABELS,
  SMS_REVIEW_STATE_LIST,
  canSmsReview,
  isDomainEventKind,
  type SmsEnterpriseBalance,
  type SmsReviewItem,
  type SmsReviewState,
  type SmsSubject,
} from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { Form } from '../../../components/Form';
import { PATHS } from '../../../shell/paths';
import { showToast } from '../../../shell/notify';
import { useSession } from '../../../shell/session/useSession';
import { runAction, submitForm } from '../../../shell/submit';
import { useLocale } from '../../../shell/useLocale';
import {
  SMS_BALANCES_QUERY_KEY,
  SMS_REVIEWS_QUERY_KEY,
  fetchSmsBalances,
  fetchSmsReviews,
  reviewSms,
  topUpSms,
} from '../api';
import { validateForm } from '../../../shell/form-failure';

const STATE_COLOURS: Record<SmsReviewState, string> = { 1: 'blue', 2: 'gold', 3: 'green', 4: 'red' };

/** The review queue of one subject: take up, approve, or reject with the reason the enterprise reads. */
function ReviewList({ subject }: { subject: SmsSubject }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SmsReviewState | undefined>();
  const [rejecting, setRejecting] = useState<SmsReviewItem | null>(null);
  const [reason, setReason] = useState('');
  const reload = () => void queryClient.invalidateQueries({ queryKey: SMS_REVIEWS_QUERY_KEY });
  const act = async (row: SmsReviewItem, action: 'review' | 'approve' | 'reject', why?: string) => {
    const ok = await runAction(() =>
      reviewSms({ subject, enterpriseId: row.enterpriseId, id: row.id ?? undefined, action, reason: why }),
    );
    if (ok) {
      showToast('success', t(`platform.smsReview.done.${action}`));
      reload();
    }
    return ok;
  };
  const columns: DataColumn<SmsReviewItem>[] = [
    {
      key: 'submittedAt',
      title: t('platform.smsReview.submittedAt'),
      dataIndex: 'submittedAt',
      width: 160,
      render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'enterpriseName',
      title: t('platform.smsReview.enterprise'),
      dataIndex: 'enterpriseName',
      width: 200,
    },
    ...(subject === 'template'
      ? [
          {
            key: 'kind',
            title: t('platform.smsReview.kind'),
            dataIndex: 'kind',
            width: 160,
            render: (k: string | null, r: SmsReviewItem) =>
              `${k && isDomainEventKind(k) ? MESSAGE_KINDS[k].name[locale] : (k ?? '')} · ${r.locale ?? ''}`,
          } as DataColumn<SmsReviewItem>,
        ]
      : []),
    { key: 'text', title: t('platform.smsReview.text'), dataIndex: 'text' },
    {
      key: 'state',
      title: t('platform.smsReview.state'),
      dataIndex: 'state',
      width: 110,
      render: (s: SmsReviewState) => <Tag color={STATE_COLOURS[s]}>{SMS_REVIEW_STATE_LABELS[s][locale]}</Tag>,
    },
    {
      key: 'actions',
      title: t('platform.smsReview.actions'),
      width: 230,
      render: (_v: unknown, r: SmsReviewItem) => (
        <Space size={0}>
          {canSmsReview('review', r.state) && (
            <Button type="link" size="small" onClick={() => void act(r, 'review')}>
              {t('platform.smsReview.review')}
            </Button>
          )}
          {canSmsReview('approve', r.state) && (
            <Popconfirm title={t('platform.smsReview.approveConfirm')} onConfirm={() => act(r, 'approve')}>
              <Button type="link" size="small" data-testid="sms-review-approve">
                {t('platform.smsReview.approve')}
              </Button>
            </Popconfirm>
          )}
          {canSmsReview('reject', r.state) && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => {
                setReason('');
                setRejecting(r);
              }}
            >
              {t('platform.smsReview.reject')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <DataTable<SmsReviewItem, { subject: SmsSubject; state?: SmsReviewState }>
        tableId={`smsReview-${subject}`}
        queryKey={SMS_REVIEWS_QUERY_KEY}
        fetchPage={fetchSmsReviews}
        conditions={{ subject, state }}
        columns={columns}
        rowKey="key"
        toolbar={
          <Select
            allowClear
            style={{ width: 180 }}
            placeholder={t('platform.smsReview.pending')}
            value={state}
            onChange={setState}
            options={SMS_REVIEW_STATE_LIST.map((s) => ({
              value: s,
              label: SMS_REVIEW_STATE_LABELS[s][locale],
            }))}
          />
        }
      />
      <Modal
        open={!!rejecting}
        title={t('platform.smsReview.rejectTitle')}
        okText={t('platform.smsReview.reject')}
        okButtonProps={{ danger: true, disabled: !reason.trim() }}
        onCancel={() => setRejecting(null)}
        onOk={async () => {
          if (rejecting && (await act(rejecting, 'reject', reason.trim()))) setRejecting(null);
        }}
      >
        <Input.TextArea
          rows={3}
          value={reason}
          maxLength={SMS_REASON_MAX}
          showCount
          placeholder={t('platform.smsReview.reasonPlaceholder')}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );
}

/** Every enterprise's balance, and the credit the operator records once payment arrives. */
function Balances() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [target, setTarget] = useState<SmsEnterpriseBalance | null>(null);
  const [form] = Form.useForm<{ amount: number; note: string }>();
  const busy = useRef(false);
  const save = async () => {
    const values = await validateForm(form);
    if (!values || !target || busy.current) return;
    busy.current = true;
    const done = await submitForm(form, ['amount', 'note'], () =>
      topUpSms({ enterpriseId: target.enterpriseId, amount: values.amount.toFixed(2), note: values.note }),
    ).finally(() => (busy.current = false));
    if (!done) return;
    showToast('success', t('platform.smsTopUp.done', { balance: done.balance }));
    setTarget(null);
    void queryClient.invalidateQueries({ queryKey: SMS_BALANCES_QUERY_KEY });
  };
  const columns: DataColumn<SmsEnterpriseBalance>[] = [
    { key: 'enterpriseName', title: t('platform.smsReview.enterprise'), dataIndex: 'enterpriseName' },
    {
      key: 'plan',
      title: t('platform.smsTopUp.plan'),
      dataIndex: 'isChargeUser',
      width: 120,
      render: (v: number) => (v === 0 ? t('platform.smsTopUp.free') : t('platform.smsTopUp.paid')),
    },
    { key: 'balance', title: t('platform.smsTopUp.balance'), dataIndex: 'balance', width: 140 },
    {
      key: 'actions',
      title: t('platform.smsReview.actions'),
      width: 120,
      render: (_v: unknown, r: SmsEnterpriseBalance) => (
        <Button type="link" size="small" onClick={() => setTarget(r)}>
          {t('platform.smsTopUp.action')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable<SmsEnterpriseBalance, { keyword?: string }>
        tableId="smsBalances"
        queryKey={SMS_BALANCES_QUERY_KEY}
        fetchPage={fetchSmsBalances}
        conditions={{ keyword }}
        columns={columns}
        rowKey="enterpriseId"
        toolbar={
          <Input.Search
            allowClear
            style={{ width: 260 }}
            placeholder={t('platform.smsTopUp.search')}
            onSearch={(v) => setKeyword(v.trim() || undefined)}
          />
        }
      />
      <Modal
        open={!!target}
        destroyOnHidden
        title={t('platform.smsTopUp.title', { name: target?.enterpriseName ?? '' })}
        okText={t('platform.smsTopUp.action')}
        onCancel={() => setTarget(null)}
        onOk={() => void save()}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="amount"
            label={t('platform.smsTopUp.amount')}
            rules={[{ required: true, message: t('platform.smsTopUp.amountRequired') }]}
          >
            <InputNumber min={0.01} max={100000} precision={2} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="note"
            label={t('platform.smsTopUp.note')}
            extra={t('platform.smsTopUp.noteHint')}
            rules={[{ required: true, whitespace: true, message: t('platform.smsTopUp.noteRequired') }]}
          >
            <Input maxLength={SMS_NOTE_MAX} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/**
 * /platform/smsReview: the operator's SMS desk — signatures and templates waiting for review
 * (spec-business §4: submitted → under review → passed or rejected) and the enterprises' balances
 * with their top-ups. Platform administrators only.
 */
export default function SmsReviewPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user?.platformAdmin) return <Navigate to={PATHS.noPermission} replace />;
  return (
    <Card>
      <Tabs
        items={[
          {
            key: 'signature',
            label: t('platform.smsReview.signatures'),
            children: <ReviewList subject="signature" />,
          },
          {
            key: 'template',
            label: t('platform.smsReview.templates'),
            children: <ReviewList subject="template" />,
          },
          { key: 'balances', label: t('platform.smsTopUp.tab'), children: <Balances /> },
        ]}
      />
    </Card>
  );
}
