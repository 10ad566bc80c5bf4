import { App, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CANCEL_REASON_MAX,
  ORDER_ACTION_LABELS,
  ORDER_NOTE_MAX,
  ORDER_REASON_MAX,
  orderCancelSchema,
  orderReasonSchema,
  type OrderDetail,
} from '@fieldline/domain';
import { Form } from '../../../../components/Form';
import { validateForm } from '../../../../shell/form-failure';
import { useFieldRules } from '../../../../shell/form-rules';
import { useOptionalRule } from '../../../products';
import { useLocale } from '../../../../shell/useLocale';
import { showToast } from '../../../../shell/notify';
import {
  applyEndService,
  closeOrder,
  examineEndService,
  examineOrder,
  putOrdersInPool,
  sendNoteAction,
  sendReasonAction,
} from '../api';
import { ACTION_FORMS, CONFIRMED_ACTIONS, DANGER_ACTIONS } from '../logic/actions';
import { ActionDrawer } from './ActionDrawer';
import { useActionSubmit } from './useActionSubmit';

type NoteAction =
  | 'receptionAccept'
  | 'markInvalid'
  | 'accept'
  | 'pause'
  | 'resume'
  | 'putInPool'
  | 'recall'
  | 'grab'
  | 'revokeGrab'
  | 'close';
type ReasonAction = 'refuse' | 'cancel' | 'applyEndService';
type ExamineAction = 'approve' | 'reject' | 'approveEndService' | 'rejectEndService';
/** The actions this drawer serves (ACTION_FORMS note, reason and examine). */
export type SimpleAction = NoteAction | ReasonAction | ExamineAction;

interface Values {
  note?: string;
  reason?: string;
}

/**
 * The actions that take a note or a reason: reception accept / mark invalid, accept, pause,
 * continue (note optional); refuse and cancel (reason required, cancel under 500 and confirmed);
 * approve (reason optional) and reject (reason required).
 */
export function SimpleActionDrawer(props: { order: OrderDetail; action: SimpleAction; onClose(): void }) {
  const { order, action, onClose } = props;
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const locale = useLocale();
  const rules = useFieldRules();
  const optional = useOptionalRule();
  const [form] = Form.useForm<Values>();
  const kind = ACTION_FORMS[action];
  const { submit, sending } = useActionSubmit(form, kind);
  const label = ORDER_ACTION_LABELS[action][locale];
  const reasonRequired = kind === 'reason' || action === 'reject' || action === 'rejectEndService';
  const reasonMax = action === 'cancel' ? CANCEL_REASON_MAX : ORDER_REASON_MAX;
  const reasonLabel = t(`orderDetail.forms.reasonOf.${action as ReasonAction | ExamineAction}`);

  const send = async (v: Values) => {
    const orderId = order.id;
    const call = () => {
      if (action === 'approveEndService' || action === 'rejectEndService')
        return examineEndService({
          orderId,
          approved: action === 'approveEndService',
          reason: v.reason?.trim() || undefined,
        });
      if (action === 'applyEndService') return applyEndService({ orderId, reason: v.reason ?? '' });
      if (kind === 'examine')
        return examineOrder({
          orderId,
          approved: action === 'approve',
          reason: v.reason?.trim() || undefined,
        });
      if (kind === 'reason')
        return sendReasonAction(action as 'refuse' | 'cancel', { orderId, reason: v.reason ?? '' });
      const note = v.note?.trim() || undefined;
      if (action === 'close') return closeOrder({ orderId, note });
      if (action === 'putInPool') return putOrdersInPool([orderId], note);
      return sendNoteAction(action as Exclude<NoteAction, 'putInPool' | 'close'>, { orderId, note });
    };
    if (await submit(call)) {
      showToast('success', t('orderDetail.actions.done', { action: label }));
      onClose();
    }
  };

  const confirmThenSend = async () => {
    const v = await validateForm(form);
    if (!v) return;
    if (!CONFIRMED_ACTIONS.includes(action)) return send(v);
    const ok = await modal.confirm({
      title: t(`orderDetail.confirm.${action as 'cancel' | 'markInvalid' | 'revokeGrab' | 'close'}`, {
        no: order.orderNo,
      }),
      okText: label,
      okButtonProps: { danger: true },
      cancelText: t('orderDetail.common.back'),
    });
    if (ok) await send(v);
  };

  return (
    <ActionDrawer
      title={`${label} · ${order.orderNo}`}
      onClose={onClose}
      onSubmit={() => void confirmThenSend().catch(() => undefined)}
      submitText={label}
      sending={sending}
      danger={DANGER_ACTIONS.includes(action)}
      testId={`action-form-${action}`}
    >
      <Typography.Paragraph type="secondary">{t(`orderDetail.hints.${action}`)}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        {kind === 'note' ? (
          <Form.Item name="note" label={t('orderDetail.forms.note')}>
            <Input.TextArea rows={3} maxLength={ORDER_NOTE_MAX} showCount data-testid="action-note" />
          </Form.Item>
        ) : (
          <Form.Item
            name="reason"
            label={reasonLabel}
            required={reasonRequired}
            rules={
              reasonRequired
                ? rules.field(
                    action === 'cancel' ? orderCancelSchema.shape.reason : orderReasonSchema.shape.reason,
                    reasonLabel,
                  )
                : [optional(orderReasonSchema.shape.reason, reasonLabel)]
            }
          >
            <Input.TextArea rows={4} maxLength={reasonMax} showCount data-testid="action-reason" />
          </Form.Item>
        )}
      </Form>
    </ActionDrawer>
  );
}
