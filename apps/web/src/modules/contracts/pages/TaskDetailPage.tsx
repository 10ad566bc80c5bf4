import { Button, Card, Descriptions, Result, Skeleton, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { MAINTENANCE_ACCESS } from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import { useCan } from '../../../shell/session/useCan';
import { runAction } from '../../../shell/submit';
import { orderDetailPath } from '../../orders';
import { CONTRACTS_KEY, fetchTask, produceTaskOrder, remindDone, saveTask } from '../api';
import { TaskStateTag } from '../components/labels';
import { contractPath, planPath, servicePlanPath } from '../paths';

/**
 * /maintenance/MaintenanceTasksDetail/:id: the task (of a maintenance plan, or a customer service plan's
 * follow-up reminder); raise its work order, disable / enable it, or mark a reminder done.
 */
export default function TaskDetailPage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const found = useQuery({
    queryKey: [...CONTRACTS_KEY, 'task', id],
    queryFn: () => fetchTask(id),
    retry: false,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
  if (found.isLoading) return <Skeleton active />;
  if (!found.data) return <Result status="404" title={t('contracts.notFound')} />;
  const k = found.data;
  const manage = can(MAINTENANCE_ACCESS.tasks);
  const raise = async () => {
    if (await runAction(() => produceTaskOrder(id))) {
      showToast('success', t('contracts.tasks.orderRaised'));
      refresh();
    }
  };
  const done = async () => {
    if (await runAction(() => remindDone(id))) {
      showToast('success', t('contracts.reminders.doneToast'));
      refresh();
    }
  };
  const toggle = async () => {
    if (await runAction(() => saveTask({ id, state: k.state === 2 ? 0 : 2 }))) refresh();
  };
  return (
    <Card
      title={`${k.planName} · ${k.dueDate}`}
      extra={
        manage && (
          <Space>
            {k.state === 0 && !k.orderId && (
              <Button type="primary" onClick={() => void raise()} data-testid="task-raise-order">
                {t('contracts.tasks.raiseOrder')}
              </Button>
            )}
            {k.planKind === 'service' && k.state === 0 && !k.orderId && (
              <Button onClick={() => void done()} data-testid="task-remind-done">
                {t('contracts.reminders.done')}
              </Button>
            )}
            {(k.state === 0 || k.state === 2) && !k.orderId && (
              <Button onClick={() => void toggle()}>
                {t(k.state === 2 ? 'contracts.tasks.enable' : 'contracts.tasks.disable')}
              </Button>
            )}
          </Space>
        )
      }
    >
      <Descriptions column={2} size="small">
        <Descriptions.Item label={t('contracts.tasks.state')}>
          <TaskStateTag state={k.state} />
        </Descriptions.Item>
        <Descriptions.Item label={t('contracts.tasks.dueAt')}>
          {dayjs(k.dueAt).format('YYYY-MM-DD HH:mm')}
        </Descriptions.Item>
        <Descriptions.Item label={t('contracts.tasks.contract')}>
          {k.contractId ? <Link to={contractPath(k.contractId)}>{k.contractName}</Link> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('contracts.tasks.plan')}>
          <Link to={k.planKind === 'service' ? servicePlanPath(k.planId) : planPath(k.planId)}>
            {k.planName}
          </Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('contracts.fields.customer')}>{k.customerName}</Descriptions.Item>
        <Descriptions.Item label={t('contracts.tasks.order')}>
          {k.orderId ? (
            <Link to={orderDetailPath(k.orderId)} data-testid="task-order">
              {k.orderNo}
            </Link>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('contracts.fields.equipment')} span={2}>
          {(k.equipment ?? []).map((e) => (
            <Tag key={e.id}>{`${e.name}${e.serialNumber ? ` · ${e.serialNumber}` : ''}`}</Tag>
          ))}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
