import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, generatePath } from 'react-router-dom';
import { PRODUCT_ACCESS, type ProductRow } from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import { deleteProduct } from '../api';
import { useCan } from '../hooks';
import { runAction } from '../../../shell/submit';
import { PRODUCT_PATHS } from '../paths';

interface Props {
  product: Pick<ProductRow, 'id' | 'name'>;
  onEdit(): void;
  onDeleted(): void;
  /** Hide the link to the detail page (on the detail page itself). */
  noDetail?: boolean;
}

/** Detail, edit and delete (with a confirmation) of one product, as the caller's codes allow. */
export function ProductActions({ product, onEdit, onDeleted, noDetail }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const remove = async () => {
    if (await runAction(() => deleteProduct(product.id))) {
      showToast('success', t('products.common.deleted'));
      onDeleted();
    }
  };
  return (
    <Space size={4} wrap>
      {!noDetail && (
        <Link to={generatePath(PRODUCT_PATHS.detail, { id: String(product.id) })}>
          <Button type="link" size="small">
            {t('products.common.view')}
          </Button>
        </Link>
      )}
      {can(PRODUCT_ACCESS.edit) && (
        <Button type="link" size="small" onClick={onEdit} data-testid="product-edit">
          {t('products.common.edit')}
        </Button>
      )}
      {can(PRODUCT_ACCESS.remove) && (
        <Popconfirm
          title={t('products.list.deleteConfirm', { name: product.name })}
          okText={t('products.common.delete')}
          cancelText={t('products.common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove()}
        >
          <Button type="link" size="small" danger data-testid="product-delete">
            {t('products.common.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
