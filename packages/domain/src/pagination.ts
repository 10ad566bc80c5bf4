import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './limits';

/** Every list: pageSize and zero-based pageIndex (spec-shell §3), answered as { list, total }. */
export const pageQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  pageIndex: z.coerce.number().int().min(0).default(0),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
export interface Page<T> {
  list: T[];
  total: number;
  /** True when counting stopped at TOTAL_COUNT_CAP: at least `total` rows match. */
  totalCapped?: boolean;
}
