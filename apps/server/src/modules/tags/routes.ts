import {
  ORG_ACCESS,
  SIGNED_IN,
  idParamsSchema,
  tagCreateSchema,
  tagGroupCreateSchema,
  tagGroupListQuerySchema,
  tagGroupUpdateSchema,
  tagIdQuerySchema,
  tagListQuerySchema,
  tagObjectsSchema,
  tagUpdateSchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { listGroups, listTags } from './queries';
import * as service from './service';

const tags = ['tags'];

/** Groups the rows of one page by their tag group (ungrouped last). */
function grouped<T extends { groupId: number | null; groupName: string | null }>(list: T[]) {
  const groups: { id: number | null; name: string | null; tags: T[] }[] = [];
  for (const tag of list) {
    const last = groups.at(-1);
    if (last && last.id === tag.groupId) last.tags.push(tag);
    else groups.push({ id: tag.groupId, name: tag.groupName, tags: [tag] });
  }
  return groups;
}

export const tagRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/epTag',
    access: SIGNED_IN,
    tags,
    summary: 'One tag by id',
    query: tagIdQuerySchema,
    handler: ({ tenant, query }) => service.requireTag(tenant, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/epTag',
    access: ORG_ACCESS.tags,
    tags,
    summary: 'Add a tag for a kind of object (1 order, 2 customer, 3 doc, 4 product, 5 event, 6 person)',
    body: tagCreateSchema,
    handler: ({ tenant, body }) => service.addTag(tenant, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/epTag',
    access: ORG_ACCESS.tags,
    tags,
    summary: "Edit a tag's name, colour, group or order",
    body: tagUpdateSchema,
    handler: async ({ tenant, body }) => {
      await service.updateTag(tenant, body);
      return null;
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/epTag',
    access: ORG_ACCESS.tags,
    tags,
    summary: 'Delete a tag by id (query); it comes off every object',
    query: tagIdQuerySchema,
    handler: async ({ tenant, query }) => {
      await service.deleteTag(tenant, query.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/epTag/list',
    access: SIGNED_IN,
    tags,
    summary: "One page of a kind's tags, ordered and grouped by tag group",
    query: tagListQuerySchema,
    handler: async ({ tenant, query }) => {
      const page = await listTags(tenant, query, query);
      return { ...page, groups: grouped(page.list) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/epTag/batchAddTagByObj',
    access: ORG_ACCESS.tags,
    tags,
    summary: 'Put tags on objects of a kind; answers how many links were added',
    body: tagObjectsSchema,
    handler: ({ tenant, body }) => service.batchAdd(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/epTag/batchRemoveTagByObj',
    access: ORG_ACCESS.tags,
    tags,
    summary: 'Take tags off objects of a kind (body); answers how many links were removed',
    body: tagObjectsSchema,
    handler: ({ tenant, body }) => service.batchRemove(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/epTag/group/list',
    access: SIGNED_IN,
    tags,
    summary: "One page of a kind's tag groups, with tag counts",
    query: tagGroupListQuerySchema,
    handler: ({ tenant, query }) => listGroups(tenant, query.objectKind, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/epTag/group',
    access: ORG_ACCESS.tags,
    tags,
    summary: 'Add a tag group for a kind of object',
    body: tagGroupCreateSchema,
    handler: ({ tenant, body }) => service.addGroup(tenant, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/epTag/group/:id',
    access: ORG_ACCESS.tags,
    tags,
    summary: 'Rename or reorder a tag group',
    params: idParamsSchema,
    body: tagGroupUpdateSchema,
    handler: async ({ tenant, params, body }) => {
      await service.updateGroup(tenant, params.id, body);
      return null;
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/epTag/group/:id',
    access: ORG_ACCESS.tags,
    tags,
    summary: 'Delete a tag group; its tags stay, ungrouped',
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await service.deleteGroup(tenant, params.id);
      return null;
    },
  }),
];
