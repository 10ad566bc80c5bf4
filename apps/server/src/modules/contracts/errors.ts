import { defineErrors } from '../../core/errors';

/** Refusals of contracts and plans (issue 25), in both languages. */
export const contractErrors = defineErrors({
  CONTRACT_NOT_FOUND: { status: 404, zh_CN: '合同不存在', en_GB: 'The contract does not exist' },
  PLAN_NOT_FOUND: { status: 404, zh_CN: '维保计划不存在', en_GB: 'The maintenance plan does not exist' },
  TASK_NOT_FOUND: { status: 404, zh_CN: '维保任务不存在', en_GB: 'The maintenance task does not exist' },
  CUSTOMER_NOT_FOUND: { status: 400, zh_CN: '所选客户不存在', en_GB: 'The chosen customer does not exist' },
  STAFF_NOT_FOUND: {
    status: 400,
    zh_CN: '所选服务人员不存在或已停用',
    en_GB: 'The chosen member of staff does not exist or is disabled',
  },
  TEAM_NOT_FOUND: { status: 400, zh_CN: '所选服务团队不存在', en_GB: 'The chosen team does not exist' },
  EQUIPMENT_NOT_FOUND: {
    status: 400,
    zh_CN: '所选设备不存在或不属于合同客户',
    en_GB: "A chosen device does not exist or is not the contract customer's",
  },
  USER_NOT_FOUND: { status: 400, zh_CN: '所选人员不存在', en_GB: 'The chosen person does not exist' },
  CONTRACT_HAS_PLANS: {
    status: 409,
    zh_CN: '合同下还有维保计划，请先删除计划',
    en_GB: 'The contract still has plans; delete them first',
  },
  PLAN_HAS_ORDERS: {
    status: 409,
    zh_CN: '计划的任务已生成工单，不能删除',
    en_GB: 'Tasks of this plan have raised orders; it cannot be deleted',
  },
  PLAN_DISABLED: { status: 409, zh_CN: '计划已停用', en_GB: 'The plan is disabled' },
  TASK_NOT_OPEN: {
    status: 409,
    zh_CN: '只有未完成的任务可以生成工单',
    en_GB: 'Only an incomplete task can raise an order',
  },
  TASK_HAS_ORDER: { status: 409, zh_CN: '该任务已生成工单', en_GB: 'This task has already raised an order' },
  TASK_LOCKED: {
    status: 409,
    zh_CN: '已完成或审核中的任务不能修改',
    en_GB: 'A completed task or one in approval cannot be changed',
  },
  CONTRACT_NO_TAKEN: { status: 409, zh_CN: '合同编号已存在', en_GB: 'That contract number is already used' },
  SALES_STATE: {
    status: 409,
    zh_CN: '合同当前状态不允许此操作',
    en_GB: "The contract's state does not allow this",
  },
  SALES_NOT_APPROVED: {
    status: 409,
    zh_CN: '合同审批通过后才能回款',
    en_GB: 'Payments are recorded once the contract is approved',
  },
  PAYMENT_PLAN_NOT_FOUND: {
    status: 404,
    zh_CN: '回款计划不存在',
    en_GB: 'The payment plan does not exist',
  },
  PAYMENT_OVER: {
    status: 400,
    zh_CN: '回款金额不能超过该期未回款金额',
    en_GB: 'The payment may not exceed what is still due on the instalment',
  },
  PAYMENT_PLANS_OVER: {
    status: 400,
    zh_CN: '回款计划合计不能超过合同金额',
    en_GB: "The instalments together may not exceed the contract's amount",
  },
  PAYMENT_PLAN_RECEIVED: {
    status: 409,
    zh_CN: '已有回款的计划不能修改',
    en_GB: 'An instalment with payments received cannot be changed',
  },
  AMOUNT_TOO_LARGE: {
    status: 400,
    zh_CN: '合同金额不能超过13位整数',
    en_GB: "The contract's amount may have at most 13 digits",
  },
  PAYMENT_ZERO: { status: 400, zh_CN: '金额须大于0', en_GB: 'The amount must be more than 0' },
  SERVICE_PLAN_NOT_FOUND: {
    status: 404,
    zh_CN: '客户服务计划不存在',
    en_GB: 'The customer service plan does not exist',
  },
  TAG_NOT_FOUND: {
    status: 400,
    zh_CN: '所选客户标签不存在',
    en_GB: 'The chosen customer tag does not exist',
  },
  REMIND_NOT_OPEN: {
    status: 409,
    zh_CN: '只有未完成的跟进提醒可以标记完成',
    en_GB: 'Only an open follow-up reminder can be marked done',
  },
  ORDER_SALE_CONTRACT_NOT_FOUND: {
    status: 400,
    zh_CN: '所属销售合同不存在',
    en_GB: 'The sales contract the order belongs to does not exist',
  },
  ORDER_SALE_CONTRACT_CUSTOMER: {
    status: 400,
    zh_CN: '所属销售合同不是该工单客户的合同',
    en_GB: "The sales contract is not the order customer's",
  },
  MARKETING_NO_RECIPIENTS: {
    status: 400,
    zh_CN: '所选客户都没有联系电话',
    en_GB: 'None of the chosen customers has a contact phone',
  },
  MARKETING_CUSTOMER_NOT_IN_PLAN: {
    status: 400,
    zh_CN: '所选客户不在该服务计划内',
    en_GB: 'A chosen customer is not one this plan reaches',
  },
  MARKETING_DAILY_LIMIT: {
    status: 429,
    zh_CN: '每人每天最多发送200条营销短信，今天还可发送 {left} 条',
    en_GB: 'At most 200 marketing messages per user per day; {left} left today',
  },
  MARKETING_TEMPLATE_NOT_FOUND: {
    status: 400,
    zh_CN: '营销短信模板不存在或未审核通过',
    en_GB: 'The marketing SMS template does not exist or has not passed review',
  },
  MARKETING_COUNT_CHANGED: {
    status: 409,
    zh_CN: '收件人数量已变化，请重新确认',
    en_GB: 'The number of recipients has changed; confirm again',
  },
});
