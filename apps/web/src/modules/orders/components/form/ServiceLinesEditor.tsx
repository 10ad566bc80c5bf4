import { Alert, Button, Flex, Form, InputNumber, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ORDER_SERVICE_ITEMS_MAX, SERVICE_ITEM_QUANTITY_MAX } from '@fieldline/domain';
import type { ServiceLineValue } from '../../api';
import { useServiceItems } from '../../api';
import { priceLine, priceServiceLines } from '../../logic';

interface Props {
  templateId: number | undefined;
  disabled?: boolean;
  /** The template makes service items required: at least one line. */
  required?: boolean;
}

/**
 * The order's service items with quantities: each line shows the unit price and its amount, and the
 * total below is exact (integer cents). Items come from those usable on the template.
 */
export function ServiceLinesEditor({ templateId, disabled, required }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const items = useServiceItems(templateId);
  const lines = (Form.useWatch('serviceItems', form) ?? []) as (Partial<ServiceLineValue> | undefined)[];
  const catalogue = items.data?.list ?? [];
  const priced = priceServiceLines(lines, catalogue);
  const taken = new Set(lines.map((l) => l?.serviceItemId).filter(Boolean));

  if (items.isError)
    return <Alert type="warning" showIcon title={t('orders.form.serviceItemsUnavailable')} />;
  return (
    <Form.List
      name="serviceItems"
      rules={[
        {
          validator: async (_rule, value: unknown[] | undefined) => {
            if (required && !value?.length) throw new Error(t('orders.form.serviceItemsRequired'));
          },
        },
      ]}
    >
      {(rows, { add, remove }, { errors }) => (
        <Flex vertical gap={8} data-testid="order-service-lines">
          {rows.map((row, index) => {
            const item = catalogue.find((i) => i.id === lines[index]?.serviceItemId);
            const line = priceLine(lines[index], catalogue);
            return (
              <Flex key={row.key} gap={8} align="start" wrap>
                <Form.Item
                  name={[row.name, 'serviceItemId']}
                  rules={[{ required: true, message: t('orders.form.serviceItemRequired') }]}
                  style={{ flex: '2 1 200px', marginBottom: 0 }}
                >
                  <Select
                    placeholder={t('orders.fields.serviceItem')}
                    disabled={disabled}
                    loading={items.isPending}
                    showSearch={{ optionFilterProp: 'label' }}
                    options={catalogue.map((i) => ({
                      value: i.id,
                      label: i.category ? `${i.name} (${i.category})` : i.name,
                      disabled: taken.has(i.id) && i.id !== lines[index]?.serviceItemId,
                    }))}
                    data-testid={`order-line-item-${index}`}
                  />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'quantity']}
                  rules={[{ required: true, message: t('orders.form.quantityRequired') }]}
                  style={{ flex: '0 0 110px', marginBottom: 0 }}
                >
                  <InputNumber
                    min={1}
                    max={SERVICE_ITEM_QUANTITY_MAX}
                    precision={0}
                    disabled={disabled}
                    placeholder={t('orders.fields.quantity')}
                    style={{ width: '100%' }}
                    data-testid={`order-line-quantity-${index}`}
                  />
                </Form.Item>
                <Typography.Text type="secondary" style={{ flex: '1 1 120px', lineHeight: '32px' }}>
                  {item ? t('orders.form.unitPrice', { price: item.price, unit: item.unit }) : ''}
                </Typography.Text>
                <Typography.Text style={{ flex: '0 0 100px', lineHeight: '32px', textAlign: 'right' }}>
                  {line?.amount ?? ''}
                </Typography.Text>
                {!disabled && (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('orders.common.remove')}
                    onClick={() => remove(row.name)}
                  />
                )}
              </Flex>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Flex justify="space-between" align="center" wrap gap={8}>
            {!disabled && rows.length < ORDER_SERVICE_ITEMS_MAX && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={!templateId || (items.isSuccess && catalogue.length === 0)}
                onClick={() => add({ quantity: 1 })}
                data-testid="order-line-add"
              >
                {t('orders.form.addServiceItem')}
              </Button>
            )}
            {items.isSuccess && catalogue.length === 0 && (
              <Typography.Text type="secondary">{t('orders.form.noServiceItems')}</Typography.Text>
            )}
            <Typography.Text strong data-testid="order-lines-total">
              {t('orders.form.linesTotal', { total: priced.total })}
            </Typography.Text>
          </Flex>
        </Flex>
      )}
    </Form.List>
  );
}
