import { useTranslation } from 'react-i18next';
import { ORDER_EXPORT_MAX_ROWS, orderExportSchema } from '@fieldline/domain';
import { ExportModal } from '../../../components/ExportModal/ExportModal';
import { exportAllOrders, useExportOrders } from '../api';
import type { OrderListQueryParams } from '../views';

/** The export file name's limit (orderExportSchema: requiredText(60)). */
export const ORDER_EXPORT_NAME_MAX = 60;

/** What an export takes: the chosen orders (≤ 50), or every order the list's filters match. */
export type OrderExportTarget = { ids: number[] } | { query: Partial<OrderListQueryParams> };

interface Props {
  target: OrderExportTarget;
  /** The page's name, the start of the suggested file name. */
  listName: string;
  onClose(): void;
}

/** Export of orders to .xlsx through the download centre. */
export function OrderExportModal({ target, listName, onClose }: Props) {
  const { t } = useTranslation();
  const run = useExportOrders();
  const scope =
    'ids' in target
      ? t('orders.export.scope', { count: target.ids.length })
      : t('orders.export.scopeAll', { max: ORDER_EXPORT_MAX_ROWS.toLocaleString() });
  return (
    <ExportModal
      testId="order-export"
      texts={{
        title: t('orders.export.title'),
        fileName: t('orders.export.fileName'),
        scope,
        start: t('orders.export.start'),
        cancel: t('orders.common.cancel'),
        close: t('orders.common.close'),
        queued: t('orders.export.queued'),
        queuedHelp: (name) => t('orders.export.queuedHelp', { name }),
      }}
      nameStart={listName}
      nameMax={ORDER_EXPORT_NAME_MAX}
      nameSchema={orderExportSchema.shape.fileName}
      start={(fileName) =>
        'ids' in target
          ? run.mutateAsync({ ids: target.ids, fileName })
          : exportAllOrders(target.query, fileName)
      }
      onClose={onClose}
    />
  );
}
