import { useTranslation } from 'react-i18next';
import { PRODUCT_IMPORT_MAX_BYTES, PRODUCT_IMPORT_MAX_ROWS } from '@fieldline/domain';
import { ImportModal } from '../../../components/ImportModal/ImportModal';
import { IMPORT_TEMPLATE_URL, importProducts } from '../api';

const MB = 1024 * 1024;

interface Props {
  onClose(): void;
  /** Some rows were saved: the list should reload. */
  onImported(): void;
}

/** Product import: rows whose number matches a product overwrite it (spec-business §5). */
export function ProductImportModal({ onClose, onImported }: Props) {
  const { t } = useTranslation();
  return (
    <ImportModal
      testId="product-import"
      width={720}
      templateUrl={IMPORT_TEMPLATE_URL}
      texts={{
        title: t('products.import.title'),
        hint: t('products.import.hint', {
          rows: PRODUCT_IMPORT_MAX_ROWS,
          size: PRODUCT_IMPORT_MAX_BYTES / MB,
        }),
        template: t('products.import.template'),
        drop: t('products.import.drop'),
        busy: t('products.import.busy'),
        note: t('products.import.overwrite'),
        close: t('products.common.close'),
        row: t('products.import.row'),
        column: t('products.import.column'),
        reason: t('products.import.reason'),
      }}
      upload={(file) => importProducts(file, file.name)}
      savedAny={(r) => r.created + r.updated > 0}
      summary={(r) =>
        t('products.import.summary', {
          total: r.total,
          created: r.created,
          updated: r.updated,
          failed: r.failed,
        })
      }
      columnOf={(e) => e.column}
      onClose={onClose}
      onImported={onImported}
    />
  );
}
