import { SPARE_ACCESS, oldPartFindQuerySchema, pageQuerySchema } from '@fieldline/domain';
import { z } from 'zod';
import { defineRoute } from '../../core/route';
import { findOldParts, oldPartSettings, personalOldStock } from './old-parts-recycle';

const tags = ['spareParts'];
const A = SPARE_ACCESS;

/** The old-part recycle pages (/oldPartsRecyle, /oldPartsRecyle/scan) and personal old-part stock. */
export const oldPartRoutes = [
  defineRoute({
    method: 'GET',
    url: '/old/part/find',
    access: A.approve,
    tags,
    summary: 'The scan page: old parts not yet received whose SN code, or order number, is the code scanned',
    query: oldPartFindQuerySchema,
    handler: ({ tenant, query }) => findOldParts(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/old/part/param',
    access: A.view,
    tags,
    summary:
      'Old-part settings: mode (1 warehouse, 2 personal), reminder days, scrap warehouses to receive into',
    query: z.object({ t: z.unknown().optional() }),
    handler: ({ tenant }) => oldPartSettings(tenant),
  }),
  defineRoute({
    method: 'GET',
    url: '/old/part/personal',
    access: A.personal,
    tags,
    summary: "The caller's personal old-part stock (personal old-part mode), from the ledger",
    query: z.strictObject({ ...pageQuerySchema.shape, t: z.unknown().optional() }),
    handler: ({ tenant, query }) => personalOldStock(tenant, tenant.user.id, query),
  }),
];
