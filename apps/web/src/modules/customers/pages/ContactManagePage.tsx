import { useState } from 'react';
import { Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, generatePath } from 'react-router-dom';
import { CUSTOMER_ACCESS, type LinkPersonRow } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import { KEYWORD_LIST } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import type { DataColumn } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { runAction } from '../../../shell/submit';
import { CUSTOMERS_KEY, LINK_PERSON_KEY, deleteContact, fetchLinkPersons, setDefaultContact } from '../api';
import { ContactModal } from '../components/ContactModal';
import { useCan } from '../hooks';
import { CUSTOMER_PATHS } from '../paths';
import { LinkRowActions } from '../components/LinkRowActions';

/**
 * /contactManage: the contacts of every customer I may see, paged on the server; search by the
 * contact's name or phone or the customer's name; open the customer; edit, make default, delete
 * (never a customer's default contact).
 */
export default function ContactManagePage() {
  const { t } = useTranslation();
  const can = useCan();
  const editable = can(CUSTOMER_ACCESS.edit);
  const queryClient = useQueryClient();
  const list = useListState(KEYWORD_LIST);
  const { keyword } = list.filters;
  const [editing, setEditing] = useState<LinkPersonRow | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: [CUSTOMERS_KEY] });
  const act = async (call: () => Promise<unknown>, done: string) => {
    if (!(await runAction(call))) return;
    showToast('success', done);
    reload();
  };

  const columns: DataColumn<LinkPersonRow>[] = [
    {
      key: 'name',
      title: t('customers.contact.name'),
      dataIndex: 'name',
      width: 180,
      render: (name: string, row) => (
        <Space size={4}>
          {name}
          {row.isDefault && <Tag color="blue">{t('customers.common.default')}</Tag>}
        </Space>
      ),
      exportValue: (row) => row.name,
    },
    { key: 'phone', title: t('customers.contact.phone'), dataIndex: 'phone', width: 150 },
    {
      key: 'customer',
      title: t('customers.fields.name'),
      dataIndex: 'customerName',
      width: 260,
      render: (name: string, row) => (
        <Link
          to={generatePath(CUSTOMER_PATHS.contactCustomer, { id: String(row.customerId) })}
          data-testid={`contact-customer-${row.id}`}
        >
          {name}
        </Link>
      ),
      exportValue: (row) => row.customerName,
    },
  ];
  if (editable)
    columns.push({
      title: t('customers.common.actions'),
      fixed: 'right',
      width: 240,
      render: (_v, row) => (
        <LinkRowActions
          kind="contact"
          row={row}
          deleteConfirm={t('customers.contact.deleteConfirm', { name: row.name })}
          onEdit={() => setEditing(row)}
          onSetDefault={() => void act(() => setDefaultContact(row.id), t('customers.common.saved'))}
          onDelete={() => act(() => deleteContact(row.id), t('customers.common.deleted'))}
        />
      ),
    });

  return (
    <>
      <DataTable<LinkPersonRow, { keyword?: string }>
        tableId="contacts"
        queryKey={LINK_PERSON_KEY}
        fetchPage={fetchLinkPersons}
        conditions={{ keyword }}
        list={list}
        columns={columns}
        rowKey="id"
        exportName={t('customers.routes.contactManage')}
        toolbar={
          <ListKeyword
            value={keyword}
            onChange={(next) => list.setFilters({ keyword: next })}
            placeholder={t('customers.contactManage.keyword')}
            aria-label={t('customers.contactManage.keyword')}
            style={{ width: 300 }}
            data-testid="contact-keyword"
          />
        }
      />
      {editing && (
        <ContactModal
          customerId={editing.customerId}
          contact={editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            showToast('success', t('customers.common.saved'));
            reload();
          }}
        />
      )}
    </>
  );
}
