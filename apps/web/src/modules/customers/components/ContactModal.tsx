import { useState } from 'react';
import { Checkbox, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTACT_NAME_MAX, PHONE_LENGTH, contactFields, type CustomerContact } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { isCancel } from '../../../shell/request';
import { CONTACT_FIELDS, saveContact } from '../api';
import { showServerError } from '../errors';
import { useLocale } from '../hooks';

interface Values {
  name: string;
  phone: string;
  isDefault?: boolean;
}

interface Props {
  customerId: number;
  /** The contact to edit; none adds one. */
  contact?: Pick<CustomerContact, 'id' | 'name' | 'phone' | 'isDefault'>;
  onClose(): void;
  onDone(): void;
}

/** Adds or edits a contact of a customer: name and an 11-digit phone (spec-business §5). */
export function ContactModal({ customerId, contact, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const result = await saveContact({
        id: contact?.id,
        customerId,
        name: values.name,
        phone: values.phone,
        ...(values.isDefault ? { isDefault: true } : {}),
      });
      if (!isCancel(result)) onDone();
    } catch (error) {
      showServerError(form, error, CONTACT_FIELDS, locale);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t(contact ? 'customers.contact.editTitle' : 'customers.contact.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('customers.common.save')}
      cancelText={t('customers.common.cancel')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={contact ? { name: contact.name, phone: contact.phone } : {}}
        onFinish={(v) => void save(v)}
        data-testid="contact-form"
      >
        <Form.Item
          name="name"
          label={t('customers.contact.name')}
          rules={rules.field(contactFields.name, t('customers.contact.name'))}
        >
          <Input maxLength={CONTACT_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('customers.contact.phone')}
          rules={rules.field(contactFields.phone, t('customers.contact.phone'))}
        >
          <Input maxLength={PHONE_LENGTH} inputMode="numeric" />
        </Form.Item>
        {!contact?.isDefault && (
          <Form.Item name="isDefault" valuePropName="checked">
            <Checkbox>{t('customers.common.makeDefault')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
