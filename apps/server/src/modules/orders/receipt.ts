import { eq, isNull, lt, or } from 'drizzle-orm';
import {
  ORDER_STATES,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_RESEND_MS,
  type Locale,
} from '@fieldline/domain';
import { newNumericCode, sha256 } from '../../core/crypto';
import { mine, type Tenant } from '../../core/tenant';
import { orders } from '../../db/schema';
import { orderErrors } from './errors';
import { findOrder } from './queries';

const SMS_TEXT: Record<Locale, string> = {
  zh_CN: '您的工单{orderNo}服务已完成，回执验证码为{code}，5分钟内有效。请在确认服务后告知服务人员。',
  en_GB:
    'The service of your order {orderNo} is done. Your receipt code is {code}, valid for 5 minutes; give it to the engineer once you are satisfied.',
};

/**
 * POST /v2/order/receipt/sendCode: texts a receipt verification code to the order's contact so the
 * customer can confirm the service instead of signing (spec-business "receipt_valid_code"). Only
 * the order's server, while it is in service; one code per 60 s, decided by the update's condition.
 */
export async function sendReceiptCode(t: Tenant, orderId: number) {
  const order = await findOrder(t, orderId, 'working');
  if (!order) throw orderErrors.ORDER_NOT_FOUND({ field: 'orderId' });
  if (order.serverUserId !== t.user.id) throw orderErrors.NOT_YOUR_ORDER();
  if (order.state !== ORDER_STATES.inService || order.paused) throw orderErrors.RECEIPT_NOT_IN_SERVICE();
  if (!order.contactPhone) throw orderErrors.NO_CONTACT_PHONE();
  const code = newNumericCode(VERIFICATION_CODE_LENGTH);
  const now = new Date();
  const sent = await t.db
    .update(orders)
    .set({ receiptCodeHash: sha256(code), receiptCodeSentAt: now, receiptCodeTries: 0 })
    .where(
      mine(
        t,
        orders,
        eq(orders.id, orderId),
        or(
          isNull(orders.receiptCodeSentAt),
          lt(orders.receiptCodeSentAt, new Date(now.getTime() - VERIFICATION_CODE_RESEND_MS)),
        ),
      ),
    )
    .returning({ id: orders.id });
  if (!sent.length) {
    const wait = VERIFICATION_CODE_RESEND_MS - (now.getTime() - order.receiptCodeSentAt!.getTime());
    throw orderErrors.RECEIPT_CODE_TOO_SOON({ params: { seconds: Math.max(1, Math.ceil(wait / 1000)) } });
  }
  await t.app.sms.send({
    phone: order.contactPhone,
    template: 'order_receipt_code',
    content: SMS_TEXT[t.locale].replace('{orderNo}', order.orderNo).replace('{code}', code),
  });
  return { sentAt: now.toISOString(), resendAfterSeconds: VERIFICATION_CODE_RESEND_MS / 1000 };
}
