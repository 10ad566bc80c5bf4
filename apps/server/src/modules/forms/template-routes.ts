import {
  FORMS_ACCESS,
  SIGNED_IN,
  templateIdBodySchema,
  templateIdQuerySchema,
  templateInputSchema,
  templateListQuerySchema,
  templateUpdateSchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { shareTemplate, unshareTemplate } from './share';
import * as templates from './templates';

const tags = ['forms'];
const access = FORMS_ACCESS.templates;

/** Templates: order types, event types and every kind's default field set (spec-business §4, §5). */
export const templateRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/detailcontroltmpl/list',
    access: SIGNED_IN,
    tags,
    summary: 'One page of templates (filter kind, keyword, enabled), default first',
    query: templateListQuerySchema,
    handler: ({ tenant, query }) => templates.listTemplates(tenant, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/detailcontroltmpl/save',
    access,
    tags,
    summary: 'Add a template of a templated kind (orders, events); name at most 8, unique per kind',
    body: templateInputSchema,
    handler: ({ tenant, body }) => templates.createTemplate(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/detailcontroltmpl/edit',
    access,
    paidParts: [
      {
        feature: 'approval',
        used: ({ body }) => body.settings?.completionApproval === true,
        example: { body: { settings: { completionApproval: true } } },
      },
    ],
    tags,
    summary: 'Rename, enable or disable a template, or change its process settings (locked nodes stay on)',
    body: templateUpdateSchema,
    handler: async ({ tenant, body }) => {
      await templates.editTemplate(tenant, body);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/detailcontroltmpl/copy',
    access,
    tags,
    summary: 'Copy a template with its fields and settings; answers the new id',
    body: templateIdBodySchema,
    handler: ({ tenant, body }) => templates.copyTemplate(tenant, body.id),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/detailcontroltmpl/delete',
    access,
    tags,
    summary: "Delete a template (id in the query); a kind's default template cannot be deleted",
    query: templateIdQuerySchema,
    handler: async ({ tenant, query }) => {
      await templates.deleteTemplate(tenant, query.id);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/detailcontroltmpl/share',
    access,
    tags,
    summary: 'Share a template: share state 1 (auditing) until the platform audit passes (2) or fails (3)',
    body: templateIdBodySchema,
    handler: ({ req, tenant, body }) => shareTemplate(tenant, body.id, req.log),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/detailcontroltmpl/unshare',
    access,
    tags,
    summary: 'Withdraw a template from sharing (share state 0)',
    body: templateIdBodySchema,
    handler: ({ tenant, body }) => unshareTemplate(tenant, body.id),
  }),
];
