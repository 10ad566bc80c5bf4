import {
  SERVICE_EVENT_ACCESS,
  SERVICE_EVENT_TRANSITIONS,
  type ServiceEventBatchAction,
  type ServiceEventBatchInput,
  type ServiceEventBatchOutcome,
  type ServiceEventBatchResult,
} from '@fieldline/domain';
import { AppError, coreErrors } from '../../core/errors';
import type { Tenant } from '../../core/tenant';
import { assignEvent, simpleAction } from './actions';
import { requireHandler, requirePeople } from './people';
import { deleteEvent } from './save';

/** The permission each batch action needs besides 620 (the single action's own). */
const ACCESS: Record<ServiceEventBatchAction, string> = {
  assign: SERVICE_EVENT_TRANSITIONS.assign.access,
  close: SERVICE_EVENT_TRANSITIONS.close.access,
  delete: SERVICE_EVENT_ACCESS.delete,
  putInPool: SERVICE_EVENT_TRANSITIONS.putInPool.access,
  recall: SERVICE_EVENT_TRANSITIONS.recall.access,
};

/**
 * POST /v2/event/batch (data permission 620): one action on up to 50 events, each in its own
 * transaction through the single action (the same table, checks, log row and domain event), so one
 * refusal does not undo the others. Answers every event's outcome in the order given: its new state,
 * or the refusal's code and message in the caller's language (another enterprise's or an invisible
 * event: EVENT_NOT_FOUND). The action's own permission and the main owner are checked once, first.
 */
export async function batchEvents(
  t: Tenant,
  input: ServiceEventBatchInput,
): Promise<ServiceEventBatchOutcome> {
  if (!t.admin && !t.powers.includes(ACCESS[input.action])) throw coreErrors.NO_PERMISSION();
  if (input.action === 'assign') {
    await requireHandler(t, input.principalUserId!, 'principalUserId');
    if (input.coordinatorIds) await requirePeople(t, input.coordinatorIds, 'coordinatorIds');
  }
  const results: ServiceEventBatchResult[] = [];
  for (const id of [...new Set(input.ids)]) {
    try {
      const state = await runOne(t, input, id);
      results.push({ id, ok: true, state });
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      results.push({ id, ok: false, code: err.code, message: err.messageIn(t.locale) });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { results, succeeded, failed: results.length - succeeded };
}

async function runOne(t: Tenant, input: ServiceEventBatchInput, id: number) {
  const note = input.note ?? null;
  switch (input.action) {
    case 'assign':
      return (
        await assignEvent(t, 'assign', {
          id,
          note,
          principalUserId: input.principalUserId!,
          coordinatorIds: input.coordinatorIds,
        })
      ).state;
    case 'delete':
      await deleteEvent(t, id);
      return null;
    default:
      return (await simpleAction(t, input.action, { id, note })).state;
  }
}
