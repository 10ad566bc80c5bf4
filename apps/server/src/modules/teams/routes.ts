import { z } from 'zod';
import {
  ORG_ACCESS,
  SIGNED_IN,
  idParamsSchema,
  looseQuery,
  teamCreateSchema,
  teamListQuerySchema,
  teamMembersQuerySchema,
  teamMembersSchema,
  teamUpdateSchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { listMembers, listTeams } from './queries';
import * as service from './service';

const tags = ['service teams'];

export const teamRoutes = [
  defineRoute({
    method: 'GET',
    url: '/serviceGroup/tree',
    access: SIGNED_IN,
    tags,
    summary: 'All service teams as a tree (at most 3 levels), with member counts; for pickers',
    query: z.object(looseQuery),
    handler: ({ req, auth }) => service.teamTree(req.server.ctx.db, auth),
  }),
  defineRoute({
    method: 'GET',
    url: '/serviceGroup/list',
    access: ORG_ACCESS.teams,
    tags,
    summary: 'One page of service teams, by keyword, type or parent',
    query: teamListQuerySchema,
    handler: ({ req, auth, query }) => listTeams(req.server.ctx.db, auth.user.enterpriseId, query, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/serviceGroup/:id',
    access: ORG_ACCESS.teams,
    tags,
    summary: 'One service team: type, parent, areas, pickup address, recipient, phone, description',
    params: idParamsSchema,
    handler: ({ req, auth, params }) =>
      service.requireTeam(req.server.ctx.db, auth.user.enterpriseId, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/serviceGroup',
    access: ORG_ACCESS.teams,
    tags,
    summary: 'Add a service team (a 4th level is refused)',
    body: teamCreateSchema,
    handler: ({ req, auth, body }) => service.addTeam(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/serviceGroup/:id',
    access: ORG_ACCESS.teams,
    tags,
    summary: 'Edit or move a service team (the moved subtree must stay within 3 levels)',
    params: idParamsSchema,
    body: teamUpdateSchema,
    handler: async ({ req, auth, params, body }) => {
      await service.updateTeam(req.server.ctx.db, auth, params.id, body);
      return null;
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/serviceGroup/:id',
    access: ORG_ACCESS.teams,
    tags,
    summary: 'Delete a service team that has no sub-teams',
    params: idParamsSchema,
    handler: async ({ req, auth, params }) => {
      await service.deleteTeam(req.server.ctx.db, auth, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/serviceGroup/:id/members',
    access: ORG_ACCESS.teams,
    tags,
    summary: "One page of a team's members, with their dispatcher flag",
    params: idParamsSchema,
    query: teamMembersQuerySchema,
    handler: async ({ req, auth, params, query }) => {
      const { db } = req.server.ctx;
      await service.requireTeam(db, auth.user.enterpriseId, params.id);
      return listMembers(db, auth.user.enterpriseId, params.id, query);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/serviceGroup/:id/members',
    access: ORG_ACCESS.teams,
    tags,
    summary: "Replace a team's members and dispatchers ({members: [{userId, isDispatcher}]})",
    params: idParamsSchema,
    body: teamMembersSchema,
    handler: ({ req, auth, params, body }) =>
      service.setMembers(req.server.ctx.db, auth, params.id, body.members),
  }),
];
