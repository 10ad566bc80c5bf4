import { useState } from 'react';
import { Button, Card, Popconfirm, Space, Tag, Typography, type ButtonProps } from 'antd';
import { PlusOutlined, PushpinFilled } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AnnouncementItem } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import { KEYWORD_LIST } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import type { DataColumn } from '../../../components/DataTable/types';
import { SafeImage } from '../../../components/SafeImage';
import { showToast } from '../../../shell/notify';
import { runAction } from '../../../shell/submit';
import {
  ANNOUNCEMENTS_KEY,
  NOTICES_KEY,
  deleteAnnouncement,
  fetchAnnouncements,
  publishAnnouncement,
} from '../api';
import { AnnouncementFormModal } from '../components/AnnouncementFormModal';
import { noticeDetailPath } from '../paths';

type Dialog = { kind: 'add' } | { kind: 'edit'; announcement: AnnouncementItem };
const when = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');

/**
 * /noticeManage: the enterprise's announcements, pinned first then newest: create a draft with its
 * 16:9 cover, edit, publish (to the home page and everyone's message centre), delete with a confirmation.
 */
export default function NoticeManagePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useListState(KEYWORD_LIST);
  const { keyword } = list.filters;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: NOTICES_KEY });

  const publish = async (row: AnnouncementItem) => {
    if (await runAction(() => publishAnnouncement(row.id))) {
      showToast('success', t('notices.announcements.published'));
      reload();
    }
  };
  const remove = async (row: AnnouncementItem) => {
    if (await runAction(() => deleteAnnouncement(row.id))) {
      showToast('success', t('notices.common.deleted'));
      reload();
    }
  };

  const columns: DataColumn<AnnouncementItem>[] = [
    {
      key: 'cover',
      title: t('notices.fields.cover'),
      dataIndex: 'cover',
      width: 120,
      render: (cover: string) => (
        <SafeImage
          src={cover}
          alt=""
          width={96}
          height={54}
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      ),
      exportValue: (row) => row.cover,
    },
    {
      key: 'title',
      title: t('notices.fields.title'),
      dataIndex: 'title',
      width: 260,
      render: (title: string, row) => (
        <Space size={4}>
          {row.pinned && (
            <PushpinFilled style={{ color: '#fa541c' }} aria-label={t('notices.fields.pinned')} />
          )}
          {row.published ? (
            <Link to={noticeDetailPath(row.id)} data-testid="notice-row-title">
              {title}
            </Link>
          ) : (
            <Typography.Text data-testid="notice-row-title">{title}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      key: 'published',
      title: t('notices.fields.state'),
      dataIndex: 'published',
      width: 100,
      render: (published: boolean) =>
        published ? (
          <Tag color="green">{t('notices.announcements.stateOn')}</Tag>
        ) : (
          <Tag>{t('notices.announcements.stateDraft')}</Tag>
        ),
      exportValue: (row) =>
        row.published ? t('notices.announcements.stateOn') : t('notices.announcements.stateDraft'),
    },
    { key: 'publisher', title: t('notices.fields.publisher'), dataIndex: 'publisherName', width: 120 },
    {
      key: 'publishedAt',
      title: t('notices.fields.publishedAt'),
      dataIndex: 'publishedAt',
      width: 160,
      render: when,
    },
    {
      title: t('notices.common.actions'),
      width: 200,
      render: (_v, row) => (
        <Space size={0}>
          {!row.published && (
            <Popconfirm
              title={t('notices.announcements.publishConfirm')}
              onConfirm={() => void publish(row)}
              okText={t('notices.announcements.publish')}
              okButtonProps={{ 'data-testid': 'notice-publish-ok' } as ButtonProps}
              cancelText={t('notices.common.cancel')}
            >
              <Button type="link" size="small" data-testid="notice-publish">
                {t('notices.announcements.publish')}
              </Button>
            </Popconfirm>
          )}
          <Button
            type="link"
            size="small"
            onClick={() => setDialog({ kind: 'edit', announcement: row })}
            data-testid="notice-edit"
          >
            {t('notices.common.edit')}
          </Button>
          <Popconfirm
            title={t('notices.announcements.deleteConfirm', { title: row.title })}
            onConfirm={() => void remove(row)}
            okText={t('notices.common.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('notices.common.cancel')}
          >
            <Button type="link" size="small" danger data-testid="notice-delete">
              {t('notices.common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('notices.routes.noticeManage')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ kind: 'add' })}
          data-testid="notice-add"
        >
          {t('notices.announcements.add')}
        </Button>
      }
    >
      <DataTable<AnnouncementItem, { keyword?: string }>
        tableId="announcements"
        queryKey={ANNOUNCEMENTS_KEY}
        fetchPage={fetchAnnouncements}
        conditions={{ keyword }}
        list={list}
        columns={columns}
        rowKey="id"
        toolbar={
          <ListKeyword
            value={keyword}
            onChange={(next) => list.setFilters({ keyword: next })}
            placeholder={t('notices.announcements.keyword')}
            aria-label={t('notices.announcements.keyword')}
            style={{ width: 240 }}
          />
        }
      />
      {dialog && (
        <AnnouncementFormModal
          announcement={dialog.kind === 'edit' ? dialog.announcement : undefined}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            showToast('success', t('notices.common.saved'));
            reload();
          }}
        />
      )}
    </Card>
  );
}
