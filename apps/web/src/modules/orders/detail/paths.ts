import { ORDER_PRINT_MAX } from '@fieldline/domain';
import { ORDER_PATHS } from '../paths';

/** The print sheets of up to ORDER_PRINT_MAX orders. */
export const printPath = (ids: readonly number[]) => `${ORDER_PATHS.print}?ids=${ids.join(',')}`;

/**
 * The ids of /order/print?ids=1,2: positive whole numbers, each once, in the order given; `tooMany`
 * when there are more than 50 (spec-business §5: at most 50 printed at once).
 */
export function parsePrintIds(param: string | null): { ids: number[]; tooMany: boolean } {
  const ids = [
    ...new Set(
      (param ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => /^\d{1,15}$/.test(s))
        .map(Number)
        .filter((n) => n > 0),
    ),
  ];
  return { ids, tooMany: ids.length > ORDER_PRINT_MAX };
}

/** The evaluation link as the customer opens it: the detail's `evalUrl` made absolute. */
export const absoluteEvalUrl = (evalUrl: string, origin = window.location.origin) =>
  new URL(evalUrl, origin).href;
