import {
  DETAIL_CONTROL_SEGMENTS,
  FORMS_ACCESS,
  FORM_KINDS,
  SIGNED_IN,
  fieldCountQuerySchema,
  fieldDetailSaveSchema,
  fieldIdQuerySchema,
  fieldListQuerySchema,
  fieldSetQuerySchema,
  fieldSetSaveSchema,
  fieldSortSchema,
  fieldValuesQuerySchema,
  idParamsSchema,
  oneFieldBodySchema,
  sysFieldViewSchema,
  templateRefBodySchema,
  templateRefQuerySchema,
  type FormKind,
  type FormKindName,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import type { Tenant } from '../../core/tenant';
import * as sets from './field-sets';
import { formErrors } from './errors';
import { fieldDefsOf, fieldHostOf, genericFieldValues, viewableFields } from './host';
import * as q from './queries';
import { requireTemplate, templateOfKind } from './templates';

const tags = ['forms'];
const access = FORMS_ACCESS.templates;

/** The custom values of one record through its kind's host, as the caller may see them. */
async function recordFieldValues(t: Tenant, kind: FormKind, objectId: number) {
  const record = await fieldHostOf(kind)?.load(t, objectId);
  if (!record) throw formErrors.OBJECT_NOT_FOUND({ field: 'objectId' });
  const defs = await fieldDefsOf(t, kind, record.templateId);
  return genericFieldValues(viewableFields(t.auth, defs.settings, defs.fields), record.values);
}

/** One field at a time on a kind's template (its default template unless templateId is given). */
const kindRoutes = (name: FormKindName) => {
  const kind = FORM_KINDS[name];
  const segment = DETAIL_CONTROL_SEGMENTS[name];
  const base = segment ? `/detailcontrol/${segment}` : '/detailcontrol';
  const ktags = [...tags, `forms:${name}`];
  return [
    defineRoute({
      method: 'POST',
      url: `${base}/saveField`,
      access,
      feature: 'customFields',
      tags: ktags,
      summary: `Add one custom field to a ${name} template (default template unless templateId)`,
      body: oneFieldBodySchema,
      handler: ({ tenant, body }) => sets.addField(tenant, kind, body),
    }),
    defineRoute({
      method: 'POST',
      url: `${base}/updateField`,
      access,
      feature: 'customFields',
      tags: ktags,
      summary: `Change one custom field of a ${name} template (its control type stays)`,
      body: oneFieldBodySchema,
      handler: async ({ tenant, body }) => {
        await sets.updateField(tenant, kind, body);
        return null;
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: `${base}/delete`,
      access,
      feature: 'customFields',
      tags: ktags,
      summary: `Delete one custom field of a ${name} template (records keep its values)`,
      query: fieldIdQuerySchema,
      handler: async ({ tenant, query }) => {
        await sets.deleteField(tenant, kind, query.id);
        return null;
      },
    }),
    defineRoute({
      method: 'GET',
      url: `${base}/fieldValues`,
      access: SIGNED_IN,
      tags: ktags,
      summary: `The custom values of one ${name}: [{id, type (numeric control code), value}]`,
      query: fieldValuesQuerySchema,
      handler: ({ tenant, query }) => recordFieldValues(tenant, kind, query.objectId),
    }),
  ];
};

export const fieldRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/temp/cusTempField',
    access: SIGNED_IN,
    tags,
    summary:
      "A template's field set (the kind's default template unless templateId): system and custom fields, order",
    query: fieldSetQuerySchema,
    handler: async ({ tenant, query }) => {
      const t = await templateOfKind(tenant, query.kind, query.templateId);
      return sets.fieldSetView(tenant, t, tenant.locale);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/temp/saveField',
    access,
    feature: 'customFields',
    tags,
    summary: "Save a template's whole custom field set: with id updates, without creates, left out deletes",
    body: fieldSetSaveSchema,
    handler: async ({ tenant, body }) => {
      const id = await sets.saveFieldSet(tenant, body);
      return sets.fieldSetView(tenant, await requireTemplate(tenant, id), tenant.locale);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/temp/deleteField/:id',
    access,
    feature: 'customFields',
    tags,
    summary: 'Delete one custom field (soft: records keep its values)',
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await sets.deleteField(tenant, undefined, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/temp/updateSysFieldView',
    access,
    tags,
    summary: 'Show, hide or (un)require a system field of a template; fixed system fields refuse',
    body: sysFieldViewSchema,
    handler: async ({ tenant, body }) => {
      await sets.updateSystemFieldView(tenant, body);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/fieldSort/sortFieldAndSys',
    access,
    feature: 'sort',
    tags,
    summary: 'Order the system and custom fields of a template (s:<key>, c:<fieldId>)',
    body: fieldSortSchema,
    handler: async ({ tenant, body }) => {
      await sets.sortFields(tenant, body);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/fieldSort/tmplFieldList',
    access: SIGNED_IN,
    tags,
    summary: 'The system and custom fields of a template in the designer order',
    query: templateRefQuerySchema,
    handler: async ({ tenant, query }) => {
      const t = await requireTemplate(tenant, query.templateId, { field: 'templateId' });
      return sets.orderedEntries(tenant, t, tenant.locale);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/fieldSort/deleteFieldSort',
    access,
    tags,
    summary: 'Reset the field order of a template (body templateId) to the default',
    body: templateRefBodySchema,
    handler: async ({ tenant, body }) => {
      await sets.resetFieldOrder(tenant, body.templateId);
      return null;
    },
  }),
  ...(Object.keys(FORM_KINDS) as FormKindName[]).flatMap(kindRoutes),
  defineRoute({
    method: 'POST',
    url: '/v2/detailcontroldetail/save',
    access,
    feature: 'customFields',
    tags,
    summary: "Add one custom field to a template (templateId), or to a kind's default template (kind)",
    body: fieldDetailSaveSchema,
    handler: ({ tenant, body }) => sets.addField(tenant, body.kind, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/detailcontroldetail/update',
    access,
    feature: 'customFields',
    tags,
    summary: 'Change one custom field by id (its control type stays)',
    body: oneFieldBodySchema,
    handler: async ({ tenant, body }) => {
      await sets.updateField(tenant, undefined, body);
      return null;
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/detailcontroldetail/delete',
    access,
    feature: 'customFields',
    tags,
    summary: 'Delete one custom field by id (query; records keep its values)',
    query: fieldIdQuerySchema,
    handler: async ({ tenant, query }) => {
      await sets.deleteField(tenant, undefined, query.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/detailcontroldetail/list',
    access: SIGNED_IN,
    tags,
    summary: 'One page of custom fields across templates (filter kind, templateId, type, keyword)',
    query: fieldListQuerySchema,
    handler: ({ tenant, query }) => q.listFields(tenant, query, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/detailcontroldetail/count',
    access: SIGNED_IN,
    tags,
    summary: 'How many custom fields match the filters',
    query: fieldCountQuerySchema,
    handler: ({ tenant, query }) => q.countFields(tenant, query),
  }),
];
