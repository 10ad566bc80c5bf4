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
    handler: ({ req, auth, query }) =>
      service.requireTag(req.server.ctx.db, auth.user.enterpriseId, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/epTag',
    access: ORG_ACCESS.tags,
    tags,
    summary: 'Add a tag for a kind of object (1 order, 2 customer, 3 doc, 4 product, 5 event, 6 person)',
    body: tagCreateSchema,
    handler: ({ req, auth, body }) => service.addTag(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/epTag',
    access: ORG_ACCESS.tags,
    tags,
    summary: "Edit a tag's name, colour, group or order",
    body: tagUpdateSchema,
    handler: async ({ req, auth, body }) => {
      await service.updateTag(req.server.ctx.db, auth, body);
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
    handler: async ({ req, auth, query }) => {
      await service.deleteTag(req.server.ctx.db, auth, query.id);
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
    handler: async ({ req, auth, query }) => {
      const page = await listTags(req.server.ctx.db, auth.user.enterpriseId, query, query);
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
    handler: ({ req, auth, body }) => service.batchAdd(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/epTag/batchRemoveTagByObj',
    access: ORG_ACCESS.tags,
    tags,
    summary: 'Take tags off objects of a kind (body); answers how many links were removed',
    body: tagObjectsSchema,
    handler: ({ req, auth, body }) => service.batchRemove(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/epTag/group/list',
    access: SIGNED_IN,
    tags,
    summary: "One page of a kind's tag groups, with tag counts",
    query: tagGroupListQuerySchema,
    handler: ({ req, auth, query }) =>
      listGroups(req.server.ctx.db, auth.user.enterpriseId, query.objectKind, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/epTag/group',
    access: ORG_ACCESS.tags,
    tags,
    summary: 'Add a tag group for a kind of object',
    body: tagGroupCreateSchema,
    handler: ({ req, auth, body }) => service.addGroup(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/epTag/group/:id',
    access: ORG_ACCESS.tags,
    tags,
    summary: 'Rename or reorder a tag group',
    params: idParamsSchema,
    body: tagGroupUpdateSchema,
    handler: async ({ req, auth, params, body }) => {
      await service.updateGroup(req.server.ctx.db, auth, params.id, body);
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
    handler: async ({ req, auth, params }) => {
      await service.deleteGroup(req.server.ctx.db, auth, params.id);
      return null;
    },
  }),
];
