import { and, asc, eq, sql } from 'drizzle-orm';
import {
  SMS_REVIEW_STATES,
  canSmsReview,
  smsPlaceholderProblem,
  smsSignatureProblem,
  type SmsReviewAction,
  type SmsReviewState,
  type SmsSignatureSubmit,
  type SmsSignatureView,
  type SmsSubject,
  type SmsTemplateCreate,
  type SmsTemplateItem,
  type SmsTemplateUpdate,
} from '@fieldline/domain';
import type { Db } from '../../db/client';
import { smsReviewLogs, smsSignatures, smsTemplates } from '../../db/schema';
import { coreErrors } from '../../core/errors';
import { isUniqueViolation } from '../../core/db-errors';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { smsErrors } from './errors';

/** Who acted on a review, written into the log (the platform administrator is of another enterprise). */
export interface Actor {
  id: number;
  name: string;
}

/** One review-state change, written in the transaction of the change. */
export async function logReview(
  t: TenantDb,
  e: {
    subject: SmsSubject;
    subjectId?: number | null;
    from: SmsReviewState | null;
    to: SmsReviewState;
    text: string;
    note?: string | null;
    actor: Actor;
  },
) {
  await t.db.insert(smsReviewLogs).values({
    enterpriseId: t.enterpriseId,
    subject: e.subject,
    subjectId: e.subjectId ?? null,
    fromState: e.from,
    toState: e.to,
    text: e.text,
    note: e.note ?? null,
    actorUserId: e.actor.id,
    actorName: e.actor.name,
  });
}

export const assertCan = (action: SmsReviewAction, from: SmsReviewState | null) => {
  if (!canSmsReview(action, from)) throw smsErrors.SMS_REVIEW_NOT_ALLOWED({ data: { state: from } });
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function signatureOf(t: TenantDb): Promise<SmsSignatureView> {
  const [row] = await t.db.select().from(smsSignatures).where(mine(t, smsSignatures));
  return {
    name: row?.name ?? null,
    state: (row?.state as SmsReviewState | undefined) ?? null,
    rejectReason: row?.rejectReason ?? null,
    activeName: row?.activeName ?? null,
    submittedAt: iso(row?.submittedAt ?? null),
    reviewedAt: iso(row?.reviewedAt ?? null),
  };
}

/** spec-business §5: each signature rule refuses with its own code, naming the field. */
export function assertSignatureRules(name: string) {
  const problem = smsSignatureProblem(name);
  if (!problem) return;
  const field = 'name';
  switch (problem.rule) {
    case 'length':
      throw smsErrors.SMS_SIGNATURE_LENGTH({ field });
    case 'webAddress':
      throw smsErrors.SMS_SIGNATURE_WEB_ADDRESS({ field });
    case 'brackets':
      throw smsErrors.SMS_SIGNATURE_BRACKETS({ field });
    case 'specialSymbols':
      throw smsErrors.SMS_SIGNATURE_SYMBOLS({ field });
    case 'sensitiveWord':
      throw smsErrors.SMS_SIGNATURE_SENSITIVE({ field, params: { word: problem.word } });
  }
}

/** Submits (or resubmits) the enterprise's signature for review; the last passed one stays in use. */
export async function submitSignature(t: Tenant, input: SmsSignatureSubmit) {
  const name = input.name.trim();
  assertSignatureRules(name);
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const [row] = await tx.select().from(smsSignatures).where(mine(t, smsSignatures)).for('update');
    const from = (row?.state as SmsReviewState | undefined) ?? null;
    assertCan('submit', from);
    const values = {
      name,
      state: SMS_REVIEW_STATES.submitted,
      rejectReason: null,
      submittedBy: t.user.id,
      submittedAt: sql`now()`,
      reviewedAt: null,
      updatedAt: sql`now()`,
    };
    if (row)
      await tx
        .update(smsSignatures)
        .set({ ...values, version: sql`${smsSignatures.version} + 1` })
        .where(mine(t, smsSignatures));
    else await tx.insert(smsSignatures).values({ enterpriseId: t.enterpriseId, ...values });
    await logReview(tt, { subject: 'signature', from, to: 1, text: name, actor: t.user });
  });
  return signatureOf(t);
}

const templateItem = (r: typeof smsTemplates.$inferSelect): SmsTemplateItem => ({
  id: Number(r.id),
  kind: r.kind as SmsTemplateItem['kind'],
  locale: r.locale as SmsTemplateItem['locale'],
  content: r.content,
  state: r.state as SmsReviewState,
  rejectReason: r.rejectReason,
  updatedAt: r.updatedAt.toISOString(),
});

/** Every template of the enterprise (at most one per event kind and language), by kind. */
export const listTemplates = (t: TenantDb) =>
  t.db
    .select()
    .from(smsTemplates)
    .where(mine(t, smsTemplates))
    .orderBy(asc(smsTemplates.kind), asc(smsTemplates.locale))
    .then((rows) => rows.map(templateItem));

/** Placeholders must be the kind's and built; the refusal names the first one that is not. */
function assertPlaceholders(kind: SmsTemplateCreate['kind'], content: string) {
  const problem = smsPlaceholderProblem(kind, content);
  if (!problem) return;
  const opts = { field: 'content', params: { name: problem.name }, data: { placeholder: problem.name } };
  throw problem.rule === 'unknown'
    ? smsErrors.SMS_PLACEHOLDER_UNKNOWN(opts)
    : smsErrors.SMS_PLACEHOLDER_NOT_BUILT(opts);
}

export async function createTemplate(t: Tenant, input: SmsTemplateCreate) {
  assertPlaceholders(input.kind, input.content);
  try {
    return await t.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(smsTemplates)
        .values({
          enterpriseId: t.enterpriseId,
          kind: input.kind,
          locale: input.locale,
          content: input.content,
          state: SMS_REVIEW_STATES.submitted,
          createdBy: t.user.id,
        })
        .returning();
      await logReview(withDb(t, tx), {
        subject: 'template',
        subjectId: row!.id,
        from: null,
        to: 1,
        text: input.content,
        actor: t.user,
      });
      return templateItem(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw smsErrors.SMS_TEMPLATE_EXISTS({ field: 'kind' });
    throw err;
  }
}

async function lockedTemplate(db: Db, t: TenantDb, id: number) {
  const [row] = await db
    .select()
    .from(smsTemplates)
    .where(mine(t, smsTemplates, eq(smsTemplates.id, id)))
    .for('update');
  if (!row) throw coreErrors.NOT_FOUND();
  return row;
}

/** New text goes back to review (submitted); a template under review waits for its verdict. */
export async function updateTemplate(t: Tenant, id: number, input: SmsTemplateUpdate) {
  return t.db.transaction(async (tx) => {
    const row = await lockedTemplate(tx, t, id);
    assertPlaceholders(row.kind as SmsTemplateCreate['kind'], input.content);
    const from = row.state as SmsReviewState;
    assertCan('submit', from);
    const [saved] = await tx
      .update(smsTemplates)
      .set({
        content: input.content,
        state: SMS_REVIEW_STATES.submitted,
        rejectReason: null,
        submittedAt: sql`now()`,
        reviewedAt: null,
        updatedAt: sql`now()`,
      })
      .where(mine(t, smsTemplates, eq(smsTemplates.id, id)))
      .returning();
    await logReview(withDb(t, tx), {
      subject: 'template',
      subjectId: id,
      from,
      to: 1,
      text: input.content,
      actor: t.user,
    });
    return templateItem(saved!);
  });
}

export async function deleteTemplate(t: Tenant, id: number) {
  const gone = await t.db
    .delete(smsTemplates)
    .where(mine(t, smsTemplates, eq(smsTemplates.id, id)))
    .returning({ id: smsTemplates.id });
  if (!gone.length) throw coreErrors.NOT_FOUND();
  return { id };
}

/** The passed templates of one kind, by language (sending). */
export const passedTemplatesOf = (t: TenantDb, kind: string) =>
  t.db
    .select()
    .from(smsTemplates)
    .where(
      mine(
        t,
        smsTemplates,
        and(eq(smsTemplates.kind, kind), eq(smsTemplates.state, SMS_REVIEW_STATES.passed)),
      ),
    );
