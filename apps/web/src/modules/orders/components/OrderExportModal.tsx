import { useTranslation } from 'react-i18next';
import { orderExportSchema } from '@fieldline/domain';
import { ExportModal } from '../../../components/ExportModal/ExportModal';
import { useExportOrders } from '../api';

/** The export file name's limit (orderExportSchema: requiredText(60)). */
export const ORDER_EXPORT_NAME_MAX = 60;

interface Props {
  ids: number[];
  /** The page's name, the start of the suggested file name. */
  listName: string;
  onClose(): void;
}

/** Export of the chosen orders (≤ 50) to .xlsx through the download centre. */
export function OrderExportModal({ ids, listName, onClose }: Props) {
  const { t } = useTranslation();
  const run = useExportOrders();
  return (
    <ExportModal
      testId="order-export"
      texts={{
        title: t('orders.export.title'),
        fileName: t('orders.export.fileName'),
        scope: t('orders.export.scope', { count: ids.length }),
        start: t('orders.export.start'),
        cancel: t('orders.common.cancel'),
        close: t('orders.common.close'),
        queued: t('orders.export.queued'),
        queuedHelp: (name) => t('orders.export.queuedHelp', { name }),
      }}
      nameStart={listName}
      nameMax={ORDER_EXPORT_NAME_MAX}
      nameSchema={orderExportSchema.shape.fileName}
      start={(fileName) => run.mutateAsync({ ids, fileName })}
      onClose={onClose}
    />
  );
}
