import { useState } from 'react';
import { Button, Checkbox, Col, Form, Input, Modal, Popconfirm, Row, Select, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ADDRESSES_PER_CUSTOMER_MAX,
  ADDRESS_DETAIL_MAX,
  ADDRESS_PART_MAX,
  ADDRESS_TYPES,
  CUSTOMER_ACCESS,
  addressFields,
  type AddressType,
  type CustomerAddress,
} from '@fieldline/domain';
import { useFieldRules } from '../../../shell/form-rules';
import { isCancel } from '../../../shell/request';
import { runAction } from '../../organization/hooks/submit';
import { ADDRESS_FIELDS, deleteAddress, saveAddress, setDefaultAddress } from '../api';
import { showServerError } from '../errors';
import { useCan, useLocale } from '../hooks';
import { addressText, useAddressTypeName, useAddressTypeOptions } from './labels';

interface Props {
  customerId: number;
  addresses: CustomerAddress[];
  onChanged(): void;
}

/** A customer's addresses: add, edit, make default, delete (never the default one). */
export function AddressesTab({ customerId, addresses, onChanged }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const typeName = useAddressTypeName();
  const editable = can(CUSTOMER_ACCESS.edit);
  const [editing, setEditing] = useState<CustomerAddress | 'new' | null>(null);
  const act = async (call: () => Promise<unknown>) => {
    if (await runAction(call)) onChanged();
  };

  return (
    <>
      {editable && addresses.length < ADDRESSES_PER_CUSTOMER_MAX && (
        <Button
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          style={{ marginBottom: 12 }}
          data-testid="address-add"
        >
          {t('customers.address.add')}
        </Button>
      )}
      <Table<CustomerAddress>
        rowKey="id"
        dataSource={addresses}
        pagination={false}
        data-testid="customer-addresses"
        columns={[
          {
            title: t('customers.address.type'),
            dataIndex: 'type',
            width: 140,
            render: (type: AddressType, row) => (
              <Space>
                {typeName(type)}
                {row.isDefault && <Tag color="blue">{t('customers.common.default')}</Tag>}
              </Space>
            ),
          },
          { title: t('customers.fields.address'), render: (_v, row) => addressText(row) },
          ...(editable
            ? [
                {
                  title: t('customers.common.actions'),
                  width: 260,
                  render: (_v: unknown, row: CustomerAddress) => (
                    <Space size={0}>
                      <Button type="link" size="small" onClick={() => setEditing(row)}>
                        {t('customers.common.edit')}
                      </Button>
                      {!row.isDefault && (
                        <Button
                          type="link"
                          size="small"
                          onClick={() => void act(() => setDefaultAddress(row.id))}
                          data-testid={`address-default-${row.id}`}
                        >
                          {t('customers.common.setDefault')}
                        </Button>
                      )}
                      {!row.isDefault && (
                        <Popconfirm
                          title={t('customers.address.deleteConfirm')}
                          onConfirm={() => act(() => deleteAddress(row.id))}
                          okText={t('customers.common.ok')}
                          cancelText={t('customers.common.cancel')}
                        >
                          <Button type="link" size="small" danger data-testid={`address-delete-${row.id}`}>
                            {t('customers.common.delete')}
                          </Button>
                        </Popconfirm>
                      )}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && (
        <AddressModal
          customerId={customerId}
          address={editing === 'new' ? undefined : editing}
          first={addresses.length === 0}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            onChanged();
          }}
        />
      )}
    </>
  );
}

interface AddressValues {
  type: AddressType;
  province: string;
  city?: string;
  region?: string;
  detail?: string;
  isDefault?: boolean;
}

function AddressModal(props: {
  customerId: number;
  address?: CustomerAddress;
  first: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const { customerId, address, first, onClose, onDone } = props;
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
      if (!isCancel(result)) onDone();
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
              <Input maxLength={ADDRESS_PART_MAX} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="city" label={t('customers.address.city')}>
              <Input maxLength={ADDRESS_PART_MAX} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="region" label={t('customers.address.region')}>
              <Input maxLength={ADDRESS_PART_MAX} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="detail" label={t('customers.address.detail')}>
          <Input maxLength={ADDRESS_DETAIL_MAX} />
        </Form.Item>
        {!address?.isDefault && !first && (
          <Form.Item name="isDefault" valuePropName="checked">
            <Checkbox>{t('customers.common.makeDefault')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
