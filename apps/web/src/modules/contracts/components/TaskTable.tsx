import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { orderDetailPath } from '../../orders';
import { M_TASKS_KEY, fetchTasks, type MaintenanceTask } from '../api';
import { taskPath } from '../paths';
import { TaskStateTag } from './labels';

/** Tasks by due date, of a plan, a contract or all; each opens its detail. */
export function TaskTable({
  planId,
  contractId,
  toolbar,
}: {
  planId?: number;
  contractId?: number;
  toolbar?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const columns: DataColumn<MaintenanceTask>[] = [
    {
      key: 'dueDate',
      title: t('contracts.tasks.dueDate'),
      width: 130,
      render: (_v, k) => (
        <Link to={taskPath(k.id)} data-testid="task-link">
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
    { key: 'plan', title: t('contracts.tasks.plan'), dataIndex: 'planName', width: 160 },
    { key: 'contract', title: t('contracts.tasks.contract'), dataIndex: 'contractName', width: 180 },
    { key: 'customer', title: t('contracts.fields.customer'), dataIndex: 'customerName', width: 180 },
    {
      key: 'order',
      title: t('contracts.tasks.order'),
      width: 160,
      render: (_v, k) => (k.orderId ? <Link to={orderDetailPath(k.orderId)}>{k.orderNo}</Link> : '—'),
    },
  ];
  return (
    <DataTable<MaintenanceTask, { planId?: number; contractId?: number }>
      tableId={planId ? 'planTasks' : contractId ? 'contractTasks' : 'maintenanceTasks'}
      queryKey={M_TASKS_KEY}
      fetchPage={fetchTasks}
      conditions={{ planId, contractId }}
      columns={columns}
      rowKey="id"
      toolbar={toolbar}
    />
  );
}
