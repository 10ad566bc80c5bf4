import { useState } from 'react';
import { Button, Card, Empty, Flex, Popconfirm, Space, Spin, Tooltip, Tree, Typography } from 'antd';
import { DeleteOutlined, DragOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ORG_ACCESS, type DepartmentNode } from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import { DEPARTMENTS_QUERY_KEY, USERS_QUERY_KEY, deleteDepartment, fetchDepartmentTree } from '../api';
import { runAction } from '../../../shell/submit';
import { useCan } from '../hooks/useOrg';
import { findNode, flattenTree } from '../tree';
import { DepartmentModal, type DepartmentAction } from './DepartmentModal';

interface Props {
  selectedId?: number;
  onSelect(id: number | undefined): void;
}

interface TreeItem {
  key: number;
  title: string;
  children: TreeItem[];
}
const toTreeItems = (nodes: DepartmentNode[]): TreeItem[] =>
  nodes.map((n) => ({
    key: n.id,
    title: `${n.name} (${n.totalUserCount})`,
    children: toTreeItems(n.children),
  }));

/** The department tree: pick one to list its users; add, rename, move and delete departments. */
export function DepartmentPanel({ selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: DEPARTMENTS_QUERY_KEY, queryFn: fetchDepartmentTree });
  const [action, setAction] = useState<DepartmentAction | null>(null);
  const nodes = tree.data ?? [];
  const selected = selectedId === undefined ? undefined : findNode(nodes, selectedId);
  const isRoot = !!selected && selected.parentId === null;
  const canDelete = !!selected && !isRoot && selected.children.length === 0 && selected.totalUserCount === 0;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: DEPARTMENTS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
  };
  const remove = async () => {
    if (!selected) return;
    if (await runAction(() => deleteDepartment(selected.id))) {
      showToast('success', t('organization.common.deleted'));
      onSelect(undefined);
      refresh();
    }
  };

  const tools = can(ORG_ACCESS.departments) && selected && (
    <Space size={4} wrap>
      <Tooltip title={t('organization.department.addTitle')}>
        <Button
          size="small"
          icon={<PlusOutlined />}
          aria-label={t('organization.department.addTitle')}
          data-testid="department-add"
          onClick={() => setAction({ mode: 'add', parent: selected })}
        />
      </Tooltip>
      <Tooltip title={t('organization.department.renameTitle')}>
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={t('organization.department.renameTitle')}
          data-testid="department-rename"
          onClick={() => setAction({ mode: 'rename', node: selected })}
        />
      </Tooltip>
      {!isRoot && (
        <Tooltip title={t('organization.department.moveTitle')}>
          <Button
            size="small"
            icon={<DragOutlined />}
            aria-label={t('organization.department.moveTitle')}
            data-testid="department-move"
            onClick={() => setAction({ mode: 'move', node: selected })}
          />
        </Tooltip>
      )}
      {!isRoot && (
        <Popconfirm
          title={t('organization.department.deleteConfirm', { name: selected.name })}
          okText={t('organization.common.delete')}
          cancelText={t('organization.common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove()}
          disabled={!canDelete}
        >
          <Tooltip
            title={canDelete ? t('organization.common.delete') : t('organization.department.notEmpty')}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={!canDelete}
              aria-label={t('organization.common.delete')}
              data-testid="department-delete"
            />
          </Tooltip>
        </Popconfirm>
      )}
    </Space>
  );

  return (
    <Card size="small" title={t('organization.department.title')} extra={tools} style={{ minWidth: 260 }}>
      {tree.isPending ? (
        <Spin />
      ) : nodes.length === 0 ? (
        <Empty description={t('organization.department.empty')} />
      ) : (
        <Flex vertical gap={8}>
          <Tree<TreeItem>
            blockNode
            defaultExpandedKeys={flattenTree(nodes)
              .filter((n) => n.parentId === null)
              .map((n) => n.id)}
            treeData={toTreeItems(nodes)}
            selectedKeys={selectedId === undefined ? [] : [selectedId]}
            onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : undefined)}
            data-testid="department-tree"
          />
          {!selected && (
            <Typography.Text type="secondary">{t('organization.department.pickHint')}</Typography.Text>
          )}
        </Flex>
      )}
      {action && (
        <DepartmentModal
          action={action}
          tree={nodes}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            showToast('success', t('organization.common.saved'));
            refresh();
          }}
        />
      )}
    </Card>
  );
}
