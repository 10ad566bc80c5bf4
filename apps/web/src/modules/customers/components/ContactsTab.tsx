import { useState } from 'react';
import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTACTS_PER_CUSTOMER_MAX, CUSTOMER_ACCESS, type CustomerContact } from '@fieldline/domain';
import { runAction } from '../../organization/hooks/submit';
import { deleteContact, setDefaultContact } from '../api';
import { useCan } from '../hooks';
import { ContactModal } from './ContactModal';

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
