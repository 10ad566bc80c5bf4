/** The equipment pages' paths (spec-shell §6 "/productManage (+ /productDetail with query id)"). */
export const EQUIPMENT_PATHS = {
  list: '/productManage',
  detail: '/productDetail',
  requests: '/serviceRequests',
} as const;

export const equipmentDetailPath = (id: number) => `${EQUIPMENT_PATHS.detail}?id=${id}`;
