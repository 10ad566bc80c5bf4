import { ORDER_PATHS } from '../paths';

/** The create page prefilled from an order (the detail's "copy to a new order"). */
export const copyOrderPath = (orderId: number) => `${ORDER_PATHS.create}?copyFrom=${orderId}`;

/** The order a create page copies, from its `copyFrom` query (none when absent or not an id). */
export function copySourceOf(params: URLSearchParams): number | undefined {
  const raw = params.get('copyFrom');
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}
