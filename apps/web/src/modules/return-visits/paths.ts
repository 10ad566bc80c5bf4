import { generatePath } from 'react-router-dom';

/** The return-visit pages of spec-shell (/returnVisitOrder, its task detail, /ReturnVisitTask, plans, report). */
export const RETURN_VISIT_PATHS = {
  orders: '/returnVisitOrder',
  taskDetail: '/returnVisitOrder/ReturnVisitTaskDetail/:taskId',
  tasks: '/ReturnVisitTask',
  planEdit: '/returnVisitPlan/edit/:id',
  report: '/returnVisitReport',
} as const;

/** A plan's page; `new` for a new plan. */
export const NEW_PLAN = 'new';
export const taskDetailPath = (taskId: number) =>
  generatePath(RETURN_VISIT_PATHS.taskDetail, { taskId: String(taskId) });
export const planEditPath = (id: number | typeof NEW_PLAN) =>
  generatePath(RETURN_VISIT_PATHS.planEdit, { id: String(id) });
