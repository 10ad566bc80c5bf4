import type {
  DepartmentNode,
  Page,
  PageQuery,
  PermissionGroup,
  TagObjectKind,
  TeamType,
  departmentCreateSchema,
  departmentUpdateSchema,
  handoverSchema,
  providerCreateSchema,
  providerStaffSchema,
  providerUpdateSchema,
  roleCreateSchema,
  roleUpdateSchema,
  tagCreateSchema,
  tagGroupCreateSchema,
  tagGroupUpdateSchema,
  tagUpdateSchema,
  teamCreateSchema,
  teamUpdateSchema,
  userCreateSchema,
  userPasswordSchema,
  userUpdateSchema,
} from '@fieldline/domain';
import type { Body } from '../../shell/body';
import { del, get, post, put, type RequestConfig } from '../../shell/request';

type Options = Pick<RequestConfig, 'silent'>;

/* ---------- Departments ---------- */

export const DEPARTMENTS_QUERY_KEY = ['department', 'tree'] as const;
export const DEPARTMENT_FIELDS = ['name', 'parentId', 'sort'] as const;
export const fetchDepartmentTree = () => get<DepartmentNode[]>('/department/tree');
export const addDepartment = (body: Body<typeof departmentCreateSchema>) =>
  post<{ id: number }>('/department', body, { fieldErrors: DEPARTMENT_FIELDS });
export const updateDepartment = (id: number, body: Body<typeof departmentUpdateSchema>) =>
  put<null>(`/department/${id}`, body, { fieldErrors: DEPARTMENT_FIELDS });
export const deleteDepartment = (id: number) => del<null>(`/department/${id}`);

/* ---------- Users ---------- */

/** One row of GET /v2/user/list. */
export interface UserRow {
  id: number;
  name: string;
  phone: string;
  departmentId: number;
  departmentName: string;
  providerId: number | null;
  enabled: boolean;
  createdAt: string;
}

export interface UserConditions {
  keyword?: string;
  enabled?: boolean;
  departmentId?: number;
}

export const USERS_QUERY_KEY = ['users', 'list'] as const;
export const fetchUsers = (query: UserConditions & PageQuery, options: Options = {}) =>
  get<Page<UserRow>>('/v2/user/list', { ...query }, options);

export interface UserDetail {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  enabled: boolean;
  departmentId: number;
  providerId: number | null;
  locale: string | null;
  createdAt: string;
  updatedAt: string;
  department: { id: number; name: string } | null;
  roles: { id: number; name: string; type: number | null }[];
  teams: { id: number; name: string; type: TeamType; isDispatcher: boolean }[];
  tags: { id: number; name: string; color: string | null }[];
}
export const USER_QUERY_KEY = 'user';
export const fetchUser = (id: number) => get<UserDetail>(`/user/${id}`);

export type UserInput = Body<typeof userCreateSchema>;
export const USER_FIELDS = [
  'name',
  'phone',
  'email',
  'departmentId',
  'roleIds',
  'teamIds',
  'tagIds',
  'password',
] as const;
export const addUser = (body: UserInput) =>
  post<{ id: number; initialPassword?: string }>('/user', { ...body }, { fieldErrors: USER_FIELDS });
export const updateUser = (id: number, body: Body<typeof userUpdateSchema>) =>
  put<null>(`/user/${id}`, { ...body }, { fieldErrors: USER_FIELDS });
export const setUserEnabled = (id: number, enabled: boolean) =>
  put<null>(`/user/${id}/${enabled ? 'enable' : 'disable'}`, {});
export const PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;
export const resetUserPassword = (id: number, body: Body<typeof userPasswordSchema>) =>
  put<null>(`/user/${id}/password`, body, { fieldErrors: PASSWORD_FIELDS });
export const exportUsers = (filter: UserConditions) =>
  post<unknown>('/v2/user/export', {}, { params: { ...filter } });

export interface TravelRow {
  id: number;
  userId: number;
  objectKind: number;
  objectId: number;
  distanceMeters: number;
  fromText: string | null;
  toText: string | null;
  travelledAt: string;
}
export interface TravelTotal {
  userId: number;
  count: number;
  meters: number;
  kilometres: string;
}
export const fetchTravels = (query: { userId: number } & PageQuery) =>
  get<Page<TravelRow>>('/user/object/travelled/list', { ...query });
export const fetchTravelTotal = (userId: number) =>
  get<TravelTotal>('/user/object/travelled/total', { userId });

export const HANDOVER_FIELDS = ['fromUserId', 'toUserId', 'note'] as const;
export interface HandoverResult {
  id: number;
  moved: Record<string, number>;
  disabled: boolean;
}
export const handover = (body: Body<typeof handoverSchema>) =>
  put<HandoverResult>('/user/handover', body, { fieldErrors: HANDOVER_FIELDS });

/* ---------- Roles ---------- */

export interface RoleRow {
  id: number;
  name: string;
  type: number | null;
  builtIn: boolean;
  dataScope: 1 | 2 | 3;
  permissions: string[];
  userCount: number;
}
export const ROLES_QUERY_KEY = ['role', 'list'] as const;
export const fetchRoles = (query: PageQuery & { keyword?: string }) =>
  get<Page<RoleRow>>('/role/list', { ...query });
/** Roles for pickers (any signed-in user). */
export const fetchRoleOptions = () =>
  get<Page<{ id: number; name: string; type: number | null; builtIn: boolean }>>('/v2/user/roleList', {
    pageSize: 1000,
    pageIndex: 0,
  });
export const PERMISSION_TREE_QUERY_KEY = ['permission', 'tree'] as const;
export const fetchPermissionTree = () => get<PermissionGroup[]>('/permission/tree');
export const ROLE_FIELDS = ['name', 'dataScope', 'permissions'] as const;
export type RoleInput = Body<typeof roleCreateSchema>;
export const addRole = (body: RoleInput) =>
  post<{ id: number }>('/role', { ...body }, { fieldErrors: ROLE_FIELDS });
export const updateRole = (id: number, body: Body<typeof roleUpdateSchema>) =>
  put<null>(`/role/${id}`, { ...body }, { fieldErrors: ROLE_FIELDS });
export const deleteRole = (id: number) => del<null>(`/role/${id}`);
export const restoreRole = (id: number) => post<null>(`/role/${id}/restore`, {});

/* ---------- Service teams ---------- */

export interface TeamNode {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  type: TeamType;
  memberCount: number;
  children: TeamNode[];
}
export interface ServiceArea {
  province: string;
  city?: string;
  region?: string;
}
export interface TeamDetail {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  type: TeamType;
  areas: ServiceArea[];
  pickupAddress: string | null;
  recipient: string | null;
  pickupPhone: string | null;
  description: string | null;
  memberCount: number;
}
export type TeamInput = Body<typeof teamCreateSchema>;
export interface TeamMember {
  userId: number;
  name: string;
  phone: string;
  enabled: boolean;
  isDispatcher: boolean;
}
export const TEAMS_QUERY_KEY = ['serviceGroup', 'tree'] as const;
export const TEAM_FIELDS = [
  'name',
  'type',
  'parentId',
  'areas',
  'pickupAddress',
  'recipient',
  'pickupPhone',
  'description',
] as const;
export const fetchTeamTree = () => get<TeamNode[]>('/serviceGroup/tree');
export const fetchTeam = (id: number) => get<TeamDetail>(`/serviceGroup/${id}`);
export const addTeam = (body: TeamInput) =>
  post<{ id: number }>('/serviceGroup', { ...body }, { fieldErrors: TEAM_FIELDS });
export const updateTeam = (id: number, body: Body<typeof teamUpdateSchema>) =>
  put<null>(`/serviceGroup/${id}`, { ...body }, { fieldErrors: TEAM_FIELDS });
export const deleteTeam = (id: number) => del<null>(`/serviceGroup/${id}`);
export const fetchTeamMembers = (id: number) =>
  get<Page<TeamMember>>(`/serviceGroup/${id}/members`, { pageSize: 1000, pageIndex: 0 });
export const saveTeamMembers = (id: number, members: { userId: number; isDispatcher: boolean }[]) =>
  put<unknown>(`/serviceGroup/${id}/members`, { members });

/* ---------- Tags ---------- */

export interface TagRow {
  id: number;
  objectKind: TagObjectKind;
  groupId: number | null;
  groupName: string | null;
  name: string;
  color: string | null;
  sort: number;
  createdAt: string;
}
export interface TagGroupRow {
  id: number;
  objectKind: TagObjectKind;
  name: string;
  sort: number;
  tagCount?: number;
}
export const TAGS_QUERY_KEY = 'epTag';
export const TAG_FIELDS = ['name', 'color', 'groupId', 'sort'] as const;
export const fetchTags = (
  query: { objectKind: TagObjectKind; groupId?: number; keyword?: string } & PageQuery,
) => get<Page<TagRow>>('/v2/epTag/list', { ...query });
export const fetchTagGroups = (objectKind: TagObjectKind) =>
  get<Page<TagGroupRow>>('/v2/epTag/group/list', { objectKind, pageSize: 1000, pageIndex: 0 });
export const addTag = (body: Body<typeof tagCreateSchema>) =>
  post<{ id: number }>('/v2/epTag', body, { fieldErrors: TAG_FIELDS });
export const updateTag = (body: Body<typeof tagUpdateSchema>) =>
  put<null>('/v2/epTag', body, { fieldErrors: TAG_FIELDS });
export const deleteTag = (id: number) => del<null>('/v2/epTag', { id });
export const addTagGroup = (body: Body<typeof tagGroupCreateSchema>) =>
  post<{ id: number }>('/v2/epTag/group', body, { fieldErrors: ['name'] });
export const updateTagGroup = (id: number, body: Body<typeof tagGroupUpdateSchema>) =>
  put<null>(`/v2/epTag/group/${id}`, body, { fieldErrors: ['name'] });
export const deleteTagGroup = (id: number) => del<null>(`/v2/epTag/group/${id}`);

/* ---------- Outsourced providers ---------- */

export interface ProviderRow {
  id: number;
  name: string;
  contactName: string | null;
  contactPhone: string | null;
  teamId: number | null;
  description: string | null;
  enabled: boolean;
  createdAt: string;
  staffCount: number;
}
export type ProviderInput = Body<typeof providerCreateSchema>;
export const PROVIDERS_QUERY_KEY = ['outsource', 'provider'] as const;
export const PROVIDER_FIELDS = [
  'name',
  'contactName',
  'contactPhone',
  'teamId',
  'description',
  'enabled',
] as const;
export const fetchProviders = (query: { keyword?: string } & PageQuery) =>
  get<Page<ProviderRow>>('/outsource/provider/list', { ...query });
export const addProvider = (body: ProviderInput) =>
  post<{ id: number }>('/outsource/provider', { ...body }, { fieldErrors: PROVIDER_FIELDS });
export const updateProvider = (id: number, body: Body<typeof providerUpdateSchema>) =>
  put<null>(`/outsource/provider/${id}`, { ...body }, { fieldErrors: PROVIDER_FIELDS });
export const deleteProvider = (id: number) => del<null>(`/outsource/provider/${id}`);
export const fetchProviderStaff = (id: number, query: PageQuery) =>
  get<Page<UserRow>>(`/outsource/provider/${id}/staff`, { ...query });
export const STAFF_FIELDS = ['name', 'phone', 'password'] as const;
export const addProviderStaff = (id: number, body: Body<typeof providerStaffSchema>) =>
  post<{ id: number; initialPassword?: string }>(`/outsource/provider/${id}/staff`, body, {
    fieldErrors: STAFF_FIELDS,
  });
