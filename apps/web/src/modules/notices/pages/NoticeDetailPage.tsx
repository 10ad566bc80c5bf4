import { Card, Flex, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { PushpinFilled } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SafeImage } from '../../../components/SafeImage';
import { NOTICES_KEY, fetchAnnouncement } from '../api';

/** /noticeManage/detail/:id: one announcement as everyone reads it (from the home page or a message). */
export default function NoticeDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const found = useQuery({
    queryKey: [...NOTICES_KEY, 'detail', id],
    queryFn: () => fetchAnnouncement(id),
    enabled: Number.isSafeInteger(id) && id > 0,
    retry: false,
  });
  if (found.isPending && found.fetchStatus !== 'idle') return <Skeleton active />;
  const a = found.data;
  if (!a) return <Result status="404" title={t('notices.announcements.notFound')} />;
  return (
    <Card style={{ maxWidth: 880 }}>
      <Flex vertical gap={16}>
        <SafeImage
          src={a.cover}
          alt={a.title}
          style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8 }}
          data-testid="notice-detail-cover"
        />
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="notice-detail-title">
          {a.pinned && <PushpinFilled style={{ color: '#fa541c', marginRight: 8 }} />}
          {a.title}
        </Typography.Title>
        <Space wrap>
          {!a.published && <Tag>{t('notices.announcements.stateDraft')}</Tag>}
          <Typography.Text type="secondary">
            {t('notices.announcements.byline', {
              publisher: a.publisherName ?? '—',
              time: dayjs(a.publishedAt ?? a.createdAt).format('YYYY-MM-DD HH:mm'),
            })}
          </Typography.Text>
        </Space>
        {a.content ? (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {a.content}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">{t('notices.announcements.noContent')}</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
