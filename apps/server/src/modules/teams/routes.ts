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
    handler: ({ tenant }) => service.teamTree(tenant),
  }),
  defineRoute({
    method: 'GET',
    url: '/serviceGroup/list',
    access: ORG_ACCESS.teams,
    tags,
    summary: 'One page of service teams, by keyword, type or parent',
    query: teamListQuerySchema,
    handler: ({ tenant, query }) => listTeams(tenant, query, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/serviceGroup/:id',
    access: ORG_ACCESS.teams,
    tags,
    summary: 'One service team: type, parent, areas, pickup address, recipient, phone, description',
    params: idParamsSchema,
    handler: ({ tenant, params }) => service.requireTeam(tenant, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/serviceGroup',
    access: ORG_ACCESS.teams,
    tags,
    summary: 'Add a service team (a 4th level is refused)',
    body: teamCreateSchema,
    handler: ({ tenant, body }) => service.addTeam(tenant, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/serviceGroup/:id',
    access: ORG_ACCESS.teams,
    tags,
    summary: 'Edit or move a service team (the moved subtree must stay within 3 levels)',
    params: idParamsSchema,
    body: teamUpdateSchema,
    handler: async ({ tenant, params, body }) => {
      await service.updateTeam(tenant, params.id, body);
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
    handler: async ({ tenant, params }) => {
      await service.deleteTeam(tenant, params.id);
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
    handler: async ({ tenant, params, query }) => {
      await service.requireTeam(tenant, params.id);
      return listMembers(tenant, params.id, query);
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
    handler: ({ tenant, params, body }) => service.setMembers(tenant, params.id, body.members),
  }),
];
