import { eq } from 'drizzle-orm';
import {
  SERVICE_REQUEST_STATES,
  type ServiceRequestListQuery,
  type ServiceRequestRow,
  type ServiceRequestState,
} from '@fieldline/domain';
import { serviceRequests } from '../../db/schema';
import { mine, type Tenant } from '../../core/tenant';
import { equipmentErrors } from './errors';
import * as q from './queries';
import { equipmentActor, equipmentReader } from './service';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** GET /v2/serviceRequest/list: reports from the public scan page, newest first. */
export async function requestPage(t: Tenant, query: ServiceRequestListQuery) {
  const actor = await equipmentReader(t);
  const [list, total] = await Promise.all([
    q.listRequests(t.db, actor, query, query),
    q.countRequests(t.db, actor, query),
  ]);
  return {
    list: list.map((r): ServiceRequestRow => ({
      ...r,
      state: r.state as ServiceRequestState,
      handledAt: iso(r.handledAt),
      createdAt: iso(r.createdAt)!,
    })),
    total,
  };
}

/** POST /v2/serviceRequest/handle: a new request is marked handled, by me, now. */
export async function handleRequest(t: Tenant, id: number) {
  const actor = await equipmentActor(t);
  await t.db.transaction(async (tx) => {
    const found = await q.findRequest(tx, actor, id);
    if (!found) throw equipmentErrors.SERVICE_REQUEST_NOT_FOUND({ field: 'id' });
    if (found.state === SERVICE_REQUEST_STATES.handled) throw equipmentErrors.SERVICE_REQUEST_HANDLED();
    await tx
      .update(serviceRequests)
      .set({ state: SERVICE_REQUEST_STATES.handled, handledBy: t.user.id, handledAt: new Date() })
      .where(mine(t, serviceRequests, eq(serviceRequests.id, id)));
  });
}
