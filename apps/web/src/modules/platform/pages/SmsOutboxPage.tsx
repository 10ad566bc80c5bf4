import { useState } from 'react';
import { Alert, Card, Input } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { PHONE_LENGTH, smsOutboxQuerySchema, type SmsOutboxMessage } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { defineList } from '../../../components/DataTable/list-state';
import { useListState } from '../../../components/DataTable/useListState';
import { PATHS } from '../../../shell/paths';
import { useSession } from '../../../shell/session/useSession';
import { SMS_OUTBOX_QUERY_KEY, fetchSmsOutbox } from '../api';

/** The outbox's URL: the phone filter (a whole number only) and the page. */
const OUTBOX_LIST = defineList({ filters: smsOutboxQuerySchema.pick({ phone: true }) });

/**
 * /platform/smsOutbox: every text message the built-in outbox holds, newest first, so verification
 * codes can be read where no SMS gateway is configured. Platform administrators only.
 */
export default function SmsOutboxPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const list = useListState(OUTBOX_LIST);
  const phone = list.filters.phone;
  const [draft, setDraft] = useState(phone ?? '');
  // Back or a link may bring another phone while the page stays mounted.
  const [shownPhone, setShownPhone] = useState(phone);
  if (shownPhone !== phone) {
    setShownPhone(phone);
    setDraft(phone ?? '');
  }
  if (!user?.platformAdmin) return <Navigate to={PATHS.noPermission} replace />;

  const columns: DataColumn<SmsOutboxMessage>[] = [
    {
      key: 'createdAt',
      title: t('platform.outbox.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
    },
    { key: 'phone', title: t('platform.outbox.phone'), dataIndex: 'phone', width: 140 },
    { key: 'template', title: t('platform.outbox.template'), dataIndex: 'template', width: 200 },
    { key: 'content', title: t('platform.outbox.content'), dataIndex: 'content' },
  ];
  const search = (value: string) => {
    const v = value.trim();
    if (v === '' || v.length === PHONE_LENGTH) list.setFilters({ phone: v || undefined });
  };

  return (
    <Card>
      <Alert type="info" showIcon message={t('platform.outbox.intro')} style={{ marginBottom: 16 }} />
      <DataTable<SmsOutboxMessage, { phone?: string }>
        tableId="smsOutbox"
        queryKey={SMS_OUTBOX_QUERY_KEY}
        fetchPage={fetchSmsOutbox}
        conditions={{ phone }}
        list={list}
        columns={columns}
        rowKey="id"
        toolbar={
          <Input.Search
            allowClear
            value={draft}
            maxLength={PHONE_LENGTH}
            showCount
            inputMode="numeric"
            placeholder={t('platform.outbox.phoneFilter')}
            onChange={(e) => setDraft(e.target.value.replace(/\D/g, ''))}
            onSearch={search}
            style={{ width: 260 }}
            data-testid="sms-outbox-phone"
          />
        }
      />
    </Card>
  );
}
