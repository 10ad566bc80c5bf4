import { useTranslation } from 'react-i18next';
import { CUSTOMER_EXPORT_FILE_NAME_MAX, customerExportSchema } from '@fieldline/domain';
import { ExportModal } from '../../../components/ExportModal/ExportModal';
import { exportCustomers, type CustomerConditions } from '../api';

interface Props {
  /** The list's filters as they are on screen: the export takes the same customers. */
  conditions: CustomerConditions;
  onClose(): void;
}

/** Customer export (issue 6) to .xlsx through the download centre. */
export function CustomerExportModal({ conditions, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <ExportModal
      testId="customer-export"
      texts={{
        title: t('customers.export.title'),
        fileName: t('customers.export.fileName'),
        scope: t('customers.export.scope'),
        start: t('customers.export.start'),
        cancel: t('customers.common.cancel'),
        close: t('customers.common.close'),
        queued: t('customers.export.queued'),
        queuedHelp: (name) => t('customers.export.queuedHelp', { name }),
      }}
      nameStart={t('customers.routes.allCustomer')}
      nameMax={CUSTOMER_EXPORT_FILE_NAME_MAX}
      nameSchema={customerExportSchema.shape.fileName}
      start={(fileName) => exportCustomers(conditions, fileName)}
      onClose={onClose}
    />
  );
}
