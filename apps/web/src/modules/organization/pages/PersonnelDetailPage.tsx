import { Card, Descriptions, Empty, Flex, Result, Space, Spin, Statistic, Tag } from 'antd';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { TEAM_TYPE_NAMES } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { USER_QUERY_KEY, fetchTravelTotal, fetchTravels, fetchUser, type TravelRow } from '../api';
import { useLocale } from '../hooks/useOrg';
import { roleDisplayName } from '../tree';

const METRES_PER_KM = 1000;

/**
 * /organizationalStructure/personneldetails/:id (spec menu code 11001; the route asks for the
 * personnel view code): profile, roles, department, teams, tags and travelled distance.
 */
export default function PersonnelDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const user = useQuery({
    queryKey: [USER_QUERY_KEY, id],
    queryFn: () => fetchUser(id),
    enabled: valid,
    retry: false,
  });
  const total = useQuery({
    queryKey: ['travelled', 'total', id],
    queryFn: () => fetchTravelTotal(id),
    enabled: valid,
    retry: false,
  });

  if (!valid || user.isError) return <Result status="404" title={t('organization.detail.notFound')} />;
  if (!user.data) return <Spin />;
  const u = user.data;
  const none = <span>{t('organization.common.none')}</span>;

  const columns: DataColumn<TravelRow>[] = [
    {
      key: 'travelledAt',
      title: t('organization.detail.travelledAt'),
      dataIndex: 'travelledAt',
      width: 180,
      render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
    },
    { key: 'from', title: t('organization.detail.from'), dataIndex: 'fromText', width: 200 },
    { key: 'to', title: t('organization.detail.to'), dataIndex: 'toText', width: 200 },
    {
      key: 'distance',
      title: t('organization.detail.distance'),
      dataIndex: 'distanceMeters',
      width: 140,
      render: (m: number) => t('organization.detail.km', { value: (m / METRES_PER_KM).toFixed(2) }),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card
        title={u.name}
        extra={
          <Tag color={u.enabled ? 'green' : 'default'}>
            {u.enabled ? t('organization.user.on') : t('organization.user.off')}
          </Tag>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" data-testid="personnel-detail">
          <Descriptions.Item label={t('organization.user.name')}>{u.name}</Descriptions.Item>
          <Descriptions.Item label={t('organization.user.phone')}>{u.phone}</Descriptions.Item>
          <Descriptions.Item label={t('organization.user.department')}>
            {u.department?.name ?? none}
          </Descriptions.Item>
          <Descriptions.Item label={t('organization.user.createdAt')}>
            {dayjs(u.createdAt).format('YYYY-MM-DD HH:mm')}
          </Descriptions.Item>
          <Descriptions.Item label={t('organization.user.roles')}>
            {u.roles.length ? (
              <Space size={4} wrap>
                {u.roles.map((r) => (
                  <Tag key={r.id}>{roleDisplayName(r, locale)}</Tag>
                ))}
              </Space>
            ) : (
              none
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('organization.user.teams')}>
            {u.teams.length ? (
              <Space size={4} wrap>
                {u.teams.map((x) => (
                  <Tag key={x.id} color={x.isDispatcher ? 'gold' : undefined}>
                    {`${x.name} · ${TEAM_TYPE_NAMES[x.type]?.[locale] ?? ''}${x.isDispatcher ? ` · ${t('organization.team.dispatcher')}` : ''}`}
                  </Tag>
                ))}
              </Space>
            ) : (
              none
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('organization.user.tags')} span={2}>
            {u.tags.length ? (
              <Space size={4} wrap>
                {u.tags.map((x) => (
                  <Tag key={x.id} color={x.color ?? undefined}>
                    {x.name}
                  </Tag>
                ))}
              </Space>
            ) : (
              none
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('organization.detail.travelTitle')}>
        <Flex gap={48} style={{ marginBottom: 16 }}>
          <Statistic
            title={t('organization.detail.totalDistance')}
            value={total.data?.kilometres ?? '0.00'}
            suffix={t('organization.detail.kmUnit')}
          />
          <Statistic title={t('organization.detail.trips')} value={total.data?.count ?? 0} />
        </Flex>
        {total.data?.count === 0 ? (
          <Empty description={t('organization.detail.noTravels')} />
        ) : (
          <DataTable<TravelRow, { userId: number }>
            tableId="travels"
            queryKey={['travelled', 'list']}
            fetchPage={fetchTravels}
            conditions={{ userId: id }}
            columns={columns}
            rowKey="id"
          />
        )}
      </Card>
    </Flex>
  );
}
