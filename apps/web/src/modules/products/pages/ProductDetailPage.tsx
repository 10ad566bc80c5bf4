import { useState } from 'react';
import { Card, Descriptions, Empty, Flex, Result, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ImagePreviewer } from '../../../components/ImagePreviewer';
import { showToast } from '../../../shell/notify';
import { CATEGORIES_QUERY_KEY, PRODUCT_QUERY_KEY, fetchCategoryTree, fetchProduct } from '../api';
import { ProductActions } from '../components/ProductActions';
import { ProductFormDrawer } from '../components/ProductFormDrawer';
import { formatPrice } from '../logic';
import { PRODUCT_PATHS } from '../paths';

/** /allProduct/Productdetails/:id: one product with its picture; edit and delete as allowed. */
export default function ProductDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const [editing, setEditing] = useState(false);
  const product = useQuery({
    queryKey: [PRODUCT_QUERY_KEY, id],
    queryFn: () => fetchProduct(id),
    enabled: valid,
    retry: false,
  });
  const categories = useQuery({
    queryKey: CATEGORIES_QUERY_KEY,
    queryFn: fetchCategoryTree,
    enabled: editing,
  });

  if (!valid || product.isError) return <Result status="404" title={t('products.detail.notFound')} />;
  if (!product.data) return <Spin />;
  const p = product.data;
  const none = t('products.common.none');

  return (
    <Flex vertical gap={16}>
      <Card
        title={p.name}
        extra={
          <ProductActions
            product={p}
            noDetail
            onEdit={() => setEditing(true)}
            onDeleted={() => {
              void queryClient.invalidateQueries({ queryKey: [PRODUCT_QUERY_KEY] });
              navigate(PRODUCT_PATHS.list);
            }}
          />
        }
      >
        <Flex gap={24} wrap align="flex-start">
          <div style={{ flex: '1 1 480px', minWidth: 0 }}>
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" data-testid="product-detail">
              <Descriptions.Item label={t('products.fields.name')}>{p.name}</Descriptions.Item>
              <Descriptions.Item label={t('products.fields.number')}>{p.number ?? none}</Descriptions.Item>
              <Descriptions.Item label={t('products.fields.model')}>{p.model ?? none}</Descriptions.Item>
              <Descriptions.Item label={t('products.fields.category')}>
                {p.categoryPath ?? none}
              </Descriptions.Item>
              <Descriptions.Item label={t('products.fields.unit')}>{p.unit ?? none}</Descriptions.Item>
              <Descriptions.Item label={t('products.fields.price')}>
                {p.price ? formatPrice(p.price) : none}
              </Descriptions.Item>
              <Descriptions.Item label={t('products.fields.enabled')}>
                <Tag color={p.enabled ? 'green' : 'default'}>
                  {p.enabled ? t('products.common.on') : t('products.common.off')}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('products.fields.updatedAt')}>
                {dayjs(p.updatedAt).format('YYYY-MM-DD HH:mm')}
              </Descriptions.Item>
              <Descriptions.Item label={t('products.fields.description')} span={2}>
                {p.description ?? none}
              </Descriptions.Item>
            </Descriptions>
          </div>
          <Card size="small" title={t('products.fields.image')} style={{ flex: '0 1 360px' }}>
            {p.image ? (
              <ImagePreviewer src={p.image} alt={p.name} />
            ) : (
              <Empty description={t('products.detail.noImage')} />
            )}
          </Card>
        </Flex>
      </Card>
      {editing && (
        <ProductFormDrawer
          productId={p.id}
          categories={categories.data ?? []}
          onClose={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            showToast('success', t('products.common.saved'));
            void queryClient.invalidateQueries({ queryKey: [PRODUCT_QUERY_KEY] });
          }}
        />
      )}
    </Flex>
  );
}
