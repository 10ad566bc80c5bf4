import { tagListQuerySchema, teamListQuerySchema, userFilterSchema } from '@fieldline/domain';
import { defineList } from '../../components/DataTable/list-state';

/** /organizationalStructure: the department picked in the tree, keyword and state, in the URL. */
export const USER_LIST = defineList({
  filters: userFilterSchema.pick({ keyword: true, enabled: true, departmentId: true }),
});

/** /serviceTeamList: the keyword, in the URL. */
export const TEAM_LIST = defineList({ filters: teamListQuerySchema.pick({ keyword: true }) });

/** The tag pages: the group picked on the left, the keyword and the page (the kind is the route's). */
export const TAG_LIST = defineList({ filters: tagListQuerySchema.pick({ groupId: true, keyword: true }) });
