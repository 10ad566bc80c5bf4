import { Card, Empty, List, Space, Tag, Typography } from 'antd';
import { PushpinFilled } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOME_ANNOUNCEMENTS } from '@fieldline/domain';
import { SafeImage } from '../../../components/SafeImage';
import { PUBLISHED_KEY, fetchPublished } from '../api';
import { noticeDetailPath } from '../paths';

/** The home page's announcements: the latest few published, pinned first, each with its cover. */
export function HomeAnnouncements() {
  const { t } = useTranslation();
  const page = useQuery({
    queryKey: [...PUBLISHED_KEY, 'home'],
    queryFn: () => fetchPublished({ pageIndex: 0, pageSize: HOME_ANNOUNCEMENTS }),
  });
  return (
    <Card title={t('notices.home.title')} loading={page.isPending} data-testid="home-announcements">
      {page.data && page.data.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notices.home.empty')} />
      ) : (
        <List
          itemLayout="horizontal"
          dataSource={page.data?.list ?? []}
          renderItem={(a) => (
            <List.Item data-testid="home-announcement">
              <List.Item.Meta
                avatar={
                  <SafeImage
                    src={a.cover}
                    alt=""
                    width={128}
                    height={72}
                    style={{ objectFit: 'cover', borderRadius: 4 }}
                  />
                }
                title={
                  <Space size={6}>
                    {a.pinned && (
                      <Tag color="volcano" icon={<PushpinFilled />}>
                        {t('notices.fields.pinned')}
                      </Tag>
                    )}
                    <Link to={noticeDetailPath(a.id)}>{a.title}</Link>
                  </Space>
                }
                description={
                  <Typography.Text type="secondary">
                    {t('notices.announcements.byline', {
                      publisher: a.publisherName ?? '—',
                      time: dayjs(a.publishedAt).format('YYYY-MM-DD HH:mm'),
                    })}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
