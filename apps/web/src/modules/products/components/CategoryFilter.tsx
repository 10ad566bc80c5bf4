import { Card, Empty, Spin, Tree, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '@fieldline/domain';
import { categoryTreeItems, type CategoryTreeItem } from '../logic';

interface Props {
  nodes: CategoryNode[];
  loading: boolean;
  selectedId?: number;
  onSelect(id: number | undefined): void;
}

/** The category tree beside the product list: picking one lists it with its sub-categories. */
export function CategoryFilter({ nodes, loading, selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('products.list.categories')}
      extra={
        selectedId !== undefined && (
          <Typography.Link onClick={() => onSelect(undefined)} data-testid="product-category-all">
            {t('products.list.allCategories')}
          </Typography.Link>
        )
      }
    >
      {loading ? (
        <Spin />
      ) : nodes.length === 0 ? (
        <Empty description={t('products.category.empty')} />
      ) : (
        <Tree<CategoryTreeItem>
          blockNode
          defaultExpandAll
          treeData={categoryTreeItems(nodes)}
          selectedKeys={selectedId === undefined ? [] : [selectedId]}
          onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : undefined)}
          data-testid="product-category-tree"
        />
      )}
    </Card>
  );
}
