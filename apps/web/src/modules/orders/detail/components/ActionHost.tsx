import type { OrderAction, OrderDetail } from '@fieldline/domain';
import { ACTION_FORMS } from '../logic/actions';
import { AbnormalApplyDrawer } from '../../abnormal/AbnormalApplyDrawer';
import { AbnormalDecisionDrawer } from '../../abnormal/AbnormalDecisionDrawer';
import { ReturnDrawer } from '../../remaining/ReturnDrawer';
import { SplitDrawer } from '../../remaining/SplitDrawer';
import { ApproversDrawer } from '../../remaining/ApproversDrawer';
import { siteOf } from '../logic/geo';
import { AppointmentDrawer } from './AppointmentDrawer';
import { AssignDrawer } from './AssignDrawer';
import { CompleteDrawer } from './CompleteDrawer';
import { OrderSiteContext } from './LocationStatus';
import { PaymentDrawer } from './PaymentDrawer';
import { PeopleDrawer } from './PeopleDrawer';
import { RateDrawer } from './RateDrawer';
import { SimpleActionDrawer, type SimpleAction } from './SimpleActionDrawer';
import { StartServiceDrawer } from './StartServiceDrawer';

/**
 * What is open over the detail: one action's form, the payment editor, a people picker, or the
 * creator's rating of an internal order.
 */
export type OpenForm =
  | { kind: 'action'; action: OrderAction }
  | { kind: 'payment'; onlyParts: boolean }
  | { kind: 'transfer' }
  | { kind: 'cc' }
  | { kind: 'rate' }
  | { kind: 'approvers' };

/**
 * Opens the form an action needs (ACTION_FORMS), or the payment, people and rating forms; the
 * check-in forms measure from the order's site.
 */
export function ActionHost(props: { order: OrderDetail; open: OpenForm | null; onClose(): void }) {
  return (
    <OrderSiteContext.Provider value={siteOf(props.order.address)}>
      <OpenedForm {...props} />
    </OrderSiteContext.Provider>
  );
}

function OpenedForm({
  order,
  open,
  onClose,
}: {
  order: OrderDetail;
  open: OpenForm | null;
  onClose(): void;
}) {
  if (!open) return null;
  if (open.kind === 'payment')
    return <PaymentDrawer order={order} onlyParts={open.onlyParts} onClose={onClose} />;
  if (open.kind === 'transfer' || open.kind === 'cc')
    return <PeopleDrawer order={order} purpose={open.kind} onClose={onClose} />;
  if (open.kind === 'rate') return <RateDrawer order={order} onClose={onClose} />;
  if (open.kind === 'approvers') return <ApproversDrawer orders={[order]} onClose={onClose} />;
  const { action } = open;
  switch (ACTION_FORMS[action]) {
    case 'assign':
      return <AssignDrawer order={order} onClose={onClose} />;
    case 'appointment':
      return (
        <AppointmentDrawer order={order} action={action as 'keepDate' | 'bespokeDate'} onClose={onClose} />
      );
    case 'checkIn':
      return <StartServiceDrawer order={order} onClose={onClose} />;
    case 'complete':
      return <CompleteDrawer order={order} onClose={onClose} />;
    case 'returnNode':
      return <ReturnDrawer order={order} onClose={onClose} />;
    case 'split':
      return <SplitDrawer order={order} onClose={onClose} />;
    case 'abnormal':
      return <AbnormalApplyDrawer order={order} onClose={onClose} />;
    case 'abnormalDecision':
      return order.abnormal ? (
        <AbnormalDecisionDrawer
          order={order}
          request={order.abnormal}
          approved={action !== 'rejectAbnormal'}
          onClose={onClose}
        />
      ) : null;
    default:
      return <SimpleActionDrawer order={order} action={action as SimpleAction} onClose={onClose} />;
  }
}
