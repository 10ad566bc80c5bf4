import { useRef, useState } from 'react';
import { Button, Flex, Space, Tag } from 'antd';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, generatePath } from 'react-router-dom';
import { PRODUCT_ACCESS, type ProductRow } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import type { DataColumn, DataTableHandle } from '../../../components/DataTable/types';
import { SafeImage } from '../../../components/SafeImage';
import { startDownloadPolling } from '../../../shell/downloads/center';
import { showToast } from '../../../shell/notify';
import {
  CATEGORIES_QUERY_KEY,
  PRODUCTS_QUERY_KEY,
  PRODUCT_QUERY_KEY,
  exportProducts,
  fetchCategoryTree,
  fetchProducts,
  type ProductConditions,
} from '../api';
import { CategoryFilter } from '../components/CategoryFilter';
import { ProductImportModal } from '../components/ProductImportModal';
import { ProductActions } from '../components/ProductActions';
import { ProductFormDrawer } from '../components/ProductFormDrawer';
import { useCan } from '../hooks';
import { runAction } from '../../../shell/submit';
import { PRODUCT_LIST, formatPrice } from '../logic';
import { PRODUCT_PATHS } from '../paths';

const THUMB = 40;
type Dialog = { kind: 'add' } | { kind: 'edit'; id: number } | { kind: 'import' };

/**
 * /allProduct: the product catalogue, server-paged, with the category tree on the left. Keyword and
 * category live in the URL with the page (`?keyword=&categoryId=&pageIndex=`).
 */
export default function ProductListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const table = useRef<DataTableHandle>(null);
  const list = useListState(PRODUCT_LIST);
  const conditions: ProductConditions = list.filters;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const categories = useQuery({ queryKey: CATEGORIES_QUERY_KEY, queryFn: fetchCategoryTree });

  const reload = () => {
    table.current?.reload();
    // lists, details and the category tree (its product counts)
    void queryClient.invalidateQueries({ queryKey: [PRODUCT_QUERY_KEY] });
  };
  const runExport = async () => {
    if (!(await runAction(() => exportProducts(conditions)))) return;
    showToast('success', t('products.list.exportStarted'));
    startDownloadPolling();
  };

  const columns: DataColumn<ProductRow>[] = [
    {
      key: 'image',
      title: t('products.fields.image'),
      dataIndex: 'image',
      width: 80,
      render: (src: string | null) => (
        <SafeImage
          src={src ?? undefined}
          alt=""
          width={THUMB}
          height={THUMB}
          style={{ objectFit: 'cover' }}
        />
      ),
      exportValue: () => null,
    },
    {
      key: 'name',
      title: t('products.fields.name'),
      dataIndex: 'name',
      width: 220,
      render: (name: string, row) => (
        <Link to={generatePath(PRODUCT_PATHS.detail, { id: String(row.id) })}>{name}</Link>
      ),
      exportValue: (row) => row.name,
    },
    { key: 'number', title: t('products.fields.number'), dataIndex: 'number', width: 150 },
    { key: 'model', title: t('products.fields.model'), dataIndex: 'model', width: 150 },
    { key: 'category', title: t('products.fields.category'), dataIndex: 'categoryPath', width: 200 },
    { key: 'unit', title: t('products.fields.unit'), dataIndex: 'unit', width: 90 },
    {
      key: 'price',
      title: t('products.fields.price'),
      dataIndex: 'price',
      width: 130,
      align: 'right',
      render: (price: string | null) => formatPrice(price),
      exportValue: (row) => row.price,
    },
    {
      key: 'enabled',
      title: t('products.fields.enabled'),
      dataIndex: 'enabled',
      width: 100,
      render: (on: boolean) => (
        <Tag color={on ? 'green' : 'default'}>{on ? t('products.common.on') : t('products.common.off')}</Tag>
      ),
      exportValue: (row) => (row.enabled ? t('products.common.on') : t('products.common.off')),
    },
    {
      key: 'updatedAt',
      title: t('products.fields.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
      exportValue: (row) => dayjs(row.updatedAt).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('products.common.actions'),
      fixed: 'right',
      width: 200,
      render: (_v, row) => (
        <ProductActions
          product={row}
          onEdit={() => setDialog({ kind: 'edit', id: row.id })}
          onDeleted={reload}
        />
      ),
    },
  ];

  return (
    <Flex gap={16} align="flex-start" wrap>
      <div style={{ flex: '0 0 260px' }}>
        <CategoryFilter
          nodes={categories.data ?? []}
          loading={categories.isPending}
          selectedId={conditions.categoryId}
          onSelect={(categoryId) => list.setFilters({ categoryId })}
        />
      </div>
      <div style={{ flex: '1 1 640px', minWidth: 0 }}>
        <DataTable<ProductRow, ProductConditions>
          ref={table}
          tableId="products"
          queryKey={PRODUCTS_QUERY_KEY}
          fetchPage={fetchProducts}
          conditions={conditions}
          list={list}
          columns={columns}
          rowKey="id"
          resizable
          toolbar={
            <Space wrap>
              <ListKeyword
                value={conditions.keyword}
                onChange={(keyword) => list.setFilters({ keyword })}
                placeholder={t('products.list.keyword')}
                aria-label={t('products.list.keyword')}
                style={{ width: 260 }}
                data-testid="product-keyword"
              />
              {can(PRODUCT_ACCESS.create) && (
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setDialog({ kind: 'add' })}
                  data-testid="product-add"
                >
                  {t('products.form.addTitle')}
                </Button>
              )}
              {can(PRODUCT_ACCESS.create) && (
                <Button
                  icon={<UploadOutlined />}
                  onClick={() => setDialog({ kind: 'import' })}
                  data-testid="product-import"
                >
                  {t('products.import.title')}
                </Button>
              )}
              <Button
                icon={<DownloadOutlined />}
                onClick={() => void runExport()}
                data-testid="product-export"
              >
                {t('products.list.export')}
              </Button>
            </Space>
          }
        />
      </div>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <ProductFormDrawer
          productId={dialog.kind === 'edit' ? dialog.id : undefined}
          categories={categories.data ?? []}
          categoryId={conditions.categoryId}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            showToast('success', t('products.common.saved'));
            reload();
          }}
        />
      )}
      {dialog?.kind === 'import' && (
        <ProductImportModal onClose={() => setDialog(null)} onImported={reload} />
      )}
    </Flex>
  );
}
