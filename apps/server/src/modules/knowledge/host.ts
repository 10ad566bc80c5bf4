import { sql } from 'drizzle-orm';
import { TAG_OBJECT_KINDS } from '@fieldline/domain';
import { rows } from '../../db/client';
import { idList } from '../../core/sql';
import { mineSql } from '../../core/tenant';
import { registerTaggableKind } from '../tags';

/** Tag object kind DOC 3 names knowledge items (FAQs and documents share one id space). */
registerTaggableKind(TAG_OBJECT_KINDS.doc, async (t, ids) =>
  (
    await rows<{ id: number }>(
      t.db,
      sql`select i.id::int as id from knowledge_items i
           where ${mineSql(t, 'i')} and i.deleted_at is null and i.id in (${idList(ids)})`,
    )
  ).map((r) => r.id),
);
