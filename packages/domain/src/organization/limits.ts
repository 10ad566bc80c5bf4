/** Limits of the organization capability (spec-business §5), named once for server and web. */
export const DEPARTMENT_NAME_MAX = 50;
export const TEAM_NAME_MAX = 50;
/** spec-business §5: child teams at most 3 levels. */
export const TEAM_LEVEL_MAX = 3;
export const TAG_NAME_MAX = 50;
export const TAG_GROUP_NAME_MAX = 50;
export const TAG_COLOR_MAX = 20;
export const ROLE_NAME_MAX = 20;
export const PROVIDER_NAME_MAX = 50;
export const ADDRESS_MAX = 200;
export const AREA_PART_MAX = 50;
export const TEAM_AREAS_MAX = 200;
export const TEAM_MEMBERS_MAX = 1000;
/** Ids in one batch call (tags on objects, names, ...). */
export const BATCH_IDS_MAX = 1000;
/** Roles, teams or tags given to one user at once. */
export const USER_LINKS_MAX = 100;
export const SORT_MAX = 999_999;
/** Length of a generated initial password (always passes the strength rule). */
export const INITIAL_PASSWORD_LENGTH = 12;
