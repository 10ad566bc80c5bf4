import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { keywordSchema, looseQuery } from '../organization/common';
import { ORDER_STATES } from './constants';
import { ORDER_ACCESS } from './permissions';

/**
 * The parts a person can be given in an order, and the code one of their roles must grant for it
 * (an administrator's role grants every code). The server refuses anyone else for the part, and
 * the pickers list only those it would accept. Copies (cc) go to any enabled user.
 */
export const ORDER_PERSON_PARTS = {
  server: ORDER_ACCESS.serve,
  collaborator: ORDER_ACCESS.serve,
  approver: ORDER_ACCESS.approve,
} as const;
export type OrderPersonPart = keyof typeof ORDER_PERSON_PARTS;
export const ORDER_PERSON_PART_LIST = Object.keys(ORDER_PERSON_PARTS) as OrderPersonPart[];

/** A server's load: their orders waiting for their acceptance, waiting for service or in service. */
export const SERVER_LOAD_STATES = [ORDER_STATES.acceptance, ORDER_STATES.service, ORDER_STATES.inService];

export const ORDER_CANDIDATES_PAGE_MAX = 100;

/** GET /v2/order/candidates: the people I may see whom an order accepts for a part. */
export const orderCandidatesQuerySchema = pageQuerySchema.extend({
  part: z.enum(ORDER_PERSON_PART_LIST as [OrderPersonPart, ...OrderPersonPart[]]),
  keyword: keywordSchema,
  pageSize: z.coerce.number().int().min(1).max(ORDER_CANDIDATES_PAGE_MAX).default(20),
  ...looseQuery,
});
export type OrderCandidatesQuery = z.infer<typeof orderCandidatesQuerySchema>;

/** One person a picker offers: their service teams and load (open orders they serve, states 2-4). */
export interface OrderCandidate {
  id: number;
  name: string;
  phone: string;
  teams: { id: number; name: string }[];
  load: number;
}
