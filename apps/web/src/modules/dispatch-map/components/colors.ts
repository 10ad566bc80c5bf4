import type { OrderPriority, OrderState } from '@fieldline/domain';

/** Marker fill by order state (0 reception … 7 approval). */
export const STATE_FILL: Record<OrderState, string> = {
  0: '#8c8c8c',
  1: '#fa8c16',
  2: '#1677ff',
  3: '#13c2c2',
  4: '#722ed1',
  5: '#52c41a',
  6: '#bfbfbf',
  7: '#faad14',
};
/** Marker outline by priority: normal, urgent, very urgent. */
export const PRIORITY_STROKE: Record<OrderPriority, { color: string; weight: number }> = {
  1: { color: '#ffffff', weight: 2 },
  2: { color: '#fa541c', weight: 3 },
  3: { color: '#f5222d', weight: 4 },
};
