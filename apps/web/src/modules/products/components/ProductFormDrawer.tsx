import { useEffect, useState } from 'react';
import { Button, Drawer, Flex, Input, Spin, Switch, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_MODEL_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_NUMBER_MAX,
  PRODUCT_UNIT_MAX,
  productCreateSchema,
  type CategoryNode,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { PRODUCT_FIELDS, PRODUCT_QUERY_KEY, addProduct, fetchProduct, updateProduct } from '../api';
import { useOptionalRule } from '../hooks';
import { submitForm } from '../../../shell/submit';
import { categoryOptions, productPayload } from '../logic';
import { ImageUpload } from './ImageUpload';

const DRAWER_WIDTH = 520;
const { shape } = productCreateSchema;

interface Props {
  /** Edit this product; without it, add one. */
  productId?: number;
  categories: CategoryNode[];
  /** Preselected category of a new product (the list's filter). */
  categoryId?: number;
  onClose(): void;
  onDone(id: number): void;
}

/** Adds or edits a product: name, number, model, picture, category, unit, price, description. */
export function ProductFormDrawer({ productId, categories, categoryId, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const optional = useOptionalRule();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const editing = productId !== undefined;
  const product = useQuery({
    queryKey: [PRODUCT_QUERY_KEY, productId],
    queryFn: () => fetchProduct(productId!),
    enabled: editing,
  });

  useEffect(() => {
    if (product.data) form.setFieldsValue(product.data);
  }, [form, product.data]);

  const label = (key: string) => t(`products.fields.${key}` as 'products.fields.name');
  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    const body = productPayload(values);
    const done = await submitForm(form, PRODUCT_FIELDS, () =>
      editing ? updateProduct(productId, body) : addProduct(body),
    );
    setSaving(false);
    if (done !== undefined) onDone(editing ? productId : (done as { id: number }).id);
  };

  return (
    <Drawer
      open
      width={DRAWER_WIDTH}
      title={editing ? t('products.form.editTitle') : t('products.form.addTitle')}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Flex gap={8}>
          <Button onClick={onClose}>{t('products.common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="product-save">
            {t('products.common.save')}
          </Button>
        </Flex>
      }
    >
      {editing && product.isPending ? (
        <Spin />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ enabled: true, categoryId }}
          onFinish={(v) => void save(v)}
          data-testid="product-form"
        >
          <Form.Item name="name" label={label('name')} rules={rules.field(shape.name, label('name'))}>
            <Input maxLength={PRODUCT_NAME_MAX} showCount autoFocus data-testid="product-name" />
          </Form.Item>
          <Form.Item name="number" label={label('number')} rules={[optional(shape.number, label('number'))]}>
            <Input maxLength={PRODUCT_NUMBER_MAX} showCount data-testid="product-number" />
          </Form.Item>
          <Form.Item name="model" label={label('model')} rules={[optional(shape.model, label('model'))]}>
            <Input maxLength={PRODUCT_MODEL_MAX} showCount data-testid="product-model" />
          </Form.Item>
          <Form.Item name="image" label={label('image')} extra={t('products.form.image.hint')}>
            <ImageUpload />
          </Form.Item>
          <Form.Item name="categoryId" label={label('category')}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              treeData={categoryOptions(categories, product.data?.categoryId)}
              placeholder={t('products.form.pickCategory')}
              data-testid="product-category"
            />
          </Form.Item>
          <Flex gap={12}>
            <Form.Item
              name="unit"
              label={label('unit')}
              rules={[optional(shape.unit, label('unit'))]}
              style={{ flex: 1 }}
            >
              <Input maxLength={PRODUCT_UNIT_MAX} showCount />
            </Form.Item>
            <Form.Item
              name="price"
              label={label('price')}
              rules={[optional(shape.price, label('price'))]}
              style={{ flex: 1 }}
            >
              <Input inputMode="decimal" data-testid="product-price" />
            </Form.Item>
          </Flex>
          <Form.Item
            name="description"
            label={label('description')}
            rules={[optional(shape.description, label('description'))]}
          >
            <Input.TextArea maxLength={PRODUCT_DESCRIPTION_MAX} showCount rows={4} />
          </Form.Item>
          <Form.Item name="enabled" label={label('enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
