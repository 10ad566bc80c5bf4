import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { TaskTable } from '../components/TaskTable';
import { PlanTable } from '../components/PlanTable';
import { RETURN_VISIT_PATHS } from '../paths';

/**
 * /returnVisitOrder: every visit the user may see, by state, and the visit plans;
 * /ReturnVisitTask: the user's own work (designated to them, or pending for anyone).
 */
export default function ReturnVisitListPage() {
  const { t } = useTranslation();
  const mine = useLocation().pathname.toLowerCase() === RETURN_VISIT_PATHS.tasks.toLowerCase();
  if (mine)
    return (
      <Card title={t('returnVisits.routes.ReturnVisitTask')}>
        <TaskTable mine />
      </Card>
    );
  return (
    <Card>
      <Tabs
        items={[
          { key: 'tasks', label: t('returnVisits.list.tasksTab'), children: <TaskTable mine={false} /> },
          { key: 'plans', label: t('returnVisits.list.plansTab'), children: <PlanTable /> },
        ]}
        destroyOnHidden
      />
    </Card>
  );
}
