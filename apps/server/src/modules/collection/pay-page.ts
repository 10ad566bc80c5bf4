import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { COLLECTION_STATES, PAYMENT_KINDS, PAYMENT_KIND_LABELS, type Locale } from '@fieldline/domain';
import { rows } from '../../db/client';
import { isUniqueViolation } from '../../core/db-errors';
import { AppError } from '../../core/errors';
import { asTenant, mineSql, type TenantDb } from '../../core/tenant';
import type { AppContext } from '../../app-context';
import { collectionErrors } from './errors';
import { applyPayment } from './payments';
import { enterpriseOfToken, verifyLink } from './provider';
import { methodsFor } from './collections';

interface LinkFacts {
  enterpriseName: string;
  orderNo: string;
  orderTitle: string;
  customerName: string;
  amount: string;
  state: number;
  amountLeft: string;
  templateId: number;
  collectionId: number;
  tokenId: string;
  expired: boolean;
  used: boolean;
}

/** The facts a verified link shows; any failure to verify answers LINK_INVALID (as a missing one). */
async function linkFacts(t: TenantDb, token: string): Promise<LinkFacts> {
  const link = await verifyLink(t, token);
  const [c] = await rows<Omit<LinkFacts, 'amount' | 'tokenId' | 'expired' | 'used'> & { used: boolean }>(
    t.db,
    sql`select e.name as "enterpriseName", c.order_no as "orderNo", c.order_title as "orderTitle",
               c.customer_name as "customerName", c.state, (c.amount_due - c.amount_paid)::text as "amountLeft",
               c.template_id::int as "templateId", c.id::int as "collectionId",
               exists (select 1 from collection_payments p where ${mineSql(t, 'p')} and p.token_id = ${link.tokenId}) as used
          from order_collections c join enterprises e on e.id = c.enterprise_id
         where ${mineSql(t, 'c')} and c.id = ${link.collectionId}`,
  );
  if (!c) throw collectionErrors.LINK_INVALID();
  return { ...c, amount: link.amount, tokenId: link.tokenId, expired: link.expired };
}

const forToken = <T>(ctx: AppContext, token: string, work: (t: TenantDb) => Promise<T>) => {
  const enterpriseId = enterpriseOfToken(token);
  if (!enterpriseId) throw collectionErrors.LINK_INVALID();
  return asTenant(enterpriseId, () => work({ db: ctx.db, enterpriseId }));
};

/**
 * POST /api/v2/collection/pay/:token/confirm (public): the local provider's "payment made". The
 * signed link is checked, then the online payment is applied once (its nonce is the payment's
 * unique token id; a second confirmation is LINK_USED) and never beyond what is still due.
 */
export function confirmLink(ctx: AppContext, token: string, shown?: string) {
  return forToken(ctx, token, async (t) => {
    const f = await linkFacts(t, token);
    if (shown !== undefined && shown !== f.amount) throw collectionErrors.LINK_INVALID({ field: 'amount' });
    if (f.used) throw collectionErrors.LINK_USED();
    if (f.expired) throw collectionErrors.LINK_EXPIRED();
    if (f.state === COLLECTION_STATES.paid) throw collectionErrors.ALREADY_PAID();
    const online = (await methodsFor(t, f.templateId)).find((m) => m.kind === PAYMENT_KINDS.online);
    try {
      const done = await t.db.transaction((tx) =>
        applyPayment(
          { db: tx, enterpriseId: t.enterpriseId },
          {
            collectionId: f.collectionId,
            amount: f.amount,
            kind: PAYMENT_KINDS.online,
            methodId: online?.id ?? null,
            methodName: online?.name ?? PAYMENT_KIND_LABELS[3].zh_CN,
            note: null,
            source: 'online',
            tokenId: f.tokenId,
            userId: null,
          },
        ),
      );
      return { orderNo: f.orderNo, amount: f.amount, state: done.state };
    } catch (err) {
      if (isUniqueViolation(err)) throw collectionErrors.LINK_USED();
      throw err;
    }
  });
}

const TEXT = {
  zh_CN: {
    title: '在线支付',
    local: '本地测试支付：确认后即记为已付款，不产生真实扣款。',
    order: '工单',
    customer: '客户',
    amount: '支付金额',
    pay: '确认支付',
    paid: '支付成功',
    paidBefore: '该工单已收款完成',
    expired: '支付链接已过期，请让服务人员重新出示收款码。',
    used: '该支付链接已完成支付。',
    invalid: '支付链接无效。',
  },
  en_GB: {
    title: 'Online payment',
    local: 'Local test payment: confirming records the order as paid; no real money moves.',
    order: 'Order',
    customer: 'Customer',
    amount: 'Amount to pay',
    pay: 'Confirm payment',
    paid: 'Payment received',
    paidBefore: 'This order has already been paid in full',
    expired: 'This payment link has expired; ask for a new payment code.',
    used: 'This payment link has already been paid.',
    invalid: 'This payment link is not valid.',
  },
} satisfies Record<Locale, Record<string, string>>;

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** GET /api/v2/collection/pay/:token (public): the payment page the QR opens, in the visitor's language. */
export async function payPage(ctx: AppContext, req: FastifyRequest, token: string, locale: Locale) {
  const w = TEXT[locale];
  let body: string;
  try {
    const f = await forToken(ctx, token, (t) => linkFacts(t, token));
    const facts = `<dl><dt>${w.order}</dt><dd data-testid="pay-order">${esc(f.orderNo)} · ${esc(f.orderTitle)}</dd>
      <dt>${w.customer}</dt><dd>${esc(f.customerName)}</dd>
      <dt>${w.amount}</dt><dd class="amount" data-testid="pay-amount">¥${esc(f.amount)}</dd></dl>`;
    if (f.used) body = `${facts}<p class="done">${w.used}</p>`;
    else if (f.state === COLLECTION_STATES.paid) body = `${facts}<p class="done">${w.paidBefore}</p>`;
    else if (f.expired) body = `${facts}<p class="err">${w.expired}</p>`;
    else
      body = `${facts}<p class="note">${w.local}</p>
        <button id="pay" data-testid="pay-confirm">${w.pay}</button><p id="result" data-testid="pay-result"></p>
        <script>
        document.getElementById('pay').onclick = async function () {
          this.disabled = true;
          const r = await fetch(location.pathname + '/confirm', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: ${JSON.stringify(f.amount)} }) });
          const j = await r.json().catch(() => ({}));
          const out = document.getElementById('result');
          out.textContent = j.success ? ${JSON.stringify(w.paid)} : (j.message || 'Error');
          out.className = j.success ? 'done' : 'err';
          if (j.success) this.remove(); else this.disabled = false;
        };
        </script>`;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    body = `<p class="err" data-testid="pay-result">${w.invalid}</p>`;
  }
  void req;
  return `<!doctype html><html lang="${locale === 'zh_CN' ? 'zh-CN' : 'en-GB'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${w.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:24px auto;padding:0 16px;color:#1f1f1f}
h1{font-size:20px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#8c8c8c}dd{margin:0}
.amount{font-size:24px;font-weight:600;color:#cf1322}.note{color:#8c8c8c;font-size:13px}
button{width:100%;padding:12px;font-size:16px;background:#1677ff;color:#fff;border:0;border-radius:8px}
.done{color:#389e0d;font-weight:600}.err{color:#cf1322}</style></head>
<body><h1>${w.title}</h1>${body}</body></html>`;
}
