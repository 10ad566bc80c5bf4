import { Suspense, useState } from 'react';
import { Button, Card, Flex, Popconfirm, Space, Spin, Switch, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TimedNoticeItem } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import { KEYWORD_LIST } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import type { DataColumn } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { runAction } from '../../../shell/submit';
import { lazyPart } from '../../../shell/chunks';
import { NOTICES_KEY, TIMED_KEY, deleteTimedNotice, enableTimedNotice, fetchTimedNotices } from '../api';
import { NoticeSettingsCard } from '../components/NoticeSettingsCard';
import { scheduleText } from '../schedule-text';

// The form loads when opened (its date and time pickers and the audience pickers).
const TimedNoticeFormModal = lazyPart(() =>
  import('../components/TimedNoticeFormModal').then((m) => m.TimedNoticeFormModal),
);

type Dialog = { kind: 'add' } | { kind: 'edit'; notice: TimedNoticeItem };
const when = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');

/**
 * /timerNotice: notices scheduled to roles, teams and people (once or repeating), each with its next
 * run; and the settings of the daily 08:00 to-do push and the warranty expiration reminders.
 */
export default function TimerNoticePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useListState(KEYWORD_LIST);
  const { keyword } = list.filters;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: NOTICES_KEY });

  const toggle = async (row: TimedNoticeItem, enabled: boolean) => {
    if (await runAction(() => enableTimedNotice(row.id, enabled))) reload();
  };
  const remove = async (row: TimedNoticeItem) => {
    if (await runAction(() => deleteTimedNotice(row.id))) {
      showToast('success', t('notices.common.deleted'));
      reload();
    }
  };

  const audience = (row: TimedNoticeItem) =>
    [...row.roles, ...row.teams, ...row.users].map((r) => r.name).join(t('notices.schedule.separator'));
  const columns: DataColumn<TimedNoticeItem>[] = [
    { key: 'title', title: t('notices.fields.title'), dataIndex: 'title', width: 200 },
    {
      key: 'schedule',
      title: t('notices.fields.schedule'),
      width: 220,
      render: (_v, row) => scheduleText(row, t),
      exportValue: (row) => scheduleText(row, t),
    },
    {
      key: 'audience',
      title: t('notices.fields.audience'),
      width: 220,
      render: (_v, row) => (
        <Space size={[4, 4]} wrap>
          {row.roles.map((r) => (
            <Tag key={`r${r.id}`} color="blue">
              {r.name}
            </Tag>
          ))}
          {row.teams.map((r) => (
            <Tag key={`t${r.id}`} color="cyan">
              {r.name}
            </Tag>
          ))}
          {row.users.map((r) => (
            <Tag key={`u${r.id}`}>{r.name}</Tag>
          ))}
        </Space>
      ),
      exportValue: audience,
    },
    {
      key: 'enabled',
      title: t('notices.fields.enabled'),
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: boolean, row) => (
        <Switch
          checked={enabled}
          size="small"
          onChange={(on) => void toggle(row, on)}
          aria-label={t('notices.fields.enabled')}
          data-testid="timed-enabled"
        />
      ),
      exportValue: (row) => (row.enabled ? t('notices.common.on') : t('notices.common.off')),
    },
    {
      key: 'nextRunAt',
      title: t('notices.fields.nextRunAt'),
      dataIndex: 'nextRunAt',
      width: 160,
      render: (v: string | null, row) =>
        v ? (
          when(v)
        ) : (
          <Typography.Text type="secondary">
            {t(row.enabled ? 'notices.timed.finished' : 'notices.timed.off')}
          </Typography.Text>
        ),
    },
    {
      key: 'lastRunAt',
      title: t('notices.fields.lastRunAt'),
      dataIndex: 'lastRunAt',
      width: 180,
      render: (v: string | null, row) =>
        v ? t('notices.timed.lastRun', { at: when(v), runs: row.runs }) : '—',
    },
    {
      title: t('notices.common.actions'),
      width: 140,
      render: (_v, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', notice: row })}>
            {t('notices.common.edit')}
          </Button>
          <Popconfirm
            title={t('notices.timed.deleteConfirm', { title: row.title })}
            onConfirm={() => void remove(row)}
            okText={t('notices.common.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('notices.common.cancel')}
          >
            <Button type="link" size="small" danger>
              {t('notices.common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card
        title={t('notices.routes.timerNotice')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ kind: 'add' })}
            data-testid="timed-add"
          >
            {t('notices.timed.add')}
          </Button>
        }
      >
        <DataTable<TimedNoticeItem, { keyword?: string }>
          tableId="timedNotices"
          queryKey={TIMED_KEY}
          fetchPage={fetchTimedNotices}
          conditions={{ keyword }}
          list={list}
          columns={columns}
          rowKey="id"
          toolbar={
            <ListKeyword
              value={keyword}
              onChange={(next) => list.setFilters({ keyword: next })}
              placeholder={t('notices.timed.keyword')}
              aria-label={t('notices.timed.keyword')}
              style={{ width: 240 }}
            />
          }
        />
      </Card>
      <NoticeSettingsCard />
      {dialog && (
        <Suspense fallback={<Spin fullscreen />}>
          <TimedNoticeFormModal
            notice={dialog.kind === 'edit' ? dialog.notice : undefined}
            onClose={() => setDialog(null)}
            onDone={() => {
              setDialog(null);
              showToast('success', t('notices.common.saved'));
              reload();
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}
