import { defineErrors } from '../../core/errors';

/** Refusals of reconciliation (issue 27), in both languages. */
export const reconcileErrors = defineErrors({
  CUSTOMER_NOT_FOUND: { status: 404, zh_CN: '客户不存在', en_GB: 'The customer does not exist' },
  NOTHING_TO_RECONCILE: {
    status: 409,
    zh_CN: '该客户在此期间没有应收或已收款项',
    en_GB: 'The customer has nothing billed or collected in this period',
  },
  ALREADY_RECONCILED: {
    status: 409,
    zh_CN: '该客户在此期间已对账',
    en_GB: 'This customer is already reconciled for this period',
  },
  NOT_RECONCILED: { status: 404, zh_CN: '对账记录不存在', en_GB: 'The reconciliation does not exist' },
});
