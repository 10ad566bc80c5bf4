import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TAG_OBJECT_KINDS, type Page } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { get } from '../../../shell/request';
import { TagSelect } from '../../organization';

/** A multiple choice among records found by keyword on the server (customers, products). */
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
      get<Page<{ id: number; name: string }>>(props.url, {
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
      options={(found.data?.list ?? []).map((r) => ({ value: r.id, label: r.name }))}
      data-testid={props.testId}
    />
  );
}

/** The policy's customer, customer-tag and equipment-product conditions (empty: any). */
export function MatchPickers() {
  const { t } = useTranslation();
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
    </>
  );
}
