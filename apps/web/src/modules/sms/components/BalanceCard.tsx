import { useState } from 'react';
import { Card, Col, Modal, Row, Select, Statistic, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  MESSAGE_KINDS,
  SMS_MARKETING_KIND,
  SMS_MARKETING_LABEL,
  SMS_SEND_STATUSES,
  SMS_SEND_STATUS_LABELS,
  SMS_SKIP_REASON_LABELS,
  isDomainEventKind,
  type SmsSendItem,
  type SmsSendStatus,
  type SmsTopUpItem,
} from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { useLocale } from '../../../shell/useLocale';
import {
  SMS_BALANCE_KEY,
  SMS_SENDS_KEY,
  SMS_TOP_UPS_KEY,
  fetchBalance,
  fetchSends,
  fetchTopUps,
} from '../api';

const STATUS_COLOURS: Record<SmsSendStatus, string> = {
  queued: 'blue',
  sending: 'processing',
  sent: 'green',
  failed: 'red',
  skipped: 'default',
};
const at = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '');

/** The prepaid balance (0.1 yuan a message), its top-ups by the platform, and the send log. */
export function BalanceCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const balance = useQuery({ queryKey: SMS_BALANCE_KEY, queryFn: fetchBalance });
  const [status, setStatus] = useState<SmsSendStatus | undefined>();
  const [history, setHistory] = useState(false);

  const columns: DataColumn<SmsSendItem>[] = [
    { key: 'createdAt', title: t('sms.log.createdAt'), dataIndex: 'createdAt', width: 170, render: at },
    {
      key: 'kind',
      title: t('sms.log.kind'),
      dataIndex: 'kind',
      width: 130,
      render: (k: string) =>
        isDomainEventKind(k)
          ? MESSAGE_KINDS[k].name[locale]
          : k === SMS_MARKETING_KIND
            ? SMS_MARKETING_LABEL[locale]
            : k,
    },
    {
      key: 'to',
      title: t('sms.log.to'),
      dataIndex: 'phone',
      width: 170,
      render: (phone: string, r) => `${r.userName ?? ''} ${phone}`,
    },
    { key: 'content', title: t('sms.log.content'), dataIndex: 'content' },
    { key: 'cost', title: t('sms.log.cost'), dataIndex: 'cost', width: 80 },
    {
      key: 'status',
      title: t('sms.log.status'),
      dataIndex: 'status',
      width: 200,
      render: (s: SmsSendStatus, r) => (
        <>
          <Tag color={STATUS_COLOURS[s]}>{SMS_SEND_STATUS_LABELS[s][locale]}</Tag>
          {r.reason && (
            <Typography.Text type="secondary">{SMS_SKIP_REASON_LABELS[r.reason][locale]}</Typography.Text>
          )}
        </>
      ),
    },
  ];
  const topUpColumns: DataColumn<SmsTopUpItem>[] = [
    { key: 'createdAt', title: t('sms.log.createdAt'), dataIndex: 'createdAt', width: 170, render: at },
    { key: 'amount', title: t('sms.balance.amount'), dataIndex: 'amount', width: 100 },
    { key: 'balanceAfter', title: t('sms.balance.after'), dataIndex: 'balanceAfter', width: 100 },
    { key: 'note', title: t('sms.balance.note'), dataIndex: 'note' },
    { key: 'byName', title: t('sms.balance.by'), dataIndex: 'byName', width: 100 },
  ];

  return (
    <Card title={t('sms.balance.title')} data-testid="sms-balance">
      <Row gutter={24} style={{ marginBottom: 16 }}>
        <Col>
          <Statistic
            title={t('sms.balance.balance')}
            value={balance.data?.balance ?? '—'}
            suffix={t('sms.balance.yuan')}
            loading={balance.isLoading}
          />
        </Col>
        <Col>
          <Statistic title={t('sms.balance.left')} value={balance.data?.messagesLeft ?? '—'} />
        </Col>
        <Col>
          <Statistic
            title={t('sms.balance.price')}
            value={balance.data?.price ?? '0.10'}
            suffix={t('sms.balance.yuan')}
          />
        </Col>
      </Row>
      <Typography.Paragraph type="secondary">
        {t('sms.balance.howToTopUp')}{' '}
        <Typography.Link onClick={() => setHistory(true)} data-testid="sms-top-ups">
          {t('sms.balance.history')}
        </Typography.Link>
      </Typography.Paragraph>
      <DataTable<SmsSendItem, { status?: SmsSendStatus }>
        tableId="smsSends"
        queryKey={SMS_SENDS_KEY}
        fetchPage={fetchSends}
        conditions={{ status }}
        columns={columns}
        rowKey="id"
        toolbar={
          <Select
            allowClear
            placeholder={t('sms.log.status')}
            style={{ width: 160 }}
            value={status}
            onChange={setStatus}
            options={SMS_SEND_STATUSES.map((s) => ({ value: s, label: SMS_SEND_STATUS_LABELS[s][locale] }))}
          />
        }
      />
      <Modal
        open={history}
        width={760}
        footer={null}
        title={t('sms.balance.history')}
        onCancel={() => setHistory(false)}
      >
        <DataTable<SmsTopUpItem>
          tableId="smsTopUps"
          queryKey={SMS_TOP_UPS_KEY}
          fetchPage={fetchTopUps}
          columns={topUpColumns}
          rowKey="id"
        />
      </Modal>
    </Card>
  );
}
