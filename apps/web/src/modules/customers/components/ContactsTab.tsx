import { useState } from 'react';
import { Button, Checkbox, Form, Input, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CONTACTS_PER_CUSTOMER_MAX,
  CONTACT_NAME_MAX,
  CUSTOMER_ACCESS,
  PHONE_LENGTH,
  contactFields,
  type CustomerContact,
} from '@fieldline/domain';
import { useFieldRules } from '../../../shell/form-rules';
import { isCancel } from '../../../shell/request';
import { runAction } from '../../organization/hooks/submit';
import { CONTACT_FIELDS, deleteContact, saveContact, setDefaultContact } from '../api';
import { showServerError } from '../errors';
import { useCan, useLocale } from '../hooks';

interface Props {
  customerId: number;
  contacts: CustomerContact[];
  onChanged(): void;
}

/** A customer's contacts: add, edit, make default, delete (never the default one). */
export function ContactsTab({ customerId, contacts, onChanged }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const editable = can(CUSTOMER_ACCESS.edit);
  const [editing, setEditing] = useState<CustomerContact | 'new' | null>(null);
  const act = async (call: () => Promise<unknown>) => {
    if (await runAction(call)) onChanged();
  };

  return (
    <>
      {editable && contacts.length < CONTACTS_PER_CUSTOMER_MAX && (
        <Button
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          style={{ marginBottom: 12 }}
          data-testid="contact-add"
        >
          {t('customers.contact.add')}
        </Button>
      )}
      <Table<CustomerContact>
        rowKey="id"
        dataSource={contacts}
        pagination={false}
        data-testid="customer-contacts"
        columns={[
          {
            title: t('customers.contact.name'),
            dataIndex: 'name',
            render: (name: string, row) => (
              <Space>
                {name}
                {row.isDefault && <Tag color="blue">{t('customers.common.default')}</Tag>}
              </Space>
            ),
          },
          { title: t('customers.contact.phone'), dataIndex: 'phone' },
          ...(editable
            ? [
                {
                  title: t('customers.common.actions'),
                  width: 260,
                  render: (_v: unknown, row: CustomerContact) => (
                    <Space size={0}>
                      <Button type="link" size="small" onClick={() => setEditing(row)}>
                        {t('customers.common.edit')}
                      </Button>
                      {!row.isDefault && (
                        <Button
                          type="link"
                          size="small"
                          onClick={() => void act(() => setDefaultContact(row.id))}
                          data-testid={`contact-default-${row.id}`}
                        >
                          {t('customers.common.setDefault')}
                        </Button>
                      )}
                      {!row.isDefault && (
                        <Popconfirm
                          title={t('customers.contact.deleteConfirm', { name: row.name })}
                          onConfirm={() => act(() => deleteContact(row.id))}
                          okText={t('customers.common.ok')}
                          cancelText={t('customers.common.cancel')}
                        >
                          <Button type="link" size="small" danger data-testid={`contact-delete-${row.id}`}>
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
        <ContactModal
          customerId={customerId}
          contact={editing === 'new' ? undefined : editing}
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

interface ModalProps {
  customerId: number;
  contact?: CustomerContact;
  onClose(): void;
  onDone(): void;
}

function ContactModal({ customerId, contact, onClose, onDone }: ModalProps) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const locale = useLocale();
  const [form] = Form.useForm<{ name: string; phone: string; isDefault?: boolean }>();
  const [saving, setSaving] = useState(false);

  const save = async (values: { name: string; phone: string; isDefault?: boolean }) => {
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
          <Input maxLength={CONTACT_NAME_MAX} />
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
