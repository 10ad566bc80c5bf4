import { useState } from 'react';
import { Select, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TAG_OBJECT_KINDS, type TagObjectKind } from '@fieldline/domain';
import {
  DEPARTMENTS_QUERY_KEY,
  TEAMS_QUERY_KEY,
  fetchDepartmentTree,
  fetchRoleOptions,
  fetchTags,
  fetchTeamTree,
  fetchUsers,
  type UserRow,
} from '../api';
import { useLocale } from '../hooks/useOrg';
import { roleDisplayName, type TreeLike } from '../tree';

interface PickerProps<V> {
  value?: V;
  onChange?(value: V): void;
  id?: string;
}

/** What a form item or a filter bar passes to the selects other modules use. */
interface SelectProps<V> extends PickerProps<V> {
  placeholder?: string;
  style?: React.CSSProperties;
  allowClear?: boolean;
  disabled?: boolean;
  'data-testid'?: string;
}

interface PickNode {
  value: number;
  title: string;
  children: PickNode[];
}
function toTree<N extends TreeLike<N>>(nodes: N[]): PickNode[] {
  return nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.children) }));
}

export function DepartmentPicker(props: PickerProps<number>) {
  const { t } = useTranslation();
  const tree = useQuery({ queryKey: DEPARTMENTS_QUERY_KEY, queryFn: fetchDepartmentTree });
  return (
    <TreeSelect
      {...props}
      treeData={toTree(tree.data ?? [])}
      treeDefaultExpandAll
      placeholder={t('organization.user.department')}
      data-testid="department-picker"
    />
  );
}

export function TeamsPicker(props: PickerProps<number[]>) {
  const { t } = useTranslation();
  const tree = useQuery({ queryKey: TEAMS_QUERY_KEY, queryFn: fetchTeamTree });
  return (
    <TreeSelect
      {...props}
      multiple
      treeData={toTree(tree.data ?? [])}
      treeDefaultExpandAll
      placeholder={t('organization.user.teams')}
    />
  );
}

export function RolesPicker(props: PickerProps<number[]>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const roles = useQuery({ queryKey: ['role', 'options'], queryFn: fetchRoleOptions });
  return (
    <Select
      {...props}
      mode="multiple"
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('organization.user.roles')}
      options={(roles.data?.list ?? []).map((r) => ({ value: r.id, label: roleDisplayName(r, locale) }))}
      data-testid="roles-picker"
    />
  );
}

/** The tags of one object kind (orders, customers, people...), one or several. */
export function TagSelect(
  props: SelectProps<number[] | number | undefined> & { objectKind: TagObjectKind; multiple?: boolean },
) {
  const { objectKind, multiple, ...rest } = props;
  const tags = useQuery({
    queryKey: ['epTag', objectKind, 'options'],
    queryFn: () => fetchTags({ objectKind, pageSize: 1000, pageIndex: 0 }),
  });
  return (
    <Select
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ optionFilterProp: 'label' }}
      options={(tags.data?.list ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
    />
  );
}

/** One service team from the team tree. */
export function TeamSelect(props: SelectProps<number | null | undefined>) {
  const tree = useQuery({ queryKey: TEAMS_QUERY_KEY, queryFn: fetchTeamTree });
  return (
    <TreeSelect
      {...props}
      value={props.value ?? undefined}
      treeData={toTree(tree.data ?? [])}
      treeDefaultExpandAll
    />
  );
}

export function PersonTagsPicker(props: PickerProps<number[]>) {
  const { t } = useTranslation();
  return (
    <TagSelect
      {...props}
      objectKind={TAG_OBJECT_KINDS.person}
      multiple
      placeholder={t('organization.user.tags')}
    />
  );
}

/** Picks one enabled user by name or phone, searching the server as the user types. */
export function UserPicker(
  props: PickerProps<number> & { excludeId?: number; onPickUser?(user: UserRow): void },
) {
  const { t } = useTranslation();
  const { excludeId, onPickUser, ...rest } = props;
  const [keyword, setKeyword] = useState('');
  const users = useQuery({
    queryKey: ['users', 'picker', keyword],
    queryFn: () => fetchUsers({ keyword: keyword || undefined, enabled: true, pageSize: 20, pageIndex: 0 }),
  });
  return (
    <Select
      {...rest}
      onChange={(value: number) => {
        rest.onChange?.(value);
        const user = users.data?.list.find((u) => u.id === value);
        if (user) onPickUser?.(user);
      }}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      loading={users.isFetching}
      placeholder={t('organization.handover.pickUser')}
      notFoundContent={t('organization.common.noData')}
      options={(users.data?.list ?? [])
        .filter((u) => u.id !== excludeId)
        .map((u) => ({ value: u.id, label: `${u.name} (${u.phone})` }))}
      data-testid="user-picker"
    />
  );
}
