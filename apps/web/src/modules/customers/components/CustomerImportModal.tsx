import { useTranslation } from 'react-i18next';
import { CUSTOMER_IMPORT_MAX_BYTES, CUSTOMER_IMPORT_MAX_ROWS } from '@fieldline/domain';
import { ImportModal } from '../../../components/ImportModal/ImportModal';
import { CUSTOMER_IMPORT_TEMPLATE_URL, importCustomers } from '../api';

const MB = 1024 * 1024;

interface Props {
  onClose(): void;
  /** Some rows were saved: the list should reload. */
  onImported(): void;
}

/**
 * Customer import (issue 6): download the template (with the custom fields I may fill), upload the
 * filled .xlsx, then see the counts and the refused rows (row, column, reason); the good rows are
 * saved.
 */
export function CustomerImportModal({ onClose, onImported }: Props) {
  const { t } = useTranslation();
  return (
    <ImportModal
      testId="customer-import"
      width={760}
      templateUrl={CUSTOMER_IMPORT_TEMPLATE_URL}
      texts={{
        title: t('customers.import.title'),
        hint: t('customers.import.hint', {
          rows: CUSTOMER_IMPORT_MAX_ROWS,
          size: CUSTOMER_IMPORT_MAX_BYTES / MB,
        }),
        template: t('customers.import.template'),
        drop: t('customers.import.drop'),
        busy: t('customers.import.busy'),
        note: t('customers.import.rules'),
        close: t('customers.common.close'),
        row: t('customers.import.row'),
        column: t('customers.import.column'),
        reason: t('customers.import.reason'),
      }}
      upload={(file) => importCustomers(file, file.name)}
      savedAny={(r) => r.saved > 0}
      summary={(r) => t('customers.import.summary', { total: r.total, saved: r.saved, failed: r.failed })}
      columnOf={(e) => e.field}
      onClose={onClose}
      onImported={onImported}
    />
  );
}
