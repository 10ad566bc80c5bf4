import { Suspense, useState, type ReactNode } from 'react';
import { App, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import { lazyPart } from '../../../shell/chunks';
import { runAction } from '../../../shell/submit';
import {
  useArchiveOrders,
  usePutInPool,
  useRecallFromPool,
  useDeleteOrders,
  useMarkInvalid,
  useReceptionAccept,
  useRestoreOrders,
} from '../api';
import type { BulkAction, OrderListQueryParams, RowAction } from '../views';
import type { OrderExportTarget } from './OrderExportModal';

// The dialogs load when first opened (a spinner over the page meanwhile): the edit drawer brings the
// order form and its custom-field controls, the approvers drawer its form and person picker.
const AssignModal = lazyPart(() => import('./AssignModal').then((m) => m.AssignModal));
const CcModal = lazyPart(() => import('./CcModal').then((m) => m.CcModal));
const NoteActionModal = lazyPart(() => import('./NoteActionModal').then((m) => m.NoteActionModal));
const OrderEditDrawer = lazyPart(() => import('./OrderEditDrawer').then((m) => m.OrderEditDrawer));
const OrderExportModal = lazyPart(() => import('./OrderExportModal').then((m) => m.OrderExportModal));
const ApproversDrawer = lazyPart(() => import('../remaining/ApproversDrawer').then((m) => m.ApproversDrawer));

type Dialog =
  | { kind: 'assign'; ids: number[] }
  | { kind: 'cc'; row: OrderRow }
  | { kind: 'receptionAccept' | 'markInvalid' | 'putInPool' | 'recall'; row: OrderRow }
  | { kind: 'export'; target: OrderExportTarget }
  | { kind: 'edit'; id: number }
  | { kind: 'approvers'; rows: OrderRow[] };

/**
 * Runs a list's row and batch actions: destructive ones (delete, archive, unarchive, restore) after
 * a confirmation, the others through their dialog. `onDone` runs after each success (the page
 * clears its selection); every success refreshes the lists and badges.
 */
export function useListActions({ listName, onDone }: { listName: string; onDone(): void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const archive = useArchiveOrders();
  const remove = useDeleteOrders();
  const restore = useRestoreOrders();
  const accept = useReceptionAccept();
  const invalid = useMarkInvalid();
  const pool = usePutInPool();
  const recall = useRecallFromPool();

  const finish = (message: string) => {
    showToast('success', message);
    setDialog(null);
    onDone();
  };
  const confirm = (
    title: string,
    content: string,
    okText: string,
    danger: boolean,
    call: () => Promise<unknown>,
    done: string,
  ) =>
    modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger, 'data-testid': 'order-confirm-ok' },
      cancelText: t('orders.common.cancel'),
      onOk: async () => {
        if (await runAction(call)) finish(done);
      },
    });

  const run = (action: RowAction | BulkAction, rows: OrderRow[]) => {
    const ids = rows.map((r) => r.id);
    const count = ids.length;
    const name = count === 1 ? rows[0]!.orderNo : t('orders.bulk.orders', { count });
    switch (action) {
      case 'assign':
        return setDialog({ kind: 'assign', ids });
      case 'cc':
        return setDialog({ kind: 'cc', row: rows[0]! });
      case 'receptionAccept':
      case 'markInvalid':
      case 'putInPool':
      case 'recall':
        return setDialog({ kind: action, row: rows[0]! });
      case 'export':
        return setDialog({ kind: 'export', target: { ids } });
      case 'edit':
        return setDialog({ kind: 'edit', id: ids[0]! });
      case 'print':
        return undefined;
      case 'approvers':
        return setDialog({ kind: 'approvers', rows });
      case 'delete':
        return confirm(
          t('orders.actions.deleteConfirm', { name }),
          t('orders.actions.deleteHelp'),
          t('orders.actions.delete'),
          true,
          () => remove.mutateAsync(ids),
          t('orders.actions.deleted', { count }),
        );
      case 'restore':
        return confirm(
          t('orders.actions.restoreConfirm', { name }),
          t('orders.actions.restoreHelp'),
          t('orders.actions.restore'),
          false,
          () => restore.mutateAsync(ids),
          t('orders.actions.restored', { count }),
        );
      case 'archive':
      case 'unarchive':
        return confirm(
          t(`orders.actions.${action}Confirm`, { name }),
          t(`orders.actions.${action}Help`),
          t(`orders.actions.${action}`),
          action === 'archive',
          () => archive.mutateAsync({ ids, archived: action === 'archive' }),
          t(`orders.actions.${action}d`, { count }),
        );
    }
  };

  let modals: ReactNode = null;
  const close = () => setDialog(null);
  if (dialog?.kind === 'assign')
    modals = (
      <AssignModal
        orderIds={dialog.ids}
        onClose={close}
        onDone={() => finish(t('orders.assign.done', { count: dialog.ids.length }))}
      />
    );
  else if (dialog?.kind === 'cc')
    modals = (
      <CcModal
        orderId={dialog.row.id}
        orderNo={dialog.row.orderNo}
        onClose={close}
        onDone={() => finish(t('orders.cc.done'))}
      />
    );
  else if (
    dialog?.kind === 'receptionAccept' ||
    dialog?.kind === 'markInvalid' ||
    dialog?.kind === 'putInPool' ||
    dialog?.kind === 'recall'
  ) {
    const kind = dialog.kind;
    const orderId = dialog.row.id;
    modals = (
      <NoteActionModal
        title={t(`orders.actions.${kind}`)}
        description={t(`orders.actions.${kind}Help`, { no: dialog.row.orderNo })}
        okText={t(`orders.actions.${kind}`)}
        danger={kind === 'markInvalid'}
        onClose={close}
        onOk={async (note) => {
          const mutation = { receptionAccept: accept, markInvalid: invalid, putInPool: pool, recall }[kind];
          const ok = await runAction(() => mutation.mutateAsync({ orderId, note }));
          if (ok) finish(t(`orders.actions.${kind}Done`));
          return ok;
        }}
      />
    );
  } else if (dialog?.kind === 'export')
    modals = <OrderExportModal target={dialog.target} listName={listName} onClose={close} />;
  else if (dialog?.kind === 'approvers')
    modals = (
      <ApproversDrawer
        orders={dialog.rows}
        onClose={close}
        onDone={() => {
          setDialog(null);
          onDone();
        }}
      />
    );
  else if (dialog?.kind === 'edit')
    modals = (
      <OrderEditDrawer orderId={dialog.id} onClose={close} onDone={() => finish(t('orders.edit.saved'))} />
    );

  /** Export of every order the list's filters match (its query). */
  const exportAll = (query: Partial<OrderListQueryParams>) =>
    setDialog({ kind: 'export', target: { query } });
  return { run, exportAll, modals: <Suspense fallback={<Spin fullscreen />}>{modals}</Suspense> };
}
