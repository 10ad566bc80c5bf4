import { sql } from 'drizzle-orm';
import { MOVEMENT_KINDS, STOCK_HOLDERS, toCents } from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql } from '../../core/tenant';
import { registerHandoverMover } from '../handover';
import { registerSpareAmountSource } from '../orders';
import { post, type Posting } from './ledger';
import { handOverOldParts } from './old-parts';
import { spareAmountOf } from './order-parts';

/** The order's spare-part amount is the sum of its part lines (computed, not typed). */
registerSpareAmountSource(spareAmountOf);

/**
 * Handover (SB:110): a leaving engineer's personal stock moves to the successor through the ledger
 * (one `handover` posting: out of one, into the other), and their unreturned old parts become the
 * successor's to bring back. Answers how many stock rows and old parts moved.
 */
registerHandoverMover('spareStock', async (tx, auth, fromUserId, toUserId) => {
  const t = {
    db: tx,
    enterpriseId: auth.user.enterpriseId,
    user: { id: auth.user.id },
    written: { events: 0 },
  };
  const held = await rows<{ part_id: number; qty: string }>(
    tx,
    sql`select s.part_id::int as part_id, s.qty::text as qty
          from spare_stock s join spare_parts p on p.enterprise_id = s.enterprise_id and p.id = s.part_id
         where ${mineSql(t, 's')} and p.deleted_at is null and s.holder_kind = ${STOCK_HOLDERS.person} and s.holder_id = ${fromUserId}
           and s.qty > 0`,
  );
  const postings: Posting[] = held.flatMap((h) => [
    { partId: h.part_id, holderKind: STOCK_HOLDERS.person, holderId: fromUserId, delta: -toCents(h.qty) },
    { partId: h.part_id, holderKind: STOCK_HOLDERS.person, holderId: toUserId, delta: toCents(h.qty) },
  ]);
  if (postings.length)
    await post(t, MOVEMENT_KINDS.handover, postings, { docKind: 'handover', docId: fromUserId });
  return held.length + (await handOverOldParts(t, fromUserId, toUserId));
});
