/** The message pages' paths (spec-shell "Settings": /MessageCenter, /messageSetting). */
export const MESSAGE_PATHS = {
  center: '/MessageCenter',
  settings: '/messageSetting',
} as const;
