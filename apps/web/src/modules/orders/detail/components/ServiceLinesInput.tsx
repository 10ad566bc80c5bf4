import { useState } from 'react';
import { Button, Flex, InputNumber, Select, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ORDER_SERVICE_ITEMS_MAX, SERVICE_ITEM_QUANTITY_MAX } from '@fieldline/domain';
import { fetchServiceItems } from '../api';
import { lineAmount, type ExpenseLine } from '../logic/money';

interface Props {
  templateId: number;
  value?: ExpenseLine[];
  onChange?(value: ExpenseLine[]): void;
  id?: string;
}

/**
 * The service items used on the order with their quantities (spec-business §3 "Service payment"):
 * pick from the items usable on the order's template; each line shows price × quantity exactly.
 */
export function ServiceLinesInput({ templateId, value = [], onChange, id }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const items = useQuery({
    queryKey: ['serviceItems', 'forOrder', templateId, keyword],
    queryFn: () => fetchServiceItems(templateId, keyword || undefined),
    retry: false,
  });
  const chosen = new Set(value.map((l) => l.serviceItemId));
  const set = (next: ExpenseLine[]) => onChange?.(next);
  const add = (itemId: number) => {
    const item = items.data?.list.find((i) => i.id === itemId);
    if (!item || chosen.has(itemId)) return;
    set([
      ...value,
      { serviceItemId: item.id, name: item.name, unit: item.unit, price: item.price, quantity: 1 },
    ]);
  };

  return (
    <Flex vertical gap={8} id={id} data-testid="service-lines">
      {value.map((line) => (
        <Flex
          key={line.serviceItemId}
          gap={8}
          align="center"
          wrap
          style={{ padding: 8, border: '1px solid #f0f0f0', borderRadius: 6 }}
          data-testid={`service-line-${line.serviceItemId}`}
        >
          <Flex vertical style={{ flex: '1 1 160px', minWidth: 0 }}>
            <Typography.Text strong ellipsis>
              {line.name}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('orderDetail.payment.unitPrice', { price: line.price, unit: line.unit })}
            </Typography.Text>
          </Flex>
          <InputNumber
            min={1}
            max={SERVICE_ITEM_QUANTITY_MAX}
            precision={0}
            value={line.quantity}
            inputMode="numeric"
            aria-label={t('orderDetail.payment.quantity')}
            style={{ width: 96 }}
            onChange={(q) =>
              set(
                value.map((l) =>
                  l.serviceItemId === line.serviceItemId ? { ...l, quantity: Number(q ?? 1) } : l,
                ),
              )
            }
            data-testid="service-line-quantity"
          />
          <Typography.Text style={{ minWidth: 80, textAlign: 'right' }}>
            {t('orderDetail.payment.money', { amount: lineAmount(line) })}
          </Typography.Text>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('orderDetail.payment.removeLine')}
            onClick={() => set(value.filter((l) => l.serviceItemId !== line.serviceItemId))}
          />
        </Flex>
      ))}
      {items.isError ? (
        <Typography.Text type="secondary" data-testid="service-items-unavailable">
          {t('orderDetail.payment.itemsUnavailable')}
        </Typography.Text>
      ) : (
        <Select<number>
          value={null as unknown as number}
          showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
          placeholder={t('orderDetail.payment.addLine')}
          loading={items.isFetching}
          disabled={value.length >= ORDER_SERVICE_ITEMS_MAX}
          notFoundContent={t('orderDetail.common.noData')}
          options={(items.data?.list ?? [])
            .filter((i) => !chosen.has(i.id))
            .map((i) => ({ value: i.id, label: `${i.name} · ${i.price}/${i.unit}` }))}
          onChange={add}
          style={{ width: '100%' }}
          data-testid="service-line-add"
        />
      )}
    </Flex>
  );
}
