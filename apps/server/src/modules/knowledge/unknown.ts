import { count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { UnknownProblem, unknownListQuerySchema } from '@fieldline/domain';
import type { z } from 'zod';
import { knowledgeUnknown } from '../../db/schema';
import { likePattern } from '../../core/sql';
import { mine, type TenantDb } from '../../core/tenant';
import { knowledgeErrors } from './errors';
import { answered } from './search';
import { normalizeQuestion } from './words';

type UnknownQuery = z.infer<typeof unknownListQuerySchema>;

/**
 * POST /knowledge/unknown/record: counts a typed search that found nothing, once per normal form (the
 * count and last time kept); a search something answers is not counted. Answers whether it was.
 */
export async function recordUnknown(t: TenantDb, question: string) {
  const normalized = normalizeQuestion(question);
  if (!normalized || (await answered(t, question))) return { recorded: false };
  await t.db
    .insert(knowledgeUnknown)
    .values({ enterpriseId: t.enterpriseId, normalized, question: question.trim() })
    .onConflictDoUpdate({
      target: [knowledgeUnknown.enterpriseId, knowledgeUnknown.normalized],
      set: { hits: sql`${knowledgeUnknown.hits} + 1`, lastAskedAt: new Date(), faqId: null },
    });
  return { recorded: true };
}

/** GET /knowledge/unknown/list: unanswered questions, most asked first (all: those answered too). */
export async function listUnknown(t: TenantDb, q: UnknownQuery) {
  const where = mine(
    t,
    knowledgeUnknown,
    q.all ? undefined : isNull(knowledgeUnknown.faqId),
    q.keyword ? ilike(knowledgeUnknown.question, likePattern(q.keyword)) : undefined,
  );
  const [list, [total]] = await Promise.all([
    t.db
      .select()
      .from(knowledgeUnknown)
      .where(where)
      .orderBy(desc(knowledgeUnknown.hits), desc(knowledgeUnknown.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    t.db.select({ n: count() }).from(knowledgeUnknown).where(where),
  ]);
  return {
    list: list.map((u): UnknownProblem => ({
      id: u.id,
      question: u.question,
      hits: u.hits,
      lastAskedAt: u.lastAskedAt.toISOString(),
      faqId: u.faqId,
    })),
    total: total?.n ?? 0,
  };
}

/** DELETE /knowledge/unknown/delete/:id: ignore a question (it is counted afresh if asked again). */
export async function deleteUnknown(t: TenantDb, id: number) {
  const deleted = await t.db
    .delete(knowledgeUnknown)
    .where(mine(t, knowledgeUnknown, eq(knowledgeUnknown.id, id)))
    .returning({ id: knowledgeUnknown.id });
  if (!deleted.length) throw knowledgeErrors.UNKNOWN_NOT_FOUND({ field: 'id' });
}
