import type { z } from 'zod';
import {
  ORG_ACCESS,
  SIGNED_IN,
  byDepartmentRolesSchema,
  byDepartmentTagsSchema,
  travelFilterSchema,
  travelListQuerySchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { byDepartment } from './bulk';
import { travelCountVisible, travelList, travelTotal } from './travels';

const tags = ['users'];
type ByDepartment = { departmentId: number; tagIds?: number[]; roleIds?: number[] };
const ops = [
  ['byDepartmentAddTag', 'addTag', 'Give person tags to every user of a department and its sub-departments'],
  [
    'byDepartmentDelTag',
    'delTag',
    'Take person tags from every user of a department and its sub-departments',
  ],
  ['byDepartmentAddRole', 'addRole', 'Give roles to every user of a department and its sub-departments'],
  ['byDepartmentDelRole', 'delRole', 'Take roles from every user of a department and its sub-departments'],
] as const;

export const userBulkRoutes = [
  ...ops.map(([path, op, summary]) =>
    defineRoute({
      method: 'POST',
      url: `/user/${path}`,
      access: ORG_ACCESS.userEdit,
      tags,
      summary,
      body: (op.endsWith('Tag')
        ? byDepartmentTagsSchema
        : byDepartmentRolesSchema) as z.ZodType<ByDepartment>,
      handler: ({ tenant, body }) =>
        byDepartment(tenant, op, body.departmentId, body.tagIds ?? body.roleIds ?? []),
    }),
  ),
  defineRoute({
    method: 'GET',
    url: '/user/object/travelled/list',
    access: SIGNED_IN,
    tags,
    summary: "One page of a user's travelled-distance records (users within my data scope)",
    query: travelListQuerySchema,
    handler: ({ tenant, query }) => travelList(tenant, query, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/user/object/travelled/count',
    access: SIGNED_IN,
    tags,
    summary: "Number of a user's travelled-distance records",
    query: travelFilterSchema,
    handler: ({ tenant, query }) => travelCountVisible(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/user/object/travelled/total',
    access: SIGNED_IN,
    tags,
    summary: "A user's total travelled distance (metres and kilometres)",
    query: travelFilterSchema,
    handler: ({ tenant, query }) => travelTotal(tenant, query),
  }),
];
