import { defineErrors } from '../../core/errors';

/** Refusals of return visits (issue 22), in both languages. */
export const returnVisitErrors = defineErrors({
  TASK_NOT_FOUND: { status: 404, zh_CN: '回访任务不存在', en_GB: 'The return-visit task does not exist' },
  PLAN_NOT_FOUND: { status: 404, zh_CN: '回访计划不存在', en_GB: 'The return-visit plan does not exist' },
  PLAN_NAME_TAKEN: {
    status: 409,
    zh_CN: '已有同名的回访计划',
    en_GB: 'A return-visit plan of that name already exists',
  },
  VISITOR_NOT_FOUND: {
    status: 400,
    zh_CN: '所选回访人员不存在或已停用',
    en_GB: 'A chosen visitor does not exist or is disabled',
  },
  VISITOR_NOT_ALLOWED: {
    status: 400,
    zh_CN: '所选人员没有执行回访的权限',
    en_GB: 'A chosen person may not perform return visits',
  },
  TEMPLATE_NOT_FOUND: {
    status: 400,
    zh_CN: '所选工单模板不存在',
    en_GB: 'A chosen order template does not exist',
  },
  TASK_DONE: {
    status: 409,
    zh_CN: '该回访任务已提交，不能再次提交',
    en_GB: 'This return visit has already been submitted',
  },
  NOT_YOUR_TASK: {
    status: 403,
    zh_CN: '该回访任务指定给了其他回访人员',
    en_GB: 'This return visit is designated to another visitor',
  },
  FOLLOW_UP_NOT_FAILED: {
    status: 409,
    zh_CN: '只有回访未通过的任务可以发起跟进工单',
    en_GB: 'Only a failed return visit can raise a follow-up order',
  },
  FOLLOW_UP_EXISTS: {
    status: 409,
    zh_CN: '该回访已发起跟进工单',
    en_GB: 'This return visit has already raised a follow-up order',
  },
  ORDER_NOT_FOUND: { status: 404, zh_CN: '工单不存在', en_GB: 'The order does not exist' },
  NOTE_REQUIRED: { status: 400, zh_CN: '回访说明不能为空', en_GB: 'Visit notes are required' },
  ORDER_NOT_VISITABLE: {
    status: 409,
    zh_CN: '只能回访已完成的工单',
    en_GB: 'Only a completed order can be visited',
  },
  TASK_EXISTS: {
    status: 409,
    zh_CN: '该工单已有同类回访任务',
    en_GB: 'The order already has a return visit of this type',
  },
  NO_PHONE: {
    status: 409,
    zh_CN: '工单联系人没有手机号，无法发送短信',
    en_GB: "The order's contact has no mobile number to message",
  },
  SMS_LIMIT: {
    status: 429,
    zh_CN: '每个回访任务最多发送{max}条短信',
    en_GB: 'At most {max} messages can be sent from one return visit',
  },
  SMS_FAILED: {
    status: 502,
    zh_CN: '短信发送失败，请稍后再试',
    en_GB: 'The message could not be sent; please try again later',
  },
});
