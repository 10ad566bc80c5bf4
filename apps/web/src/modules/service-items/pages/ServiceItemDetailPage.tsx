import { useState } from 'react';
import { Button, Card, Descriptions, Result, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { showToast } from '../../../shell/notify';
import { SERVICE_ITEMS_QUERY_KEY, fetchServiceItem, serviceItemKey } from '../api';
import { EnabledSwitch } from '../components/EnabledSwitch';
import { ServiceItemActions } from '../components/ServiceItemActions';
import { ServiceItemFormDrawer } from '../components/ServiceItemFormDrawer';
import { formatAmount } from '../logic';
import { SERVICE_ITEM_PATHS } from '../paths';

/** /serviceProject/Detail/:id: one service item with its amounts and bound templates; edit and delete as allowed. */
export default function ServiceItemDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const [editing, setEditing] = useState(false);
  const item = useQuery({
    queryKey: serviceItemKey(id),
    queryFn: () => fetchServiceItem(id),
    enabled: valid,
    retry: false,
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: SERVICE_ITEMS_QUERY_KEY });

  if (!valid || item.isError)
    return (
      <Result
        status="404"
        title={t('serviceItems.detail.notFound')}
        extra={
          <Link to={SERVICE_ITEM_PATHS.list}>
            <Button type="primary">{t('serviceItems.detail.back')}</Button>
          </Link>
        }
      />
    );
  if (!item.data) return <Spin />;
  const s = item.data;
  const none = t('serviceItems.common.none');
  const amount = (v: string | null) => formatAmount(v) || none;

  return (
    <Card
      title={s.name}
      extra={
        <ServiceItemActions
          item={s}
          noDetail
          onEdit={() => setEditing(true)}
          onDeleted={() => {
            reload();
            void navigate(SERVICE_ITEM_PATHS.list);
          }}
        />
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" data-testid="service-item-detail">
        <Descriptions.Item label={t('serviceItems.fields.name')}>{s.name}</Descriptions.Item>
        <Descriptions.Item label={t('serviceItems.fields.category')}>{s.category ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('serviceItems.fields.price')}>{amount(s.price)}</Descriptions.Item>
        <Descriptions.Item label={t('serviceItems.fields.unit')}>{s.unit}</Descriptions.Item>
        <Descriptions.Item label={t('serviceItems.fields.individualCommission')}>
          {amount(s.individualCommission)}
        </Descriptions.Item>
        <Descriptions.Item label={t('serviceItems.fields.teamCommission')}>
          {amount(s.teamCommission)}
        </Descriptions.Item>
        <Descriptions.Item label={t('serviceItems.fields.enabled')}>
          <EnabledSwitch item={s} onChanged={reload} />
        </Descriptions.Item>
        <Descriptions.Item label={t('serviceItems.fields.sort')}>{s.sort}</Descriptions.Item>
        <Descriptions.Item label={t('serviceItems.fields.templates')} span={2}>
          {s.templates.length ? (
            <Space size={[0, 4]} wrap>
              {s.templates.map((x) => (
                <Tag key={x.id}>{x.name}</Tag>
              ))}
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('serviceItems.detail.allTemplates')}</Typography.Text>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('serviceItems.fields.description')} span={2}>
          {s.description ?? none}
        </Descriptions.Item>
        <Descriptions.Item label={t('serviceItems.fields.updatedAt')}>
          {dayjs(s.updatedAt).format('YYYY-MM-DD HH:mm')}
        </Descriptions.Item>
      </Descriptions>
      {editing && (
        <ServiceItemFormDrawer
          itemId={s.id}
          onClose={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            showToast('success', t('serviceItems.common.saved'));
            reload();
          }}
        />
      )}
    </Card>
  );
}
