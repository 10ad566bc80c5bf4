import { useEffect, useRef } from 'react';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTACT_NAME_MAX, addressText, orderCreateSchema, type FieldDef } from '@fieldline/domain';
import { AddressControl } from '../../../../components/CustomFields/controls/PlaceControls';
import { useCustomerDetail, useCustomerProducts } from '../../api';
import type { SystemFieldRule } from '../../hooks';
import { useOrderRules } from '../../rules';
import { CustomerPicker } from '../pickers';

interface Props {
  system(key: string): SystemFieldRule;
  /** A customer product named by the page's query (customerProductId + customerProductName). */
  productLabel?: { id: number; name: string };
}

/** A pseudo field for the shared address control (its messages name the field). */
const addressField = (name: string): FieldDef => ({
  id: 'address',
  code: 'address',
  name,
  type: 'address',
  required: false,
  visible: true,
  props: {},
});

/**
 * The customer block of the order form: the customer (required, searched), then one of its contacts
 * and addresses (the defaults are picked; clear one to type another), and the customer product.
 */
export function CustomerSection({ system, productLabel }: Props) {
  const { t } = useTranslation();
  const rules = useOrderRules();
  const form = Form.useFormInstance();
  const customerId = Form.useWatch('customerId', form) as number | undefined;
  const contactId = Form.useWatch('contactId', form) as number | null | undefined;
  const addressId = Form.useWatch('addressId', form) as number | null | undefined;
  const customer = useCustomerDetail(customerId);
  const productRule = system('customerProduct');
  const addressRule = system('serviceAddress');
  const products = useCustomerProducts(productRule.visible ? customerId : undefined);

  // A new customer brings its default contact and address; its products replace the old one's.
  const applied = useRef<number | undefined>(undefined);
  useEffect(() => {
    const c = customer.data;
    if (!c || applied.current === c.id) return;
    const first = applied.current === undefined;
    applied.current = c.id;
    const keepProduct = first && form.getFieldValue('customerProductId');
    form.setFieldsValue({
      contactId: c.contacts.find((x) => x.isDefault)?.id ?? null,
      addressId: c.addresses.find((x) => x.isDefault)?.id ?? null,
      ...(keepProduct ? {} : { customerProductId: null }),
    });
  }, [customer.data, form]);

  const s = orderCreateSchema.shape;
  const productOptions = (products.data?.list ?? []).map((p) => ({
    value: p.id,
    label: p.serialNumber ? `${p.productName} · ${p.serialNumber}` : p.productName,
  }));
  if (productLabel && !productOptions.some((o) => o.value === productLabel.id))
    productOptions.unshift({ value: productLabel.id, label: productLabel.name });

  return (
    <>
      <Form.Item
        name="customerId"
        label={t('orders.fields.customer')}
        rules={[rules.required(t('orders.fields.customer'))]}
      >
        <CustomerPicker data-testid="order-customer" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item
            name="contactId"
            label={t('orders.fields.contact')}
            extra={!contactId && t('orders.form.contactHelp')}
          >
            <Select
              allowClear
              disabled={!customerId}
              placeholder={t('orders.form.typeContact')}
              loading={customer.isFetching}
              options={(customer.data?.contacts ?? []).map((c) => ({
                value: c.id,
                label: `${c.name} ${c.phone}${c.isDefault ? ` (${t('orders.form.default')})` : ''}`,
              }))}
              data-testid="order-contact"
            />
          </Form.Item>
        </Col>
        {!contactId && (
          <>
            <Col xs={12} md={6}>
              <Form.Item
                name="contactName"
                label={t('orders.fields.contactName')}
                rules={rules.optional(s.contactName, t('orders.fields.contactName'))}
              >
                <Input maxLength={CONTACT_NAME_MAX} data-testid="order-contact-name" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                name="contactPhone"
                label={t('orders.fields.contactPhone')}
                rules={rules.optional(s.contactPhone, t('orders.fields.contactPhone'))}
              >
                <Input maxLength={11} inputMode="tel" data-testid="order-contact-phone" />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      {addressRule.visible && (
        <>
          <Form.Item
            name="addressId"
            label={t('orders.fields.address')}
            extra={!addressId && t('orders.form.addressHelp')}
          >
            <Select
              allowClear
              disabled={!customerId || !addressRule.editable}
              placeholder={t('orders.form.typeAddress')}
              options={(customer.data?.addresses ?? []).map((a) => ({
                value: a.id,
                label: `${addressText(a)}${a.isDefault ? ` (${t('orders.form.default')})` : ''}`,
              }))}
              data-testid="order-address"
            />
          </Form.Item>
          {!addressId && (
            <Form.Item name="address" label={t('orders.form.typedAddress')}>
              <AddressControl
                field={addressField(t('orders.fields.address'))}
                disabled={!addressRule.editable}
              />
            </Form.Item>
          )}
        </>
      )}
      {productRule.visible && (
        <Form.Item
          name="customerProductId"
          label={t('orders.fields.customerProduct')}
          rules={productRule.required ? [rules.required(t('orders.fields.customerProduct'))] : []}
        >
          <Select
            allowClear
            disabled={!customerId || !productRule.editable}
            loading={products.isFetching}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent={t('orders.form.noProducts')}
            options={productOptions}
            data-testid="order-customer-product"
          />
        </Form.Item>
      )}
    </>
  );
}
