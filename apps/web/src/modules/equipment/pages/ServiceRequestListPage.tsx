import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ServiceRequestTable } from '../components/ServiceRequestTable';

/** /serviceRequests: fault reports from the public scan page, new ones first; mark them handled. */
export default function ServiceRequestListPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('equipment.routes.serviceRequests')}>
      <ServiceRequestTable />
    </Card>
  );
}
