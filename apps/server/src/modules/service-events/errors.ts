import { defineErrors } from '../../core/errors';

/** Refusals of the service desk's events (issue 23), in both languages. */
export const serviceEventErrors = defineErrors({
  EVENT_NOT_FOUND: { status: 404, zh_CN: '事件不存在', en_GB: 'The event does not exist' },
  EVENT_STATE: {
    status: 409,
    zh_CN: '事件当前状态为“{state}”，不能{action}',
    en_GB: 'The event is "{state}"; it cannot be given "{action}"',
  },
  EVENT_POOLED: {
    status: 409,
    zh_CN: '事件在事件池中，请先收回',
    en_GB: 'The event is in the pool; recall it first',
  },
  EVENT_ALREADY_CLAIMED: {
    status: 409,
    zh_CN: '手慢了，该事件已被其他人领取',
    en_GB: 'Too late: someone else has already claimed this event',
  },
  EVENT_CONVERTED: {
    status: 409,
    zh_CN: '该事件已转为工单',
    en_GB: 'The event has already been converted to a work order',
  },
  EVENT_CHANGED: {
    status: 409,
    zh_CN: '事件已被他人修改，请刷新后重试',
    en_GB: 'Someone else changed the event; refresh and try again',
  },
  NOT_PRINCIPAL: {
    status: 403,
    zh_CN: '只有事件负责人可以{action}',
    en_GB: 'Only the main owner of the event may {action}',
  },
  NOT_ESCALATION_HANDLER: {
    status: 403,
    zh_CN: '只有被升级人可以处理该升级',
    en_GB: 'Only the person the event was escalated to may handle the escalation',
  },
  NOTE_REQUIRED: { status: 400, zh_CN: '请填写说明', en_GB: 'A note is required' },
  USER_NOT_FOUND: {
    status: 404,
    zh_CN: '所选人员不存在或已停用',
    en_GB: 'A chosen person does not exist or is disabled',
  },
  PRINCIPAL_CANNOT_HANDLE: {
    status: 400,
    zh_CN: '{name} 没有处理事件的权限，不能作为负责人',
    en_GB: '{name} may not handle events, so cannot be the main owner',
  },
  ESCALATE_TO_SELF: {
    status: 400,
    zh_CN: '不能升级给自己',
    en_GB: 'An event cannot be escalated to its own main owner',
  },
  CUSTOMER_REQUIRED: {
    status: 400,
    zh_CN: '该事件模板要求选择客户',
    en_GB: "This event's template requires a customer",
  },
  PRODUCT_NOT_OF_CUSTOMER: {
    status: 400,
    zh_CN: '所选设备不属于该客户',
    en_GB: 'The chosen equipment does not belong to the customer',
  },
  TAG_REQUIRED: { status: 400, zh_CN: '请选择标签', en_GB: 'Choose at least one tag' },
  TAG_NOT_FOUND: {
    status: 404,
    zh_CN: '所选事件标签不存在',
    en_GB: 'A chosen event tag does not exist',
  },
  PRINT_EMPTY: {
    status: 404,
    zh_CN: '没有可打印的事件',
    en_GB: 'None of the chosen events can be printed',
  },
  EVENT_ITEMS_OFF: {
    status: 409,
    zh_CN: '该事件模板未启用服务项目',
    en_GB: "The event's template does not use service items",
  },
  EVENT_ITEMS_LOCKED: {
    status: 409,
    zh_CN: '已关闭或已转工单的事件不能修改服务项目',
    en_GB: 'The service items of a closed or converted event cannot be changed',
  },
  EVENT_SERVICE_ITEM_NOT_FOUND: {
    status: 404,
    zh_CN: '服务项目不存在或不可用于该事件',
    en_GB: 'A service item does not exist or cannot be used on this event',
  },
  EVENT_NOT_DELETABLE: {
    status: 409,
    zh_CN: '只有待指派或已关闭的事件可以删除',
    en_GB: 'Only an event pending assignment or closed can be deleted',
  },
});
