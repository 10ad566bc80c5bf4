import type { FastifyBaseLogger } from 'fastify';
import {
  PLACEHOLDER_PATTERN,
  SHARE_STATES,
  type CascadeOption,
  type FieldDef,
  type Messages,
} from '@fieldline/domain';
import type { AppContext } from '../../app-context';
import type { JobDef } from '../../core/jobs';
import { asTenant, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import type { Db } from '../../db/client';
import * as q from './queries';
import { requireTemplate, setShareState } from './templates';

export const TEMPLATE_AUDIT_QUEUE = 'forms-template-audit';

export type AuditResult = { passed: true } | { passed: false; note: Messages };

/**
 * The platform's audit of a shared template (spec-business §4 "Template sharing"). The local
 * default passes a template unless a name, option or text is empty or holds a `${...}` placeholder;
 * a real platform is configuration.
 */
export interface TemplateAuditor {
  audit(template: { kind: number; name: string; fields: FieldDef[] }): Promise<AuditResult>;
}

const bad = (text: string | null | undefined) =>
  text !== undefined && text !== null && (!text.trim() || PLACEHOLDER_PATTERN.test(text));
const labels = (nodes: CascadeOption[] | undefined): string[] =>
  (nodes ?? []).flatMap((n) => [n.label, ...labels(n.children)]);

export const localAuditor: TemplateAuditor = {
  async audit(t) {
    if (bad(t.name))
      return { passed: false, note: { zh_CN: '模板名称无效', en_GB: 'The template name is not valid' } };
    for (const f of t.fields) {
      const texts = [
        f.name,
        f.help,
        f.props.placeholder,
        f.props.content,
        ...(f.props.options ?? []),
        ...labels(f.props.tree),
      ];
      if (texts.some(bad))
        return {
          passed: false,
          note: {
            zh_CN: `字段“${f.name}”含有空白内容或\${...}占位符`,
            en_GB: `The field "${f.name}" has an empty text or a \${...} placeholder`,
          },
        };
    }
    return { passed: true };
  },
};

let auditor: TemplateAuditor = localAuditor;
/** Puts a platform auditor in place of the local default (configuration, tests). */
export const setTemplateAuditor = (a: TemplateAuditor) => {
  auditor = a;
};

interface AuditJob {
  enterpriseId: number;
  templateId: number;
}

/**
 * Audits one template in the auditing state; safe to run again (other states are left alone). Runs as
 * the template's enterprise (asTenant): the tenant guard checks its statements.
 */
export const runTemplateAudit = (db: Db, job: AuditJob) =>
  asTenant(job.enterpriseId, () => audit({ db, enterpriseId: job.enterpriseId }, job.templateId));

async function audit(tenant: TenantDb, templateId: number) {
  const t = await q.findTemplate(tenant, templateId);
  if (!t || t.shareState !== SHARE_STATES.auditing) return { skipped: true };
  const rows = await q.fieldRows(tenant, t.id);
  const result = await auditor.audit({ kind: t.kind, name: t.name, fields: rows.map(q.toFieldDef) });
  // only if still auditing (an unshare in between wins)
  return tenant.db.transaction(async (tx) => {
    const tt = withDb(tenant, tx);
    const now = await q.findTemplate(tt, templateId, { lock: true });
    if (!now || now.shareState !== SHARE_STATES.auditing) return { skipped: true };
    await setShareState(
      tt,
      t.id,
      result.passed ? SHARE_STATES.shared : SHARE_STATES.failed,
      result.passed ? null : result.note,
    );
    return { passed: result.passed };
  });
}

export const formJobs = (ctx: AppContext): JobDef[] => [
  { name: TEMPLATE_AUDIT_QUEUE, run: (data) => runTemplateAudit(ctx.db, data as AuditJob) },
];

/** Shares a template: state auditing, and the platform audit queued (in this process when JOBS=false). */
export async function shareTemplate(tenant: Tenant, id: number, log: FastifyBaseLogger) {
  const ctx = tenant.app;
  const t = await tenant.db.transaction(async (tx) => {
    const tt = withDb(tenant, tx);
    const t = await requireTemplate(tt, id, { lock: true });
    if (t.shareState === SHARE_STATES.none || t.shareState === SHARE_STATES.failed)
      await setShareState(tt, id, SHARE_STATES.auditing);
    return t;
  });
  if (t.shareState === SHARE_STATES.none || t.shareState === SHARE_STATES.failed) {
    const job: AuditJob = { enterpriseId: tenant.enterpriseId, templateId: id };
    if (ctx.jobs) await ctx.jobs.boss.send(TEMPLATE_AUDIT_QUEUE, job, { retryLimit: 3 });
    else
      setImmediate(
        () => void runTemplateAudit(ctx.db, job).catch((err) => log.error({ err }, 'template audit failed')),
      );
    return { shareState: SHARE_STATES.auditing };
  }
  return { shareState: t.shareState };
}

/** Withdraws a template from sharing (also cancels an audit in progress). */
export async function unshareTemplate(tenant: Tenant, id: number) {
  await requireTemplate(tenant, id);
  await setShareState(tenant, id, SHARE_STATES.none);
  return { shareState: SHARE_STATES.none };
}
