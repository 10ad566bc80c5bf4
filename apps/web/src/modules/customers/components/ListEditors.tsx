import { Button, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ADDRESSES_PER_CUSTOMER_MAX,
  ADDRESS_DETAIL_MAX,
  ADDRESS_PART_MAX,
  CONTACTS_PER_CUSTOMER_MAX,
  CONTACT_NAME_MAX,
  PHONE_LENGTH,
  addressFields,
  contactFields,
} from '@fieldline/domain';
import { useFieldRules } from '../../../shell/form-rules';
import { useAddressTypeOptions } from './labels';

/** Marks one entry of a list as its default and clears the others. */
function useMakeDefault(list: string) {
  const form = Form.useFormInstance();
  return (index: number) => {
    const items = (form.getFieldValue(list) ?? []) as { isDefault?: boolean }[];
    form.setFieldValue(
      list,
      items.map((item, i) => ({ ...item, isDefault: i === index })),
    );
  };
}

/** After a removal, the first entry becomes the default when none is. */
function useKeepDefault(list: string) {
  const form = Form.useFormInstance();
  return () => {
    const items = (form.getFieldValue(list) ?? []) as { isDefault?: boolean }[];
    if (items.length && !items.some((i) => i.isDefault))
      form.setFieldValue(
        list,
        items.map((item, i) => ({ ...item, isDefault: i === 0 })),
      );
  };
}

/** The contacts of a new customer: at least one, one of them the default. */
export function ContactsEditor() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const makeDefault = useMakeDefault('contacts');
  const keepDefault = useKeepDefault('contacts');
  return (
    <Form.List name="contacts">
      {(items, { add, remove }, { errors }) => (
        <>
          {items.map((item, index) => (
            <Row key={item.key} gutter={8} align="top" data-testid={`contact-row-${index}`}>
              <Col span={8}>
                <Form.Item
                  name={[item.name, 'name']}
                  label={index === 0 ? t('customers.contact.name') : undefined}
                  rules={rules.field(contactFields.name, t('customers.contact.name'))}
                >
                  <Input maxLength={CONTACT_NAME_MAX} showCount placeholder={t('customers.contact.name')} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item
                  name={[item.name, 'phone']}
                  label={index === 0 ? t('customers.contact.phone') : undefined}
                  rules={rules.field(contactFields.phone, t('customers.contact.phone'))}
                >
                  <Input
                    maxLength={PHONE_LENGTH}
                    inputMode="numeric"
                    placeholder={t('customers.contact.phone')}
                  />
                </Form.Item>
              </Col>
              <Col span={5}>
                <Form.Item
                  name={[item.name, 'isDefault']}
                  valuePropName="checked"
                  label={index === 0 ? ' ' : undefined}
                >
                  <Checkbox onChange={() => makeDefault(index)}>{t('customers.common.default')}</Checkbox>
                </Form.Item>
              </Col>
              <Col span={3}>
                {items.length > 1 && (
                  <Form.Item label={index === 0 ? ' ' : undefined}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('customers.common.remove')}
                      onClick={() => {
                        remove(item.name);
                        keepDefault();
                      }}
                    />
                  </Form.Item>
                )}
              </Col>
            </Row>
          ))}
          <Form.ErrorList errors={errors} />
          {items.length < CONTACTS_PER_CUSTOMER_MAX && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ isDefault: false })} block>
              {t('customers.contact.add')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}

/** The addresses of a new customer: any number, one of them the default. */
export function AddressesEditor() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const typeOptions = useAddressTypeOptions();
  const makeDefault = useMakeDefault('addresses');
  const keepDefault = useKeepDefault('addresses');
  const form = Form.useFormInstance();
  return (
    <Form.List name="addresses">
      {(items, { add, remove }, { errors }) => (
        <>
          {items.map((item, index) => (
            <div key={item.key} className="customer-address-row" data-testid={`address-row-${index}`}>
              <Row gutter={8}>
                <Col span={6}>
                  <Form.Item name={[item.name, 'type']} label={t('customers.address.type')}>
                    <Select options={typeOptions} />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item
                    name={[item.name, 'province']}
                    label={t('customers.address.province')}
                    rules={rules.field(addressFields.province, t('customers.address.province'))}
                  >
                    <Input maxLength={ADDRESS_PART_MAX} showCount />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item name={[item.name, 'city']} label={t('customers.address.city')}>
                    <Input maxLength={ADDRESS_PART_MAX} showCount />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item name={[item.name, 'region']} label={t('customers.address.region')}>
                    <Input maxLength={ADDRESS_PART_MAX} showCount />
                  </Form.Item>
                </Col>
              </Row>
              <Row gutter={8} align="middle">
                <Col span={14}>
                  <Form.Item name={[item.name, 'detail']} label={t('customers.address.detail')}>
                    <Input maxLength={ADDRESS_DETAIL_MAX} showCount />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item name={[item.name, 'isDefault']} valuePropName="checked" label=" ">
                    <Checkbox onChange={() => makeDefault(index)}>{t('customers.common.default')}</Checkbox>
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item label=" ">
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('customers.common.remove')}
                      onClick={() => {
                        remove(item.name);
                        keepDefault();
                      }}
                    />
                  </Form.Item>
                </Col>
              </Row>
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          {items.length < ADDRESSES_PER_CUSTOMER_MAX && (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() =>
                add({
                  type: typeOptions[0]!.value,
                  isDefault: !(form.getFieldValue('addresses') ?? []).length,
                })
              }
              block
            >
              {t('customers.address.add')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
