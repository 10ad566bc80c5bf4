import { defineErrors } from '../../core/errors';

/** Refusals of map dispatch and positions (issue 26), in both languages. */
export const dispatchMapErrors = defineErrors({
  // SB:143
  MAP_DISPATCH_OFF: { status: 409, zh_CN: '不支持地图派单', en_GB: 'Map dispatch not supported' },
  // SB:138
  NO_COORDINATES: {
    status: 409,
    zh_CN: '未找到坐标（请输入详细地址）',
    en_GB: 'No coordinates found (enter a detailed address)',
  },
  ORDER_NOT_FOUND: { status: 404, zh_CN: '工单不存在', en_GB: 'The order does not exist' },
  ORDER_NOT_PENDING: {
    status: 409,
    zh_CN: '只有待指派的工单可以在地图上派单',
    en_GB: 'Only an order pending assignment can be dispatched on the map',
  },
  USER_NOT_FOUND: { status: 404, zh_CN: '人员不存在', en_GB: 'The person does not exist' },
  REPORTS_OFF: {
    status: 409,
    zh_CN: '企业未开启位置上报',
    en_GB: 'Position reports are not enabled for this enterprise',
  },
  NO_CONSENT: {
    status: 409,
    zh_CN: '您未同意上报位置',
    en_GB: 'You have not agreed to report your position',
  },
  NOT_IN_SERVICE: {
    status: 409,
    zh_CN: '只有在服务中的工单可以上报位置',
    en_GB: 'A position can only be reported while you serve the order',
  },
  TOO_OFTEN: {
    status: 429,
    zh_CN: '位置每分钟最多上报一次',
    en_GB: 'A position can be reported at most once a minute',
  },
  SCHEDULE_TOO_FAR: {
    status: 400,
    zh_CN: '排班最多提前 {max} 天',
    en_GB: 'Schedules can be planned at most {max} days ahead',
  },
  // the appointment board (issue 26): a window must be free, ahead, inside the working day
  SLOT_TAKEN: {
    status: 409,
    zh_CN: '该工程师在 {from}-{to} 已有预约，此时段不可用',
    en_GB: 'The engineer already has an appointment from {from} to {to}; this slot is taken',
  },
  SLOT_PAST: { status: 400, zh_CN: '预约时间已过', en_GB: 'The appointment time has passed' },
  SLOT_OUTSIDE_DAY: {
    status: 400,
    zh_CN: '预约须在 {from}-{to} 之间',
    en_GB: 'An appointment must lie between {from} and {to}',
  },
  ENGINEER_OFF: {
    status: 409,
    zh_CN: '该工程师当天休息，不能预约',
    en_GB: 'The engineer is off that day and cannot be booked',
  },
  ENGINEER_ON_LEAVE: {
    status: 409,
    zh_CN: '该工程师当天请假，不能预约',
    en_GB: 'The engineer is on leave that day and cannot be booked',
  },
});
