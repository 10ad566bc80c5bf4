import { ORDER_STATE_LABELS, type Locale, type Messages, type OrderState } from '@fieldline/domain';

/** The statistics' column, series and chart titles in both languages. */
export const L = {
  period: { zh_CN: '日期', en_GB: 'Date' },
  created: { zh_CN: '新建工单', en_GB: 'Orders created' },
  completed: { zh_CN: '已完成', en_GB: 'Completed' },
  cancelled: { zh_CN: '已取消', en_GB: 'Cancelled' },
  open: { zh_CN: '进行中', en_GB: 'Open' },
  template: { zh_CN: '工单模板', en_GB: 'Order template' },
  engineer: { zh_CN: '服务人员', en_GB: 'Engineer' },
  unassigned: { zh_CN: '未指派', en_GB: 'Unassigned' },
  city: { zh_CN: '城市', en_GB: 'City' },
  noCity: { zh_CN: '未填写', en_GB: 'Not given' },
  income: { zh_CN: '收入（元）', en_GB: 'Income (CNY)' },
  avgIncome: { zh_CN: '单均收入（元）', en_GB: 'Income per order (CNY)' },
  leadHours: { zh_CN: '平均完成时长（小时）', en_GB: 'Average time to complete (hours)' },
  serviceMinutes: { zh_CN: '平均服务时长（分钟）', en_GB: 'Average service time (minutes)' },
  onTime: { zh_CN: '准时到达', en_GB: 'Arrived on time' },
  late: { zh_CN: '迟到', en_GB: 'Arrived late' },
  onTimeRate: { zh_CN: '准时率', en_GB: 'On-time rate' },
  evaluated: { zh_CN: '已评价', en_GB: 'Evaluated' },
  evalRate: { zh_CN: '评价率', en_GB: 'Evaluation rate' },
  avgScore: { zh_CN: '平均评分（5分制）', en_GB: 'Average score (of 5)' },
  satisfied: { zh_CN: '满意', en_GB: 'Satisfied' },
  notSatisfied: { zh_CN: '不满意', en_GB: 'Not satisfied' },
  satisfiedRate: { zh_CN: '满意率', en_GB: 'Satisfaction rate' },
  solvedRate: { zh_CN: '解决率', en_GB: 'Solved rate' },
  held: { zh_CN: '在办工单', en_GB: 'Orders in hand' },
  assigned: { zh_CN: '已指派', en_GB: 'Assigned' },
  waiting: { zh_CN: '待指派', en_GB: 'Waiting for assignment' },
  assignRate: { zh_CN: '指派率', en_GB: 'Assignment rate' },
  newCustomers: { zh_CN: '新增客户', en_GB: 'New customers' },
  customers: { zh_CN: '客户总数', en_GB: 'Customers in all' },
  orders: { zh_CN: '工单数', en_GB: 'Orders' },
  total: { zh_CN: '合计', en_GB: 'Total' },
  weekday: { zh_CN: '星期', en_GB: 'Weekday' },
  overdue: { zh_CN: '已超时', en_GB: 'Overdue' },
  slaBreached: { zh_CN: 'SLA 已违约', en_GB: 'SLA breached' },
  today: { zh_CN: '今日新建', en_GB: 'Created today' },
  todayDone: { zh_CN: '今日完成', en_GB: 'Completed today' },
  byState: { zh_CN: '按状态', en_GB: 'By state' },
  byTemplate: { zh_CN: '按工单模板', en_GB: 'By order template' },
  byCity: { zh_CN: '按地区', en_GB: 'By area' },
  trend: { zh_CN: '工单趋势', en_GB: 'Order trend' },
  heat: { zh_CN: '星期与模板分布', en_GB: 'By weekday and template' },
} satisfies Record<string, Messages>;

export type LabelKey = keyof typeof L;
export const label = (key: LabelKey, locale: Locale) => L[key][locale];
export const stateLabel = (state: number, locale: Locale) =>
  ORDER_STATE_LABELS[state as OrderState]?.[locale] ?? String(state);

const WEEKDAYS: Record<Locale, string[]> = {
  zh_CN: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
  en_GB: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};
/** ISO weekday 1 (Monday) .. 7 (Sunday). */
export const weekdays = (locale: Locale) => WEEKDAYS[locale];
