import { useState } from 'react';
import { Button, Card, Empty, Flex, Result, Spin, Table, Tag, Tree, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, generatePath, useParams } from 'react-router-dom';
import { PRODUCT_ACCESS, findCategory, type CategoryNode } from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import {
  CATEGORIES_QUERY_KEY,
  PRODUCT_QUERY_KEY,
  deleteCategory,
  fetchCategoryTree,
  updateCategory,
} from '../api';
import { CategoryFormModal, type CategoryAction } from '../components/CategoryFormModal';
import { CategoryToolbar } from '../components/CategoryToolbar';
import { useCan } from '../hooks';
import { runAction } from '../../../shell/submit';
import { categoryTreeItems, visibleCategories, type CategoryTreeItem } from '../logic';
import { PRODUCT_PATHS } from '../paths';

/**
 * /categories: the product category tree (at most 3 levels); /categories/:id: one category with its
 * sub-categories. Pick a category to add a sub-category, rename, enable or disable, or delete it.
 */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const param = useParams().id;
  const rootId = param === undefined ? undefined : Number(param);
  const tree = useQuery({ queryKey: CATEGORIES_QUERY_KEY, queryFn: fetchCategoryTree });
  const [selectedId, setSelectedId] = useState<number | undefined>(rootId);
  const [action, setAction] = useState<CategoryAction | null>(null);
  // Another /categories/:id in the same mounted page starts with that category picked.
  const [shownRoot, setShownRoot] = useState(rootId);
  if (shownRoot !== rootId) {
    setShownRoot(rootId);
    setSelectedId(rootId);
  }

  if (tree.isPending) return <Spin />;
  const all = tree.data ?? [];
  const nodes = visibleCategories(all, rootId);
  if (!nodes) return <Result status="404" title={t('products.category.notFound')} />;
  const selected = selectedId === undefined ? undefined : findCategory(nodes, selectedId);
  const listed = selected ? selected.children : nodes;

  const refresh = () => void queryClient.invalidateQueries({ queryKey: [PRODUCT_QUERY_KEY] });
  const toggle = async (node: CategoryNode) => {
    if (await runAction(() => updateCategory({ id: node.id, enabled: !node.enabled }))) {
      showToast('success', t('products.common.saved'));
      refresh();
    }
  };
  const remove = async (node: CategoryNode) => {
    if (await runAction(() => deleteCategory(node.id))) {
      showToast('success', t('products.common.deleted'));
      setSelectedId(node.parentId ?? undefined);
      refresh();
    }
  };

  const columns = [
    {
      key: 'name',
      title: t('products.category.name'),
      dataIndex: 'name',
      render: (name: string, row: CategoryNode) => (
        <Link to={generatePath(PRODUCT_PATHS.category, { id: String(row.id) })}>{name}</Link>
      ),
    },
    { key: 'level', title: t('products.category.level'), dataIndex: 'level', width: 90 },
    {
      key: 'children',
      title: t('products.category.children'),
      width: 110,
      render: (_: unknown, row: CategoryNode) => row.children.length,
    },
    { key: 'products', title: t('products.category.products'), dataIndex: 'totalProductCount', width: 110 },
    {
      key: 'enabled',
      title: t('products.fields.enabled'),
      dataIndex: 'enabled',
      width: 100,
      render: (on: boolean) => (
        <Tag color={on ? 'green' : 'default'}>{on ? t('products.common.on') : t('products.common.off')}</Tag>
      ),
    },
  ];

  return (
    <Card
      title={rootId !== undefined ? nodes[0]!.name : t('products.routes.categories')}
      extra={
        rootId === undefined &&
        can(PRODUCT_ACCESS.create) && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAction({ mode: 'add', parent: null })}
            data-testid="category-add-top"
          >
            {t('products.category.addTopTitle')}
          </Button>
        )
      }
    >
      <Flex gap={16} align="flex-start" wrap>
        <Card
          size="small"
          style={{ flex: '0 0 300px' }}
          title={t('products.category.tree')}
          extra={
            selected && (
              <CategoryToolbar node={selected} onAction={setAction} onToggle={toggle} onDelete={remove} />
            )
          }
        >
          {nodes.length === 0 ? (
            <Empty description={t('products.category.empty')} />
          ) : (
            <Tree<CategoryTreeItem>
              blockNode
              defaultExpandAll
              treeData={categoryTreeItems(nodes, (n) =>
                n.enabled ? n.name : `${n.name} (${t('products.common.off')})`,
              )}
              selectedKeys={selectedId === undefined ? [] : [selectedId]}
              onSelect={(keys) => setSelectedId(keys.length ? Number(keys[0]) : undefined)}
              data-testid="category-tree"
            />
          )}
          {!selected && nodes.length > 0 && (
            <Typography.Text type="secondary">{t('products.category.pickHint')}</Typography.Text>
          )}
        </Card>
        <div style={{ flex: '1 1 480px', minWidth: 0 }}>
          <Table<CategoryNode>
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={listed}
            pagination={false}
            // rows carry their sub-tree; the table lists one level, so it is not a tree table
            expandable={{ childrenColumnName: 'nestedRows' }}
            title={() =>
              selected
                ? t('products.category.childrenOf', { name: selected.name })
                : t('products.category.topLevel')
            }
            data-testid="category-children"
          />
        </div>
      </Flex>
      {action && (
        <CategoryFormModal
          action={action}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            showToast('success', t('products.common.saved'));
            refresh();
          }}
        />
      )}
    </Card>
  );
}
