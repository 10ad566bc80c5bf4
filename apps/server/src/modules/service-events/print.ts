import type { ServiceEventDetail } from '@fieldline/domain';
import type { Tenant } from '../../core/tenant';
import { serviceEventErrors } from './errors';
import { eventDetail } from './queries';

/**
 * GET /v2/event/print: the details of up to 50 events (SB:87, 150; the schema refuses more), for
 * the print sheet and the export; ids the caller may not see are left out, none at all is a 404.
 */
export async function printEvents(t: Tenant, ids: number[]): Promise<{ list: ServiceEventDetail[] }> {
  const list: ServiceEventDetail[] = [];
  for (const id of ids) {
    const detail = await eventDetail(t, id).catch((e: unknown) => {
      if ((e as { code?: string }).code === 'EVENT_NOT_FOUND') return null;
      throw e;
    });
    if (detail) list.push(detail);
  }
  if (!list.length) throw serviceEventErrors.PRINT_EMPTY({ field: 'ids' });
  return { list };
}
