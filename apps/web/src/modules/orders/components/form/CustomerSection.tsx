import { useEffect, useMemo, useRef } from 'react';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_NAME_MAX,
  EQUIPMENT_ACCESS,
  addressText,
  orderCreateSchema,
  type FieldDef,
} from '@fieldline/domain';
import { AddressControl } from '../../../../components/CustomFields/controls/PlaceControls';
import { useCan } from '../../../../shell/session/useCan';
import { useSession } from '../../../../shell/session/useSession';
import { useCustomerDetail, useCustomerProducts } from '../../api';
import type { SystemFieldRule } from '../../hooks';
import { typedContactChange } from '../../internal-orders';
import { useOrderRules } from '../../rules';
import { CustomerPicker } from '../pickers';

interface Props {
  system(key: string): SystemFieldRule;
  /** A customer product named by the page's query (customerProductId + customerProductName). */
  productLabel?: { id: number; name: string };
  /** An internal order: the customer may be left out (the contact is then the user by default). */
  customerOptional: boolean;
  /** The user may see customers; without that the picker is not shown (internal orders only). */
  canPickCustomer: boolean;
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
 * The customer block of the order form: the customer (searched; optional on an internal order), then
 * one of its contacts and addresses (the defaults are picked; clear one to type another), and the
 * customer product. Without a customer: a contact typed in (the user by default) and a typed address.
 */
export function CustomerSection({ system, productLabel, customerOptional, canPickCustomer }: Props) {
  const { t } = useTranslation();
  const rules = useOrderRules();
  const form = Form.useFormInstance();
  const { user } = useSession();
  const customerId = Form.useWatch('customerId', form) as number | null | undefined;
  const contactId = Form.useWatch('contactId', form) as number | null | undefined;
  const addressId = Form.useWatch('addressId', form) as number | null | undefined;
  const hasCustomer = !!customerId;
  /** The customer's contacts, addresses and products are offered (always on an external order). */
  const customerParts = hasCustomer || !customerOptional;
  const customer = useCustomerDetail(customerId ?? undefined);
  const productRule = system('customerProduct');
  const addressRule = system('serviceAddress');
  // a customer's equipment is read with product view (spec-business §6: products are their own group);
  // without it (reception) the field keeps what the page brought and nothing is requested
  const pickProducts = useCan()(EQUIPMENT_ACCESS.view);
  const products = useCustomerProducts(
    productRule.visible && pickProducts && customerId ? customerId : undefined,
  );
  const me = useMemo(() => (user ? { name: user.name, phone: user.phone } : null), [user]);

  // A new customer brings its default contact and address; its products replace the old one's.
  // undefined: none applied yet (a product from the page's query is kept); null: customer cleared.
  const applied = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    const c = customer.data;
    if (!c || !hasCustomer || applied.current === c.id) return;
    const first = applied.current === undefined;
    applied.current = c.id;
    const keepProduct = first && form.getFieldValue('customerProductId');
    form.setFieldsValue({
      contactId: c.contacts.find((x) => x.isDefault)?.id ?? null,
      addressId: c.addresses.find((x) => x.isDefault)?.id ?? null,
      ...(keepProduct ? {} : { customerProductId: null }),
    });
  }, [customer.data, hasCustomer, form]);
  // The customer cleared: nothing of it stays picked.
  useEffect(() => {
    if (hasCustomer || applied.current === undefined || applied.current === null) return;
    applied.current = null;
    form.setFieldsValue({ contactId: null, addressId: null, customerProductId: null });
  }, [hasCustomer, form]);
  // Without a customer the contact is the user, filled in to change; a customer brings its own.
  useEffect(() => {
    const change = typedContactChange(
      !customerOptional || hasCustomer,
      form.getFieldsValue(['contactName', 'contactPhone']) as Record<string, string | undefined>,
      me,
    );
    if (change) form.setFieldsValue(change);
  }, [customerOptional, hasCustomer, me, form]);

  const s = orderCreateSchema.shape;
  const productOptions = (products.data?.list ?? []).map((p) => ({
    value: p.id,
    label: p.serialNumber ? `${p.productName} · ${p.serialNumber}` : p.productName,
  }));
  if (productLabel && !productOptions.some((o) => o.value === productLabel.id))
    productOptions.unshift({ value: productLabel.id, label: productLabel.name });

  const contactInputs = (
    <>
      <Col xs={12} md={customerParts ? 6 : 12}>
        <Form.Item
          name="contactName"
          label={t('orders.fields.contactName')}
          rules={rules.optional(s.contactName, t('orders.fields.contactName'))}
        >
          <Input maxLength={CONTACT_NAME_MAX} showCount data-testid="order-contact-name" />
        </Form.Item>
      </Col>
      <Col xs={12} md={customerParts ? 6 : 12}>
        <Form.Item
          name="contactPhone"
          label={t('orders.fields.contactPhone')}
          rules={rules.optional(s.contactPhone, t('orders.fields.contactPhone'))}
        >
          <Input maxLength={11} inputMode="tel" data-testid="order-contact-phone" />
        </Form.Item>
      </Col>
    </>
  );
  const typedAddress = (label: string) => (
    <Form.Item name="address" label={label}>
      <AddressControl field={addressField(t('orders.fields.address'))} disabled={!addressRule.editable} />
    </Form.Item>
  );

  return (
    <>
      {canPickCustomer && (
        <Form.Item
          name="customerId"
          label={customerOptional ? t('orders.form.customerOptional') : t('orders.fields.customer')}
          rules={customerOptional ? [] : [rules.required(t('orders.fields.customer'))]}
          extra={customerOptional && !hasCustomer && t('orders.form.noCustomerHelp')}
        >
          <CustomerPicker allowClear={customerOptional} data-testid="order-customer" />
        </Form.Item>
      )}
      <Row gutter={12}>
        {customerParts && (
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
        )}
        {!contactId && contactInputs}
      </Row>
      {addressRule.visible && !customerParts && typedAddress(t('orders.fields.address'))}
      {addressRule.visible && customerParts && (
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
          {!addressId && typedAddress(t('orders.form.typedAddress'))}
        </>
      )}
      {productRule.visible && customerParts && (
        <Form.Item
          name="customerProductId"
          label={t('orders.fields.customerProduct')}
          rules={productRule.required ? [rules.required(t('orders.fields.customerProduct'))] : []}
        >
          <Select
            allowClear
            disabled={!customerId || !productRule.editable || !pickProducts}
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
