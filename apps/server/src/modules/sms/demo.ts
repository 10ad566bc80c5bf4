import { SMS_REVIEW_STATES } from '@fieldline/domain';
import type { Db } from '../../db/client';
import { smsBalances, smsReviewLogs, smsSignatures, smsTemplates, smsTopUps } from '../../db/schema';

const passed = SMS_REVIEW_STATES.passed;
const DEMO_SIGNATURE = '演示服务';
const DEMO_CREDIT = '50.00';

/** Order messages a new user can send at once: the engineer hears of an assignment, the office of a completion. */
const TEMPLATES = [
  {
    kind: 'order.assigned',
    locale: 'zh_CN',
    content:
      '新工单${order_no}「${title}」：${custom_name}，${map_name}，联系人${custom_linkperson} ${custom_phone}，请及时接单。',
  },
  {
    kind: 'order.assigned',
    locale: 'en_GB',
    content:
      'New order ${order_no} "${title}": ${custom_name}, ${map_name}, contact ${custom_linkperson} ${custom_phone}. Please accept it.',
  },
  {
    kind: 'order.completed',
    locale: 'zh_CN',
    content: '工单${order_no}（${custom_name}）已由${visit_user}于${sign_time2}完成。',
  },
  // SMS marketing to a service plan's customers (issue 25)
  {
    kind: 'marketing',
    locale: 'zh_CN',
    content: '${linkperson}您好，${name}的设备冬季保养月已开始，如需上门检修请回复本短信。',
  },
  {
    kind: 'marketing',
    locale: 'en_GB',
    content: 'Dear ${linkperson}, winter maintenance month for ${name} has begun; reply to book a visit.',
  },
] as const;

/**
 * The demo enterprise's SMS: a passed signature, templates passed for order assignment and
 * completion, and a credit of 50 yuan (500 messages) recorded as a top-up like any other.
 */
export async function seedDemoSms(tx: Db, enterpriseId: number, adminUserId: number) {
  const actor = { actorUserId: adminUserId, actorName: 'system' };
  await tx.insert(smsSignatures).values({
    enterpriseId,
    name: DEMO_SIGNATURE,
    state: passed,
    activeName: DEMO_SIGNATURE,
    submittedBy: adminUserId,
    reviewedAt: new Date(),
  });
  await tx.insert(smsReviewLogs).values({
    enterpriseId,
    subject: 'signature',
    toState: passed,
    text: DEMO_SIGNATURE,
    note: 'demo',
    ...actor,
  });
  const rows = await tx
    .insert(smsTemplates)
    .values(
      TEMPLATES.map((x) => ({
        enterpriseId,
        ...x,
        state: passed,
        createdBy: adminUserId,
        reviewedAt: new Date(),
      })),
    )
    .returning({ id: smsTemplates.id, content: smsTemplates.content });
  await tx.insert(smsReviewLogs).values(
    rows.map((r) => ({
      enterpriseId,
      subject: 'template',
      subjectId: r.id,
      toState: passed,
      text: r.content,
      note: 'demo',
      ...actor,
    })),
  );
  await tx.insert(smsBalances).values({ enterpriseId, balance: DEMO_CREDIT });
  await tx.insert(smsTopUps).values({
    enterpriseId,
    amount: DEMO_CREDIT,
    balanceAfter: DEMO_CREDIT,
    note: '演示额度 / demo credit',
    byName: 'system',
  });
}
