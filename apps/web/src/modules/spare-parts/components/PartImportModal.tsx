import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SETTING_DEFAULT_STORE, SPARE_IMPORT_MAX_BYTES, SPARE_IMPORT_MAX_ROWS } from '@fieldline/domain';
import { ImportModal } from '../../../components/ImportModal/ImportModal';
import { IMPORT_TEMPLATE_URL, SPARE_KEY, fetchSettings, importParts } from '../api';

const MB = 1024 * 1024;

/**
 * Spare-part import (download centre template): all rows or none; a code that exists changes that
 * part; the "stock in" column goes into the default store (50014).
 */
export function PartImportModal({ onClose, onImported }: { onClose(): void; onImported(): void }) {
  const { t } = useTranslation();
  const { data: settings } = useQuery({
    queryKey: [...SPARE_KEY, 'settings', 'defaultStore'],
    queryFn: () => fetchSettings([SETTING_DEFAULT_STORE]),
  });
  const store = settings?.[0]?.value as number | null | undefined;
  return (
    <ImportModal
      testId="part-import"
      width={720}
      templateUrl={IMPORT_TEMPLATE_URL}
      texts={{
        title: t('spareParts.import.title'),
        hint: t('spareParts.import.hint', { rows: SPARE_IMPORT_MAX_ROWS, size: SPARE_IMPORT_MAX_BYTES / MB }),
        template: t('spareParts.import.template'),
        drop: t('spareParts.import.drop'),
        busy: t('spareParts.import.busy'),
        note: t('spareParts.import.note'),
        close: t('spareParts.common.close'),
        row: t('spareParts.import.row'),
        column: t('spareParts.import.column'),
        reason: t('spareParts.import.reason'),
      }}
      upload={(file) => importParts(file, file.name, store)}
      savedAny={(r) => r.created + r.updated > 0}
      summary={(r) =>
        r.failed
          ? t('spareParts.import.refused', { total: r.total, failed: r.failed })
          : t('spareParts.import.summary', {
              total: r.total,
              created: r.created,
              updated: r.updated,
              stocked: r.stocked,
            })
      }
      columnOf={(e) => e.column}
      onClose={onClose}
      onImported={onImported}
    />
  );
}
