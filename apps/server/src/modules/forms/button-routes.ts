import {
  FORMS_ACCESS,
  SIGNED_IN,
  buttonClickSchema,
  buttonCountQuerySchema,
  buttonDeleteQuerySchema,
  buttonIdQuerySchema,
  buttonListQuerySchema,
  buttonSaveSchema,
  buttonsForQuerySchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import * as buttons from './buttons';

const tags = ['forms'];
const access = FORMS_ACCESS.templates;

/** Custom buttons on a kind's detail pages: open a link, or set a field (spec-business §5). */
export const buttonRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/custom/button/list',
    access: SIGNED_IN,
    tags,
    summary: 'One page of custom buttons (filter kind, templateId, keyword)',
    query: buttonListQuerySchema,
    handler: ({ tenant, query }) => buttons.listButtons(tenant, query, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/custom/button/count',
    access: SIGNED_IN,
    tags,
    summary: 'How many custom buttons match the filters',
    query: buttonCountQuerySchema,
    handler: ({ tenant, query }) => buttons.countButtons(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/custom/button/detail',
    access: SIGNED_IN,
    tags,
    summary: 'One custom button by id',
    query: buttonIdQuerySchema,
    handler: ({ tenant, query }) => buttons.requireButton(tenant, query.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/custom/button/getButtonDetail',
    access: SIGNED_IN,
    tags,
    summary: "The enabled buttons of a kind the caller's roles see, for a record of templateId",
    query: buttonsForQuerySchema,
    handler: ({ tenant, query }) => buttons.buttonsFor(tenant, query.kind, query.templateId),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/custom/button/save',
    access,
    tags,
    summary: 'Add a custom button, or change it (id); name at most 8; action link or setField',
    body: buttonSaveSchema,
    handler: ({ tenant, body }) => buttons.saveButton(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/custom/button/clickButton',
    access: SIGNED_IN,
    tags,
    summary: 'Click a button on a record: a link answers {url}; setField checks and saves the value',
    body: buttonClickSchema,
    handler: ({ tenant, body }) => buttons.clickButton(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/custom/button/dels',
    access,
    tags,
    summary: 'Delete custom buttons (ids in the query, comma-separated)',
    query: buttonDeleteQuerySchema,
    handler: async ({ tenant, query }) => {
      await buttons.deleteButtons(tenant, query.ids);
      return null;
    },
  }),
];
