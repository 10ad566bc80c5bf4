import { and, eq } from 'drizzle-orm';
import {
  SERVICE_REQUEST_STATES,
  type ServiceRequestListQuery,
  type ServiceRequestRow,
  type ServiceRequestState,
} from '@fieldline/domain';
import type { Db } from '../../db/client';
import { serviceRequests } from '../../db/schema';
import type { Auth } from '../../core/auth';
import { equipmentErrors } from './errors';
import * as q from './queries';
import { equipmentActor, equipmentReader } from './service';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** GET /v2/serviceRequest/list: reports from the public scan page, newest first. */
export async function requestPage(db: Db, auth: Auth, query: ServiceRequestListQuery) {
  const actor = await equipmentReader(db, auth);
  const [list, total] = await Promise.all([
    q.listRequests(db, actor, query, query),
    q.countRequests(db, actor, query),
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
export async function handleRequest(db: Db, auth: Auth, id: number) {
  const ep = auth.user.enterpriseId;
  const actor = await equipmentActor(db, auth);
  await db.transaction(async (tx) => {
    const found = await q.findRequest(tx, actor, id);
    if (!found) throw equipmentErrors.SERVICE_REQUEST_NOT_FOUND({ field: 'id' });
    if (found.state === SERVICE_REQUEST_STATES.handled) throw equipmentErrors.SERVICE_REQUEST_HANDLED();
    await tx
      .update(serviceRequests)
      .set({ state: SERVICE_REQUEST_STATES.handled, handledBy: auth.user.id, handledAt: new Date() })
      .where(and(eq(serviceRequests.enterpriseId, ep), eq(serviceRequests.id, id)));
  });
}
