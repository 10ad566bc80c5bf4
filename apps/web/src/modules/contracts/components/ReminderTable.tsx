import { Button, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SERVICE_PLAN_ACCESS } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { useCan } from '../../../shell/session/useCan';
import { runAction } from '../../../shell/submit';
import { orderDetailPath } from '../../orders';
import {
  CONTRACTS_KEY,
  REMINDERS_KEY,
  fetchReminders,
  produceTaskOrder,
  remindDone,
  type MaintenanceTask,
} from '../api';
import { servicePlanPath, taskPath } from '../paths';
import { TaskStateTag } from './labels';

/**
 * Follow-up reminders (the service plans' tasks) by due date, of a plan, a customer, or all; an open one
 * may be marked done or turned into a work order.
 */
export function ReminderTable({
  planId,
  customerId,
  state,
  toolbar,
}: {
  planId?: number;
  customerId?: number;
  state?: number;
  toolbar?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
  const act = async (run: () => Promise<unknown>, toast: string) => {
    if (await runAction(run)) {
      showToast('success', toast);
      refresh();
    }
  };
  const manage = can(SERVICE_PLAN_ACCESS.reminders);
  const columns: DataColumn<MaintenanceTask>[] = [
    {
      key: 'dueDate',
      title: t('contracts.tasks.dueDate'),
      width: 130,
      render: (_v, k) => (
        <Link to={taskPath(k.id)} data-testid="reminder-link">
          {k.dueDate}
        </Link>
      ),
    },
    {
      key: 'state',
      title: t('contracts.tasks.state'),
      width: 110,
      render: (_v, k) => <TaskStateTag state={k.state} />,
    },
    { key: 'customer', title: t('contracts.fields.customer'), dataIndex: 'customerName', width: 180 },
    {
      key: 'plan',
      title: t('contracts.tasks.plan'),
      width: 160,
      render: (_v, k) => <Link to={servicePlanPath(k.planId)}>{k.planName}</Link>,
    },
    {
      key: 'order',
      title: t('contracts.tasks.order'),
      width: 150,
      render: (_v, k) => (k.orderId ? <Link to={orderDetailPath(k.orderId)}>{k.orderNo}</Link> : '—'),
    },
    { key: 'note', title: t('contracts.fields.note'), dataIndex: 'note', width: 180 },
    ...(manage
      ? [
          {
            key: 'actions',
            title: '',
            width: 200,
            render: (_v: unknown, k: MaintenanceTask) =>
              k.state === 0 &&
              !k.orderId && (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void act(() => remindDone(k.id), t('contracts.reminders.doneToast'))}
                    data-testid="reminder-done"
                  >
                    {t('contracts.reminders.done')}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void act(() => produceTaskOrder(k.id), t('contracts.tasks.orderRaised'))}
                    data-testid="reminder-order"
                  >
                    {t('contracts.tasks.raiseOrder')}
                  </Button>
                </Space>
              ),
          } satisfies DataColumn<MaintenanceTask>,
        ]
      : []),
  ];
  return (
    <DataTable<MaintenanceTask, { planId?: number; customerId?: number; state?: number }>
      tableId={planId ? 'planReminders' : customerId ? 'customerReminders' : 'reminders'}
      queryKey={REMINDERS_KEY}
      fetchPage={fetchReminders}
      conditions={{ planId, customerId, state }}
      columns={columns}
      rowKey="id"
      toolbar={toolbar}
    />
  );
}
