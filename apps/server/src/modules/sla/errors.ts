import { defineErrors } from '../../core/errors';

/** Refusals of SLA (issue 23), in both languages. */
export const slaErrors = defineErrors({
  POLICY_NOT_FOUND: { status: 404, zh_CN: 'SLA策略不存在', en_GB: 'The SLA policy does not exist' },
  POLICY_NAME_TAKEN: {
    status: 409,
    zh_CN: '已有同名的SLA策略',
    en_GB: 'An SLA policy of that name already exists',
  },
  TEMPLATE_NOT_FOUND: {
    status: 400,
    zh_CN: '所选模板不存在或不属于该对象',
    en_GB: 'A chosen template does not exist or is not for this kind of record',
  },
  CUSTOMER_NOT_FOUND: { status: 400, zh_CN: '所选客户不存在', en_GB: 'A chosen customer does not exist' },
  TAG_NOT_FOUND: { status: 400, zh_CN: '所选客户标签不存在', en_GB: 'A chosen customer tag does not exist' },
  PRODUCT_NOT_FOUND: { status: 400, zh_CN: '所选产品不存在', en_GB: 'A chosen product does not exist' },
  CONTRACT_NOT_FOUND: { status: 400, zh_CN: '所选合同不存在', en_GB: 'A chosen contract does not exist' },
  STEP_NOT_FOR_KIND: {
    status: 400,
    zh_CN: '事件没有「到达」环节',
    en_GB: 'Events have no arrival step',
  },
});
