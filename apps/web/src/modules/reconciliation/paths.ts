/** Finance pages of spec-shell: /financeReconcile, /incomeStatistics. */
export const RECONCILE_PATHS = {
  reconcile: '/financeReconcile',
  income: '/incomeStatistics',
} as const;
