import {
  ORDER_ACCESS,
  ORDER_TRANSITIONS,
  poolListQuerySchema,
  poolOrderSchema,
  poolPutSchema,
  poolSettingsSchema,
} from '@fieldline/domain';
import { z } from 'zod';
import { batchPart } from '../../core/plans';
import { defineRoute } from '../../core/route';
import * as pool from './pool';
import { poolSettingsView, savePoolSettings } from './pool-settings';

const tags = ['orders'];
const access = (action: keyof typeof ORDER_TRANSITIONS) => ORDER_TRANSITIONS[action].access;

/** The open pool (issue 22, /orderHighSeas): the list, the four actions of the transition table, settings. */
export const poolRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/order/pool/list',
    access: ORDER_ACCESS.view,
    tags,
    summary:
      'One page of the open pool (newest pooled first) with each order saying whether I may grab it and why not; for staff who may grab (10112) or dispatch (10105)',
    query: poolListQuerySchema,
    handler: ({ tenant, query }) => pool.poolPage(tenant, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/order/pool/put',
    access: access('putInPool'),
    paidParts: [batchPart('body', 'orderIds')],
    tags,
    summary:
      'Put orders pending assignment in the open pool (1 → 1 + pooled); several at once needs batch permission (120)',
    body: poolPutSchema,
    handler: ({ tenant, body }) => pool.putInPool(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/order/pool/recall',
    access: access('recall'),
    tags,
    summary: 'Take a pooled order back out of the pool (1 + pooled → 1)',
    body: poolOrderSchema,
    handler: ({ tenant, body }) => pool.recallFromPool(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/order/grab',
    access: access('grab'),
    tags,
    summary:
      'Grab a pooled order (1 + pooled → 3) and become its server; of concurrent grabs exactly one wins (the others: 409 ORDER_ALREADY_GRABBED)',
    body: poolOrderSchema,
    handler: ({ tenant, body }) => pool.grabOrder(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/order/revokeGrab',
    access: access('revokeGrab'),
    tags,
    summary:
      'The grabber gives a grabbed order back to the pool (3 → 1 + pooled) within the settings’ window',
    body: poolOrderSchema,
    handler: ({ tenant, body }) => pool.revokeGrab(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/order/pool/settings',
    access: ORDER_ACCESS.settings,
    tags,
    summary: 'The open pool settings: who may grab, time in the pool, grab cap, give-back window',
    query: z.object({ t: z.unknown().optional() }),
    handler: ({ tenant }) => poolSettingsView(tenant),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/order/pool/settings',
    access: ORDER_ACCESS.settings,
    tags,
    summary: 'Save the open pool settings (new times apply to orders pooled from now on)',
    body: poolSettingsSchema,
    handler: ({ tenant, body }) => savePoolSettings(tenant, body),
  }),
];
