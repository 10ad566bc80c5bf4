import {
  SETTLEMENT_ACCESS,
  SETTLEMENT_KINDS,
  billIdSchema,
  billListQuerySchema,
  fineApprovalSchema,
  fineFilterSchema,
  fineListQuerySchema,
  fineSaveSchema,
  generateSchema,
  idParamsSchema,
  ruleFilterSchema,
  ruleListQuerySchema,
  ruleRatioSchema,
  ruleSaveSchema,
  ruleTemplatesSchema,
  type SettlementKind,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { billDetail, confirmBill, listBills } from './bills';
import { countFines, fineDetail, listFines, reviewFine, saveFine } from './fines';
import { generateBills } from './generate';
import { orderSettlement } from './order-state';
import { settlementOptions } from './options';
import {
  countRules,
  deleteRule,
  listRules,
  ruleDetail,
  saveRule,
  setRuleRatio,
  setRuleTemplates,
} from './rules';

const tags = ['settlement'];
const { view, settle, rules, personal, team } = SETTLEMENT_ACCESS;
const RULES = '/v2/personSettlementCommissionRuleSetting/rule';

const billRoutes = (name: 'personal' | 'team', kind: SettlementKind, access: typeof personal) => [
  defineRoute({
    method: 'GET',
    url: `/v2/settlement/${name}/list`,
    access,
    tags,
    summary: `${name} settlement bills, newest first (state, payee name); their own without 10301`,
    query: billListQuerySchema.omit({ kind: true }),
    handler: ({ tenant, query }) => listBills(tenant, { ...query, kind }),
  }),
  defineRoute({
    method: 'GET',
    url: `/v2/settlement/${name}/detail/:id`,
    access,
    tags,
    summary: `A ${name} bill with its lines (order, service item, rule that produced each)`,
    params: idParamsSchema,
    handler: ({ tenant, params }) => billDetail(tenant, params.id, kind),
  }),
  defineRoute({
    method: 'POST',
    url: `/v2/settlement/${name}/confirm`,
    access: settle,
    tags,
    summary: `Confirm a ${name} bill (created → confirmed); it is frozen from then on`,
    body: billIdSchema,
    handler: ({ tenant, body }) => confirmBill(tenant, body.id, kind),
  }),
];

/** Settlement (issue 27, spec D8): commission rules, bills, rewards and penalties. */
export const settlementRoutes = [
  defineRoute({
    method: 'GET',
    url: `${RULES}/list`,
    access: view,
    tags,
    summary: 'Commission rules in the order they apply (kind, priority 1 first, then the oldest)',
    query: ruleListQuerySchema,
    handler: ({ tenant, query }) => listRules(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: `${RULES}/count`,
    access: view,
    tags,
    summary: 'The filtered commission rules counted',
    query: ruleFilterSchema,
    handler: ({ tenant, query }) => countRules(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: `${RULES}/detail/:id`,
    access: view,
    tags,
    summary: 'One commission rule',
    params: idParamsSchema,
    handler: ({ tenant, params }) => ruleDetail(tenant, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: `${RULES}/save`,
    access: rules,
    tags,
    summary: 'Create (no id) or replace a commission rule',
    body: ruleSaveSchema,
    handler: ({ tenant, body }) => saveRule(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: `${RULES}/delete/:id`,
    access: rules,
    tags,
    summary: 'Delete a commission rule (bill lines keep its name)',
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await deleteRule(tenant, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${RULES}/distributeRatio`,
    access: rules,
    tags,
    summary: "A rule's distribution ratio: the server's share in percent, collaborators the rest",
    body: ruleRatioSchema,
    handler: ({ tenant, body }) => setRuleRatio(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: `${RULES}/applicTmpl`,
    access: rules,
    tags,
    summary: "A rule's applicable order templates (empty: all)",
    body: ruleTemplatesSchema,
    handler: ({ tenant, body }) => setRuleTemplates(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/settlement/generate',
    access: settle,
    tags,
    summary:
      'Generate the bills of one kind for a cycle of 1-12 months (replaces unconfirmed bills of that kind)',
    body: generateSchema,
    handler: ({ tenant, body }) => generateBills(tenant, body),
  }),
  ...billRoutes('personal', SETTLEMENT_KINDS.personal, personal),
  ...billRoutes('team', SETTLEMENT_KINDS.team, team),
  defineRoute({
    method: 'GET',
    url: '/v2/settlement/options',
    access: view,
    tags,
    summary: 'What the rule and reward forms pick from: order templates, service items, teams, people',
    handler: ({ tenant }) => settlementOptions(tenant),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/settlement/order/:id',
    access: view,
    tags,
    summary: "An order's settlement state (waiting for settlement or settled, per kind)",
    params: idParamsSchema,
    handler: ({ tenant, params }) => orderSettlement(tenant, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/rewards/list',
    access: view,
    tags,
    summary: 'Rewards and penalties, newest first (type, audit status, person, reason)',
    query: fineListQuerySchema,
    handler: ({ tenant, query }) => listFines(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/rewards/count',
    access: view,
    tags,
    summary: 'Rewards and penalties counted by audit status',
    query: fineFilterSchema.omit({ auditState: true }),
    handler: ({ tenant, query }) => countFines(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/rewards/detail/:id',
    access: view,
    tags,
    summary: 'One reward or penalty bill',
    params: idParamsSchema,
    handler: ({ tenant, params }) => fineDetail(tenant, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/rewards/add',
    access: rules,
    tags,
    summary: 'A new reward or penalty, pending approval',
    body: fineSaveSchema.omit({ id: true }),
    handler: ({ tenant, body }) => saveFine(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/rewards/update',
    access: rules,
    tags,
    summary: 'Change a reward or penalty still pending approval',
    body: fineSaveSchema.extend({ id: fineSaveSchema.shape.id.unwrap() }),
    handler: ({ tenant, body }) => saveFine(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/rewards/approvalProcess',
    access: settle,
    tags,
    summary: 'Pass a reward or penalty, or reject it with a reason (once)',
    body: fineApprovalSchema,
    handler: ({ tenant, body }) => reviewFine(tenant, body),
  }),
];
