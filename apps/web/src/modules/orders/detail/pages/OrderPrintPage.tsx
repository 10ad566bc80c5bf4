import { Button, Flex, Result, Spin, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  FORM_KINDS,
  ORDER_PRINT_MAX,
  VALIDATION_MESSAGES,
  type FieldDef,
  type Messages,
} from '@fieldline/domain';
import { useLocale } from '../../../../shell/useLocale';
import { fetchFieldSet, fieldSetKey } from '../../../forms';
import { ORDERS_KEY, fetchPrintSheets } from '../api';
import { parsePrintIds } from '../paths';
import { PrintSheet } from '../components/PrintSheet';
import '../components/print.css';

/**
 * /order/print?ids=1,2 (signed in): a printable sheet per order (fields, custom values, service
 * items, totals, signature), each on its own A4 page; at most 50 orders (spec-business §5).
 */
export default function OrderPrintPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { ids, tooMany } = parsePrintIds(params.get('ids'));
  const sheets = useQuery({
    queryKey: [ORDERS_KEY, 'print', ids.join(',')],
    queryFn: () => fetchPrintSheets(ids),
    enabled: ids.length > 0 && !tooMany,
    retry: false,
  });
  const list = sheets.data?.list ?? [];
  const templateIds = [...new Set(list.map((o) => o.templateId))];
  const fieldSets = useQueries({
    queries: templateIds.map((id) => ({
      queryKey: fieldSetKey(FORM_KINDS.order, id),
      queryFn: () => fetchFieldSet(FORM_KINDS.order, id, { silent: true }),
    })),
  });
  const fieldsOf = (templateId: number): FieldDef[] =>
    fieldSets[templateIds.indexOf(templateId)]?.data?.fields ?? [];

  if (!ids.length) return <Result status="warning" title={t('orderDetail.print.none')} />;
  // The domain's message (spec-business §5 "at most 50 orders printed"), added by the orders schema.
  const printMax = (VALIDATION_MESSAGES as Record<string, Messages>).printMax;
  if (tooMany)
    return (
      <Result
        status="warning"
        title={printMax?.[locale] ?? t('orderDetail.print.tooMany', { max: ORDER_PRINT_MAX })}
        data-testid="print-too-many"
      />
    );
  if (sheets.isError) return <Result status="404" title={t('orderDetail.print.notFound')} />;
  if (!sheets.data) return <Spin style={{ display: 'block', margin: 48 }} />;

  return (
    <div className="order-print-root">
      <div className="order-print-toolbar">
        <Flex vertical>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('orderDetail.print.title')}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('orderDetail.print.count', { count: list.length, max: ORDER_PRINT_MAX })}
          </Typography.Text>
        </Flex>
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
          data-testid="print-now"
        >
          {t('orderDetail.print.print')}
        </Button>
      </div>
      {list.map((o) => (
        <PrintSheet key={o.id} order={o} fields={fieldsOf(o.templateId)} />
      ))}
    </div>
  );
}
