import { useState } from 'react';
import { Button, Card, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TEAM_LEVEL_MAX, TEAM_TYPE_NAMES, type TeamType } from '@fieldline/domain';
import type { ColumnsType } from 'antd/es/table';
import { showToast } from '../../../shell/notify';
import { TEAMS_QUERY_KEY, deleteTeam, fetchTeamTree, type TeamNode } from '../api';
import { TeamFormModal } from '../components/TeamFormModal';
import { TeamMembersModal } from '../components/TeamMembersModal';
import { runAction } from '../../../shell/submit';
import { useLocale } from '../hooks/useOrg';
import { flattenTree } from '../tree';
import { TEAM_LIST } from '../lists';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';

const TYPE_COLOURS: Record<TeamType, string> = { 1: 'blue', 2: 'cyan', 3: 'purple' };

type Dialog =
  { kind: 'form'; id?: number; parentId?: number } | { kind: 'members'; team: { id: number; name: string } };

/** Keeps the nodes whose name (or a descendant's) contains the keyword. */
const filterTree = (nodes: TeamNode[], keyword: string): TeamNode[] =>
  nodes.flatMap((n) => {
    const children = filterTree(n.children, keyword);
    return n.name.includes(keyword) || children.length ? [{ ...n, children }] : [];
  });

/** Leaves without a `children` array, so the table shows no expand icon for them. */
type TeamRow = Omit<TeamNode, 'children'> & { children?: TeamRow[] };
const withoutEmptyChildren = (nodes: TeamNode[]): TeamRow[] =>
  nodes.map(({ children, ...n }) =>
    children.length ? { ...n, children: withoutEmptyChildren(children) } : n,
  );

/** /serviceGroup: the service teams as a tree (headquarters, branches, providers; 3 levels at most). */
export default function ServiceTeamListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: TEAMS_QUERY_KEY, queryFn: fetchTeamTree });
  const list = useListState(TEAM_LIST);
  const { keyword } = list.filters;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [collapsed, setCollapsed] = useState<number[]>([]);
  const nodes = keyword ? filterTree(tree.data ?? [], keyword) : (tree.data ?? []);
  const typeName = (value: TeamType) => TEAM_TYPE_NAMES[value]?.[locale] ?? String(value);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['serviceGroup'] });

  const remove = async (team: TeamRow) => {
    if (!(await runAction(() => deleteTeam(team.id)))) return;
    showToast('success', t('organization.common.deleted'));
    refresh();
  };

  const columns: ColumnsType<TeamRow> = [
    { key: 'name', title: t('organization.team.name'), dataIndex: 'name' },
    {
      key: 'type',
      title: t('organization.team.type'),
      dataIndex: 'type',
      width: 140,
      render: (value: TeamType) => <Tag color={TYPE_COLOURS[value]}>{typeName(value)}</Tag>,
    },
    { key: 'level', title: t('organization.team.level'), dataIndex: 'level', width: 90 },
    { key: 'members', title: t('organization.team.members'), dataIndex: 'memberCount', width: 100 },
    {
      key: 'actions',
      title: t('organization.common.actions'),
      width: 320,
      render: (_v, team) => (
        <Space size={0} wrap>
          {team.level < TEAM_LEVEL_MAX && (
            <Button type="link" size="small" onClick={() => setDialog({ kind: 'form', parentId: team.id })}>
              {t('organization.team.addChild')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'form', id: team.id })}>
            {t('organization.common.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'members', team })}>
            {t('organization.team.members')}
          </Button>
          <Popconfirm
            title={t('organization.team.deleteConfirm', { name: team.name })}
            okText={t('organization.common.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('organization.common.cancel')}
            onConfirm={() => remove(team)}
          >
            <Button type="link" size="small" danger>
              {t('organization.common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('routes.serviceGroup')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ kind: 'form' })}
          data-testid="team-add"
        >
          {t('organization.team.addTitle')}
        </Button>
      }
    >
      <Space style={{ marginBottom: 12 }}>
        <ListKeyword
          value={keyword}
          onChange={(next) => list.setFilters({ keyword: next })}
          placeholder={t('organization.team.keyword')}
          aria-label={t('organization.team.keyword')}
          style={{ width: 240 }}
          data-testid="team-keyword"
        />
      </Space>
      <Table<TeamRow>
        rowKey="id"
        columns={columns}
        dataSource={withoutEmptyChildren(nodes)}
        loading={tree.isFetching}
        pagination={false}
        expandable={{
          expandedRowKeys: flattenTree(nodes)
            .map((n) => n.id)
            .filter((id) => !collapsed.includes(id)),
          onExpand: (open, team) =>
            setCollapsed((c) => (open ? c.filter((id) => id !== team.id) : [...c, team.id])),
        }}
        locale={{ emptyText: <Empty description={t('organization.team.empty')} /> }}
        data-testid="table-teams"
      />
      {dialog?.kind === 'form' && (
        <TeamFormModal
          teamId={dialog.id}
          parentId={dialog.parentId}
          tree={tree.data ?? []}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            showToast('success', t('organization.common.saved'));
            refresh();
          }}
        />
      )}
      {dialog?.kind === 'members' && (
        <TeamMembersModal team={dialog.team} onClose={() => setDialog(null)} onDone={refresh} />
      )}
    </Card>
  );
}
