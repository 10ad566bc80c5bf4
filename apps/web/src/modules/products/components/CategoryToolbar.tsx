import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, StopOutlined, CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CATEGORY_LEVEL_MAX, PRODUCT_ACCESS, canDeleteCategory, type CategoryNode } from '@fieldline/domain';
import { useCan } from '../hooks';
import { mayAddChild } from '../logic';
import type { CategoryAction } from './CategoryFormModal';

interface Props {
  node: CategoryNode;
  onAction(action: CategoryAction): void;
  onToggle(node: CategoryNode): void;
  onDelete(node: CategoryNode): void;
}

/** What can be done to the selected category, as the caller's codes and the tree's rules allow. */
export function CategoryToolbar({ node, onAction, onToggle, onDelete }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const addable = mayAddChild(node);
  const deletable = canDeleteCategory(node);
  const tip = (title: string, button: React.ReactNode) => <Tooltip title={title}>{button}</Tooltip>;
  return (
    <Space size={4} wrap>
      {can(PRODUCT_ACCESS.create) &&
        tip(
          addable
            ? t('products.category.addChildTitle')
            : t('products.category.tooDeep', { max: CATEGORY_LEVEL_MAX }),
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={!addable}
            aria-label={t('products.category.addChildTitle')}
            data-testid="category-add-child"
            onClick={() => onAction({ mode: 'add', parent: node })}
          />,
        )}
      {can(PRODUCT_ACCESS.edit) &&
        tip(
          t('products.category.renameTitle'),
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={t('products.category.renameTitle')}
            data-testid="category-rename"
            onClick={() => onAction({ mode: 'rename', node })}
          />,
        )}
      {can(PRODUCT_ACCESS.edit) &&
        tip(
          node.enabled ? t('products.category.disable') : t('products.category.enable'),
          <Button
            size="small"
            icon={node.enabled ? <StopOutlined /> : <CheckOutlined />}
            aria-label={node.enabled ? t('products.category.disable') : t('products.category.enable')}
            data-testid="category-toggle"
            onClick={() => onToggle(node)}
          />,
        )}
      {can(PRODUCT_ACCESS.remove) && (
        <Popconfirm
          title={t('products.category.deleteConfirm', { name: node.name })}
          okText={t('products.common.delete')}
          cancelText={t('products.common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(node)}
          disabled={!deletable}
        >
          {tip(
            deletable ? t('products.common.delete') : t('products.category.notEmpty'),
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={!deletable}
              aria-label={t('products.common.delete')}
              data-testid="category-delete"
            />,
          )}
        </Popconfirm>
      )}
    </Space>
  );
}
