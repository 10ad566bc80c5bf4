import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SERVICE_EVENT_EXPORT_FILE_NAME_MAX,
  SERVICE_EVENT_PRINT_MAX,
  serviceEventExportSchema,
  type ServiceEventRow,
} from '@fieldline/domain';
import { ExportModal } from '../../../components/ExportModal/ExportModal';
import { exportEvents } from '../api';

/** Export of the chosen events (at most 50, SB:87, 150) to Excel through the download centre. */
export function EventExport({ rows, listName }: { rows: ServiceEventRow[]; listName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = rows.length;
  return (
    <>
      <Button
        disabled={!count || count > SERVICE_EVENT_PRINT_MAX}
        onClick={() => setOpen(true)}
        data-testid="event-excel"
      >
        {t('serviceEvents.excel.button', { count })}
      </Button>
      {open && (
        <ExportModal
          testId="event-export"
          texts={{
            title: t('serviceEvents.excel.title'),
            fileName: t('serviceEvents.excel.fileName'),
            scope: t('serviceEvents.excel.scope', { count }),
            start: t('serviceEvents.excel.start'),
            cancel: t('serviceEvents.excel.cancel'),
            close: t('serviceEvents.excel.close'),
            queued: t('serviceEvents.excel.queued'),
            queuedHelp: (name) => t('serviceEvents.excel.queuedHelp', { name }),
          }}
          nameStart={listName}
          nameMax={SERVICE_EVENT_EXPORT_FILE_NAME_MAX}
          nameSchema={serviceEventExportSchema.shape.fileName}
          start={(fileName) =>
            exportEvents(
              rows.map((r) => r.id),
              fileName,
            )
          }
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
