import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { CalendarForm } from '../components/CalendarForm';
import { PolicyTable } from '../components/PolicyTable';

/** /slaManage/SLA: the SLA policies and the business calendar they count working hours by. */
export default function SlaManagePage() {
  const { t } = useTranslation();
  return (
    <Card>
      <Tabs
        items={[
          { key: 'policies', label: t('sla.manage.policiesTab'), children: <PolicyTable /> },
          { key: 'calendar', label: t('sla.manage.calendarTab'), children: <CalendarForm /> },
        ]}
        destroyOnHidden
      />
    </Card>
  );
}
