import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../../components/DataTable/useListState';
import { REQUEST_LIST, ServiceRequestTable } from '../components/ServiceRequestTable';

/** /serviceRequests: fault reports from the public scan page, new ones first; mark them handled. */
export default function ServiceRequestListPage() {
  const { t } = useTranslation();
  const list = useListState(REQUEST_LIST);
  return (
    <Card title={t('equipment.routes.serviceRequests')}>
      <ServiceRequestTable list={list} />
    </Card>
  );
}
