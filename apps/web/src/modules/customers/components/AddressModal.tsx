import { useState } from 'react';
import { Checkbox, Col, Input, Modal, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_DETAIL_MAX,
  ADDRESS_PART_MAX,
  ADDRESS_TYPES,
  addressFields,
  type AddressType,
  type CustomerAddress,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { isCancel } from '../../../shell/request';
import { ADDRESS_FIELDS, saveAddress } from '../api';
import { showServerError } from '../errors';
import { useLocale } from '../hooks';
import { showAddressWarnings } from './address-warnings';
import { useAddressTypeOptions } from './labels';

interface AddressValues {
  type: AddressType;
  province: string;
  city?: string;
  region?: string;
  detail?: string;
  isDefault?: boolean;
}

interface Props {
  customerId: number;
  /** The address to edit; none adds one. */
  address?: Pick<CustomerAddress, 'id' | 'type' | 'province' | 'city' | 'region' | 'detail' | 'isDefault'>;
  /** The customer has no address yet: this one becomes the default anyway. */
  first: boolean;
  onClose(): void;
  onDone(): void;
}

/**
 * Adds or edits an address of a customer. The server places it on the map; when it cannot, the
 * address is saved without coordinates and the user is told to enter a more detailed address.
 */
export function AddressModal({ customerId, address, first, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const locale = useLocale();
  const typeOptions = useAddressTypeOptions();
  const [form] = Form.useForm<AddressValues>();
  const [saving, setSaving] = useState(false);

  const save = async (values: AddressValues) => {
    setSaving(true);
    try {
      const result = await saveAddress({
        id: address?.id,
        customerId,
        type: values.type,
        province: values.province,
        city: values.city || null,
        region: values.region || null,
        detail: values.detail || null,
        ...(values.isDefault ? { isDefault: true } : {}),
      });
      if (isCancel(result)) return;
      showAddressWarnings(result.warnings, t);
      onDone();
    } catch (error) {
      showServerError(form, error, ADDRESS_FIELDS, locale);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t(address ? 'customers.address.editTitle' : 'customers.address.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('customers.common.save')}
      cancelText={t('customers.common.cancel')}
      destroyOnHidden
      width={640}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          address
            ? {
                type: address.type,
                province: address.province,
                city: address.city ?? undefined,
                region: address.region ?? undefined,
                detail: address.detail ?? undefined,
              }
            : { type: ADDRESS_TYPES.service }
        }
        onFinish={(v) => void save(v)}
        data-testid="address-form"
      >
        <Row gutter={8}>
          <Col span={6}>
            <Form.Item name="type" label={t('customers.address.type')}>
              <Select options={typeOptions} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="province"
              label={t('customers.address.province')}
              rules={rules.field(addressFields.province, t('customers.address.province'))}
            >
              <Input maxLength={ADDRESS_PART_MAX} showCount />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="city" label={t('customers.address.city')}>
              <Input maxLength={ADDRESS_PART_MAX} showCount />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="region" label={t('customers.address.region')}>
              <Input maxLength={ADDRESS_PART_MAX} showCount />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="detail" label={t('customers.address.detail')}>
          <Input maxLength={ADDRESS_DETAIL_MAX} showCount />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('customers.address.geocodeHint')}</Typography.Paragraph>
        {!address?.isDefault && !first && (
          <Form.Item name="isDefault" valuePropName="checked">
            <Checkbox>{t('customers.common.makeDefault')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
