import { defineErrors } from '../../core/errors';

/** Refusals of settlement (issue 27), in both languages. */
export const settlementErrors = defineErrors({
  RULE_NOT_FOUND: { status: 404, zh_CN: '提成规则不存在', en_GB: 'The commission rule does not exist' },
  BILL_NOT_FOUND: { status: 404, zh_CN: '结算单不存在', en_GB: 'The settlement bill does not exist' },
  FINE_NOT_FOUND: { status: 404, zh_CN: '奖惩单不存在', en_GB: 'The reward or penalty bill does not exist' },
  TARGET_NOT_FOUND: {
    status: 400,
    zh_CN: '所选的模板、服务项目、团队或人员不存在',
    en_GB: 'A chosen template, service item, team or person does not exist',
  },
  ORDER_NOT_FOUND: { status: 404, zh_CN: '工单不存在', en_GB: 'The order does not exist' },
  USER_NOT_FOUND: { status: 400, zh_CN: '所选人员不存在', en_GB: 'The chosen person does not exist' },
  BILL_CONFIRMED: {
    status: 409,
    zh_CN: '结算单已确认，不能再更改',
    en_GB: 'The bill has been confirmed and cannot change',
  },
  FINE_REVIEWED: {
    status: 409,
    zh_CN: '该奖惩单已审批，不能再更改',
    en_GB: 'This reward or penalty has already been reviewed',
  },
});
