import { App, Button, Dropdown, Flex, type MenuProps } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ORDER_ACTION_LABELS, type OrderAction, type OrderDetail } from '@fieldline/domain';
import { useGatedFeature } from '../../../../shell/paid';
import { useCan } from '../../../../shell/session/useCan';
import { useLocale } from '../../../../shell/useLocale';
import { showToast } from '../../../../shell/notify';
import { archiveOrder, deleteOrder, restoreOrder, useRefreshOrders } from '../api';
import { DANGER_ACTIONS, splitActions } from '../logic/actions';
import { extraOps, type ExtraOp } from '../logic/extras';
import { printPath } from '../paths';
import { copyOrderPath } from '../../remaining/paths';
import type { OpenForm } from './ActionHost';

/** How many actions show as buttons: two in a phone's bottom bar, more on a wide screen. */
const SHOWN_ON_PHONE = 2;
const SHOWN_ON_DESK = 4;
/** Room the phone's bottom bar takes, kept free at the foot of the page. */
export const PHONE_BAR_SPACE = 72;

interface Props {
  order: OrderDetail;
  inBin: boolean;
  phone: boolean;
  onOpen(form: OpenForm): void;
}

/** Deciding an approval, handing it on or choosing approvers is a paid feature (spec-business §6). */
const isApproval = (form: OpenForm) =>
  form.kind === 'transfer' ||
  form.kind === 'approvers' ||
  (form.kind === 'action' && (form.action === 'approve' || form.action === 'reject'));

/**
 * The buttons of the detail: rating a completed internal order for its creator (`detail.canRate`),
 * the lifecycle actions the server says the caller may run now (`detail.actions`, from the
 * transitions table), then print, payment, approval transfer, copy, archive and recycle bin as
 * permissions allow. On a phone: a bottom bar of full-width buttons.
 */
export function ActionBar({ order, inBin, phone, onOpen: openForm }: Props) {
  const { t } = useTranslation();
  const { guard } = useGatedFeature('approval');
  const { guard: guardCopy } = useGatedFeature('copyOrder');
  const navigate = useNavigate();
  const onOpen = (form: OpenForm) => (isApproval(form) ? guard(openForm)(form) : openForm(form));
  const { modal } = App.useApp();
  const locale = useLocale();
  const can = useCan();
  const refresh = useRefreshOrders();
  const { primary, more } = splitActions(order.actions, phone ? SHOWN_ON_PHONE : SHOWN_ON_DESK);
  const { ops, paymentOnlyParts } = extraOps(order, can, inBin);

  const confirmed = async (op: 'archive' | 'unarchive' | 'delete' | 'restore') => {
    const ok = await modal.confirm({
      title: t(`orderDetail.confirm.${op}`, { no: order.orderNo }),
      okButtonProps: { danger: op === 'delete' },
      okText: t(`orderDetail.more.${op}`),
      cancelText: t('orderDetail.common.back'),
    });
    if (!ok) return;
    const call = {
      archive: () => archiveOrder(order.id, true),
      unarchive: () => archiveOrder(order.id, false),
      delete: () => deleteOrder(order.id),
      restore: () => restoreOrder(order.id),
    }[op];
    try {
      await call();
      showToast('success', t(`orderDetail.more.${op}Done`));
      await refresh();
    } catch {
      // the request client has shown why
    }
  };

  const runExtra = (op: ExtraOp) => {
    if (op === 'print') window.open(printPath([order.id]), '_blank', 'noopener');
    else if (op === 'payment') onOpen({ kind: 'payment', onlyParts: paymentOnlyParts });
    else if (op === 'transfer' || op === 'cc' || op === 'approvers') onOpen({ kind: op });
    else if (op === 'copy') guardCopy(() => navigate(copyOrderPath(order.id)))();
    else void confirmed(op);
  };

  const actionLabel = (a: OrderAction) => ORDER_ACTION_LABELS[a][locale];
  const menu: MenuProps['items'] = [
    ...more.map((a) => ({ key: `a:${a}`, label: actionLabel(a), danger: DANGER_ACTIONS.includes(a) })),
    ...(more.length && ops.length ? [{ type: 'divider' as const }] : []),
    ...ops.map((op) => ({ key: `o:${op}`, label: t(`orderDetail.more.${op}`), danger: op === 'delete' })),
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    const [kind, name] = key.split(':') as ['a' | 'o', string];
    if (kind === 'a') onOpen({ kind: 'action', action: name as OrderAction });
    else runExtra(name as ExtraOp);
  };

  const rate = order.canRate && !inBin;
  const rateButton = rate && (
    <Button
      key="rate"
      type="primary"
      size={phone ? 'large' : 'middle'}
      block={phone}
      onClick={() => onOpen({ kind: 'rate' })}
      data-testid="order-rate"
    >
      {t('orderDetail.rate.button')}
    </Button>
  );
  const buttons = primary.map((a, i) => (
    <Button
      key={a}
      type={i === 0 && !rate ? 'primary' : 'default'}
      danger={DANGER_ACTIONS.includes(a)}
      size={phone ? 'large' : 'middle'}
      block={phone}
      onClick={() => onOpen({ kind: 'action', action: a })}
      data-testid={`order-action-${a}`}
    >
      {actionLabel(a)}
    </Button>
  ));
  const moreButton = (
    <Dropdown menu={{ items: menu, onClick: onMenu }} trigger={['click']} placement="topRight">
      <Button size={phone ? 'large' : 'middle'} icon={<MoreOutlined />} data-testid="order-more">
        {phone && primary.length ? null : t('orderDetail.more.title')}
      </Button>
    </Dropdown>
  );

  if (!phone)
    return (
      <Flex gap={8} wrap justify="flex-end" data-testid="order-actions">
        {rateButton}
        {buttons}
        {moreButton}
      </Flex>
    );
  return (
    <Flex
      gap={8}
      data-testid="order-actions"
      style={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        padding: '10px 12px calc(10px + env(safe-area-inset-bottom))',
        background: '#fff',
        boxShadow: '0 -2px 8px rgba(0,0,0,0.08)',
        zIndex: 10,
      }}
    >
      {rateButton}
      {buttons}
      {moreButton}
    </Flex>
  );
}
