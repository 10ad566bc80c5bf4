import {
  MESSAGE_ACCESS,
  SIGNED_IN,
  idParamsSchema,
  smsBalanceListQuerySchema,
  smsReviewListQuerySchema,
  smsReviewSchema,
  smsSendListQuerySchema,
  smsSignatureSubmitSchema,
  smsTemplateCreateSchema,
  smsTemplateUpdateSchema,
  smsTopUpListQuerySchema,
  smsTopUpSchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { listBalances, listReviews, review, topUp } from './platform';
import { balanceOf, listSends, listTopUps } from './queries';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  signatureOf,
  submitSignature,
  updateTemplate,
} from './review';

const tags = ['sms'];
/** `/smsMEssage/applyMessage`: the messages permission (12704), as the message settings. */
const access = MESSAGE_ACCESS.settings;

export const smsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/sms/signature',
    access,
    tags,
    summary: "The enterprise's SMS signature: the one submitted, its review state and reason, the one in use",
    handler: ({ tenant }) => signatureOf(tenant),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/sms/signature',
    access,
    feature: 'smsSignature',
    tags,
    summary:
      'Submits the SMS signature for review (2-8 characters; no web address, symbols, sensitive words)',
    body: smsSignatureSubmitSchema,
    handler: ({ tenant, body }) => submitSignature(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/sms/templates',
    access,
    tags,
    summary: 'Every SMS template of the enterprise (one per event kind and language), with its review state',
    handler: ({ tenant }) => listTemplates(tenant),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/sms/template',
    access,
    tags,
    summary:
      "Adds a template for an event kind and language; placeholders must be the kind's (submitted for review)",
    body: smsTemplateCreateSchema,
    handler: ({ tenant, body }) => createTemplate(tenant, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/sms/template/:id',
    access,
    tags,
    summary: "Changes a template's text; it goes back to review",
    params: idParamsSchema,
    body: smsTemplateUpdateSchema,
    handler: ({ tenant, params, body }) => updateTemplate(tenant, params.id, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/sms/template/:id',
    access,
    tags,
    summary: 'Deletes a template (that kind then sends no SMS in that language)',
    params: idParamsSchema,
    handler: ({ tenant, params }) => deleteTemplate(tenant, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/sms/balance',
    access,
    tags,
    summary: 'The SMS balance in yuan, the price of one message and how many it pays for',
    handler: ({ tenant }) => balanceOf(tenant),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/sms/topUps',
    access,
    tags,
    summary: "One page of the balance's top-ups by the platform, newest first",
    query: smsTopUpListQuerySchema,
    handler: ({ tenant, query }) => listTopUps(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/sms/sends',
    access,
    tags,
    summary: 'One page of the SMS send log (to whom, what, cost, result), newest first, by status',
    query: smsSendListQuerySchema,
    handler: ({ tenant, query }) => listSends(tenant, query),
  }),
  // the platform administrator (operator): not an enterprise permission; the service admits only them
  defineRoute({
    method: 'GET',
    url: '/v2/platform/sms/reviews',
    access: SIGNED_IN,
    tags,
    summary: 'Signatures or templates waiting for review (or in one state), oldest first, every enterprise',
    query: smsReviewListQuerySchema,
    handler: ({ tenant, query }) => listReviews(tenant, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/platform/sms/review',
    access: SIGNED_IN,
    tags,
    summary:
      "One review step on an enterprise's signature or template: take up, approve, or reject with a reason",
    body: smsReviewSchema,
    handler: ({ tenant, body }) => review(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/platform/sms/balances',
    access: SIGNED_IN,
    tags,
    summary: 'Every enterprise with its SMS balance, by name keyword',
    query: smsBalanceListQuerySchema,
    handler: ({ tenant, query }) => listBalances(tenant, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/platform/sms/topUp',
    access: SIGNED_IN,
    tags,
    summary: "Credits an enterprise's SMS balance, recording the amount, the note and who",
    body: smsTopUpSchema,
    handler: ({ tenant, body }) => topUp(tenant, body),
  }),
];
