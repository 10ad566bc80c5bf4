import { useEffect, useState } from 'react';
import { AutoComplete, Button, Drawer, Flex, Input, InputNumber, Select, Spin, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FORM_KINDS,
  SERVICE_ITEM_CATEGORY_MAX,
  SERVICE_ITEM_DESCRIPTION_MAX,
  SERVICE_ITEM_NAME_MAX,
  SERVICE_ITEM_TEMPLATES_MAX,
  SERVICE_ITEM_UNIT_MAX,
  serviceItemSaveSchema,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { useTemplates } from '../../forms';
import {
  SERVICE_ITEM_CATEGORIES_KEY,
  SERVICE_ITEM_FIELDS,
  fetchServiceItem,
  fetchServiceItemCategories,
  saveServiceItem,
  serviceItemKey,
} from '../api';
import { useSchemaRule } from '../hooks';
import { submitForm } from '../../../shell/submit';
import { commissionAbovePrice, formValuesOf, itemPayload } from '../logic';

const DRAWER_WIDTH = 560;
const { shape } = serviceItemSaveSchema;

interface Props {
  /** Edit this item; without it, add one. */
  itemId?: number;
  onClose(): void;
  onDone(id: number): void;
}

/**
 * Adds or edits a service item: name, category, price, unit, individual and team commission, the
 * order templates it is bound to, description, sort and status. Every field is checked by the
 * domain's save schema, the same one the server parses.
 */
export function ServiceItemFormDrawer({ itemId, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const schemaRule = useSchemaRule();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const editing = itemId !== undefined;
  const item = useQuery({
    queryKey: serviceItemKey(itemId ?? 0),
    queryFn: () => fetchServiceItem(itemId!),
    enabled: editing,
  });
  const categories = useQuery({ queryKey: SERVICE_ITEM_CATEGORIES_KEY, queryFn: fetchServiceItemCategories });
  const templates = useTemplates(FORM_KINDS.order);

  useEffect(() => {
    if (item.data) form.setFieldsValue(formValuesOf(item.data));
  }, [form, item.data]);

  const label = (key: keyof typeof SERVICE_ITEM_LABEL_KEYS) => t(SERVICE_ITEM_LABEL_KEYS[key]);
  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    const done = await submitForm(form, SERVICE_ITEM_FIELDS, () =>
      saveServiceItem(itemPayload(values, itemId)),
    );
    setSaving(false);
    if (done !== undefined) onDone(done.id);
  };
  // A commission above the price is allowed but unusual: a warning under the field, not a refusal.
  const commissionWarning: Rule = ({ getFieldValue }) => ({
    warningOnly: true,
    validator: async (_rule, value: unknown) => {
      if (commissionAbovePrice(value, getFieldValue('price')))
        throw new Error(t('serviceItems.form.commissionAbovePrice'));
    },
  });
  const amountField = (name: 'price' | 'individualCommission' | 'teamCommission', required: boolean) => (
    <Form.Item
      name={name}
      label={label(name)}
      extra={t('serviceItems.form.amountHint')}
      rules={
        required
          ? rules.field(shape[name], label(name))
          : [schemaRule(shape[name], label(name)), commissionWarning]
      }
      dependencies={required ? undefined : ['price']}
      style={{ flex: 1 }}
    >
      <Input inputMode="decimal" data-testid={`service-item-${name}`} />
    </Form.Item>
  );

  return (
    <Drawer
      open
      width={DRAWER_WIDTH}
      title={editing ? t('serviceItems.form.editTitle') : t('serviceItems.form.addTitle')}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Flex gap={8}>
          <Button onClick={onClose}>{t('serviceItems.common.cancel')}</Button>
          <Button
            type="primary"
            loading={saving}
            onClick={() => form.submit()}
            data-testid="service-item-save"
          >
            {t('serviceItems.common.save')}
          </Button>
        </Flex>
      }
    >
      {editing && item.isPending ? (
        <Spin />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={formValuesOf()}
          onFinish={(v) => void save(v)}
          data-testid="service-item-form"
        >
          <Form.Item name="name" label={label('name')} rules={rules.field(shape.name, label('name'))}>
            <Input maxLength={SERVICE_ITEM_NAME_MAX} showCount autoFocus data-testid="service-item-name" />
          </Form.Item>
          <Flex gap={12}>
            <Form.Item
              name="category"
              label={label('category')}
              extra={t('serviceItems.form.categoryHint')}
              rules={[schemaRule(shape.category, label('category'))]}
              style={{ flex: 2 }}
            >
              <AutoComplete
                allowClear
                maxLength={SERVICE_ITEM_CATEGORY_MAX}
                options={(categories.data ?? []).map((c) => ({ value: c.name }))}
                showSearch={{
                  filterOption: (input, option) => String(option?.value ?? '').includes(input.trim()),
                }}
                data-testid="service-item-category"
              />
            </Form.Item>
            <Form.Item
              name="unit"
              label={label('unit')}
              rules={rules.field(shape.unit, label('unit'))}
              style={{ flex: 1 }}
            >
              <Input maxLength={SERVICE_ITEM_UNIT_MAX} showCount data-testid="service-item-unit" />
            </Form.Item>
          </Flex>
          {amountField('price', true)}
          <Flex gap={12}>
            {amountField('individualCommission', false)}
            {amountField('teamCommission', false)}
          </Flex>
          <Form.Item
            name="templateIds"
            label={label('templates')}
            extra={t('serviceItems.form.templatesHint')}
            rules={[schemaRule(shape.templateIds, label('templates'))]}
          >
            <Select
              mode="multiple"
              allowClear
              maxCount={SERVICE_ITEM_TEMPLATES_MAX}
              loading={templates.isPending}
              placeholder={t('serviceItems.form.pickTemplates')}
              showSearch={{ optionFilterProp: 'label' }}
              options={(templates.data?.list ?? []).map((x) => ({
                value: x.id,
                label: x.enabled ? x.name : t('serviceItems.form.templateOff', { name: x.name }),
              }))}
              data-testid="service-item-templates"
            />
          </Form.Item>
          <Form.Item
            name="description"
            label={label('description')}
            rules={[schemaRule(shape.description, label('description'))]}
          >
            <Input.TextArea maxLength={SERVICE_ITEM_DESCRIPTION_MAX} showCount rows={3} />
          </Form.Item>
          <Flex gap={12}>
            <Form.Item name="sort" label={label('sort')} style={{ flex: 1 }}>
              <InputNumber min={0} max={999_999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="enabled" label={label('enabled')} valuePropName="checked" style={{ flex: 1 }}>
              <Switch />
            </Form.Item>
          </Flex>
        </Form>
      )}
    </Drawer>
  );
}

/** Translation keys of the form's labels. */
const SERVICE_ITEM_LABEL_KEYS = {
  name: 'serviceItems.fields.name',
  category: 'serviceItems.fields.category',
  price: 'serviceItems.fields.price',
  unit: 'serviceItems.fields.unit',
  individualCommission: 'serviceItems.fields.individualCommission',
  teamCommission: 'serviceItems.fields.teamCommission',
  templates: 'serviceItems.fields.templates',
  description: 'serviceItems.fields.description',
  sort: 'serviceItems.fields.sort',
  enabled: 'serviceItems.fields.enabled',
} as const;
