import { Button, Card, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SPARE_ACCESS, type PageQuery } from '@fieldline/domain';
import { useCan } from '../../../shell/session/useCan';
import { SPARE_KEY, fetchMyStock, type MovementAction } from '../api';
import { MovementModal } from '../components/MovementModal';
import { LedgerTable } from '../components/LedgerTable';
import { usePhone } from '../../../shell/usePhone';
import { useSession } from '../../../shell/session/useSession';

/** /spareMine: the engineer's personal stock as cards (phone first), with request, return and their log. */
export default function MinePage() {
  const { t } = useTranslation();
  const can = useCan();
  const phone = usePhone();
  const { user } = useSession();
  const [page, setPage] = useState<PageQuery>({ pageIndex: 0, pageSize: 20 });
  const [action, setAction] = useState<MovementAction>();
  const { data, isLoading } = useQuery({
    queryKey: [...SPARE_KEY, 'mine', page],
    queryFn: () => fetchMyStock(page),
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        title={t('spareParts.routes.spareMine')}
        extra={
          <Space wrap>
            {can(SPARE_ACCESS.request) && (
              <Button
                type="primary"
                size={phone ? 'small' : 'middle'}
                onClick={() => setAction('apply')}
                data-testid="mine-request"
              >
                {t('spareParts.actions.apply')}
              </Button>
            )}
            <Button
              size={phone ? 'small' : 'middle'}
              onClick={() => setAction('return')}
              data-testid="mine-return"
            >
              {t('spareParts.actions.return')}
            </Button>
          </Space>
        }
      >
        <List
          loading={isLoading}
          grid={{ gutter: 8, xs: 1, sm: 2, md: 3, lg: 4 }}
          dataSource={data?.list ?? []}
          locale={{ emptyText: t('spareParts.mine.empty') }}
          pagination={{
            current: page.pageIndex + 1,
            pageSize: page.pageSize,
            total: data?.total ?? 0,
            size: 'small',
            hideOnSinglePage: true,
            onChange: (p, s) => setPage({ pageIndex: p - 1, pageSize: s }),
          }}
          renderItem={(r) => (
            <List.Item>
              <Card size="small" data-testid="mine-card">
                <Typography.Text strong>{r.name}</Typography.Text>
                <Typography.Text type="secondary"> {r.code}</Typography.Text>
                <div>
                  <Typography.Title level={4} style={{ margin: '4px 0 0' }} data-testid="mine-qty">
                    {r.quantity} <Typography.Text type="secondary">{r.unit}</Typography.Text>
                  </Typography.Title>
                </div>
              </Card>
            </List.Item>
          )}
        />
      </Card>
      {!phone && user && (
        <Card title={t('spareParts.mine.log')}>
          <LedgerTable tableId="mineLog" query={{ holderKind: 2, holderId: user.id }} />
        </Card>
      )}
      {action && <MovementModal action={action} onClose={() => setAction(undefined)} />}
    </Space>
  );
}
