import { Card, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_KINDS,
  OUTBOUND_STATUS_LABELS,
  isDomainEventKind,
  type OutboundItem,
  type OutboundStatus,
} from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { useLocale } from '../../../shell/useLocale';
import { OUTBOUND_KEY, fetchOutbound } from '../api';

const STATUS_COLOURS: Record<OutboundStatus, string> = {
  queued: 'blue',
  sending: 'processing',
  sent: 'green',
  failed: 'red',
};
const at = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '');

/** What the chat-app and email channels sent, to where, and why a message failed. */
export function OutboundLog() {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: DataColumn<OutboundItem>[] = [
    {
      key: 'createdAt',
      title: t('messages.outbound.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: at,
    },
    {
      key: 'channel',
      title: t('messages.settings.channels'),
      dataIndex: 'channel',
      width: 120,
      render: (c: OutboundItem['channel']) => t(`messages.channels.${c}`),
    },
    {
      key: 'kind',
      title: t('messages.outbound.kind'),
      dataIndex: 'kind',
      width: 140,
      render: (k: string) => (isDomainEventKind(k) ? MESSAGE_KINDS[k].name[locale] : k),
    },
    {
      key: 'address',
      title: t('messages.outbound.to'),
      dataIndex: 'address',
      width: 200,
      render: (a: string, r) => (r.channel === 'chatApp' ? t('messages.outbound.group') : a),
    },
    { key: 'subject', title: t('messages.outbound.subject'), dataIndex: 'subject' },
    {
      key: 'status',
      title: t('messages.outbound.status'),
      dataIndex: 'status',
      width: 220,
      render: (s: OutboundStatus, r) => (
        <>
          <Tag color={STATUS_COLOURS[s]}>{OUTBOUND_STATUS_LABELS[s][locale]}</Tag>
          {r.error && <Typography.Text type="secondary">{r.error}</Typography.Text>}
        </>
      ),
    },
  ];
  return (
    <Card size="small" title={t('messages.outbound.title')} data-testid="outbound-log">
      <DataTable<OutboundItem>
        tableId="outbound"
        queryKey={OUTBOUND_KEY}
        fetchPage={fetchOutbound}
        columns={columns}
        rowKey="id"
      />
    </Card>
  );
}
