import { generatePath } from 'react-router-dom';

/** The service item pages (spec-shell "Orders": /serviceProject/Detail/:id). */
export const SERVICE_ITEM_PATHS = {
  list: '/serviceProject',
  detail: '/serviceProject/Detail/:id',
} as const;

export const serviceItemDetailPath = (id: number) =>
  generatePath(SERVICE_ITEM_PATHS.detail, { id: String(id) });
