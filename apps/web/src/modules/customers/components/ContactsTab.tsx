import { useState } from 'react';
import { Button, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTACTS_PER_CUSTOMER_MAX, CUSTOMER_ACCESS, type CustomerContact } from '@fieldline/domain';
import { runAction } from '../../../shell/submit';
import { deleteContact, setDefaultContact } from '../api';
import { useCan } from '../hooks';
import { ContactModal } from './ContactModal';
import { LinkRowActions } from './LinkRowActions';

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
                    <LinkRowActions
                      kind="contact"
                      row={row}
                      deleteConfirm={t('customers.contact.deleteConfirm', { name: row.name })}
                      onEdit={() => setEditing(row)}
                      onSetDefault={() => void act(() => setDefaultContact(row.id))}
                      onDelete={() => act(() => deleteContact(row.id))}
                    />
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
