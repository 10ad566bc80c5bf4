import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_ACCESS, SALES_CONTRACT_ACCESS, TAG_OBJECT_KINDS, type Page } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { get } from '../../../shell/request';
import { useCan } from '../../../shell/session/useCan';
import { TagSelect } from '../../organization';

interface Found {
  id: number;
  name: string;
  contractNo?: string;
  customerName?: string;
}
/** A record as the picker shows it: a contract with its number and customer. */
const labelOf = (r: Found) =>
  [r.contractNo, r.name, r.customerName && `(${r.customerName})`].filter(Boolean).join(' ');

/** A multiple choice among records found by keyword on the server (customers, products, contracts). */
function RemotePicker(props: {
  url: string;
  value?: number[];
  onChange?: (v: number[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['sla', 'pick', props.url, keyword],
    queryFn: () =>
      get<Page<Found>>(props.url, {
        keyword: keyword || undefined,
        pageSize: 50,
        pageIndex: 0,
      }),
  });
  return (
    <Select
      mode="multiple"
      allowClear
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      placeholder={t('sla.policies.any')}
      loading={found.isPending}
      value={props.value}
      onChange={props.onChange}
      options={(found.data?.list ?? []).map((r) => ({ value: r.id, label: labelOf(r) }))}
      data-testid={props.testId}
    />
  );
}

/**
 * The policy's customer, customer-tag, equipment-product and contract conditions (empty: any). The
 * contract pickers show for whoever may read that kind of contract (a policy saved with contracts
 * keeps them either way).
 */
export function MatchPickers() {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <>
      <Form.Item name="customerIds" label={t('sla.policies.customers')}>
        <RemotePicker url="/v2/customer/epCustomerList" testId="sla-customers" />
      </Form.Item>
      <Form.Item name="customerTagIds" label={t('sla.policies.customerTags')}>
        <TagSelect
          objectKind={TAG_OBJECT_KINDS.customer}
          multiple
          allowClear
          placeholder={t('sla.policies.any')}
        />
      </Form.Item>
      <Form.Item name="productIds" label={t('sla.policies.products')}>
        <RemotePicker url="/v2/product/list" testId="sla-products" />
      </Form.Item>
      {can(MAINTENANCE_ACCESS.view) && (
        <Form.Item
          name="maintenanceContractIds"
          label={t('sla.policies.maintenanceContracts')}
          extra={t('sla.policies.contractsHelp')}
        >
          <RemotePicker url="/v2/maintenance/contract/list" testId="sla-maintenance-contracts" />
        </Form.Item>
      )}
      {can(SALES_CONTRACT_ACCESS.view) && (
        <Form.Item name="salesContractIds" label={t('sla.policies.salesContracts')}>
          <RemotePicker url="/v2/salesContract/list" testId="sla-sales-contracts" />
        </Form.Item>
      )}
    </>
  );
}
