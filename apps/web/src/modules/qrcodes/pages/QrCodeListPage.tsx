import { Button, Card, Descriptions, Flex, Result, Select, Spin, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  QR_CODE_STATE_LIST,
  qrCodeListQuerySchema,
  type QrCodeRow,
  type QrCodeState,
} from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import { defineList } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import type { DataColumn } from '../../../components/DataTable/types';
import { equipmentDetailPath } from '../../equipment';
import { codeListKey, fetchCodes, useBatch, type CodeConditions } from '../api';
import { CODE_STATE_KEYS, CodeStateTag } from '../components/CodeStateTag';
import { LabelSheet } from '../components/LabelSheet';
import { QrImage } from '../components/QrImage';
import { codeDetailPath } from '../paths';

const THUMB_QR_SIZE = 48;
/** The codes' URL: state, keyword and page (the batch is the route's; `print` is the label sheet's). */
const CODE_LIST = defineList({ filters: qrCodeListQuerySchema.pick({ state: true, keyword: true }) });

/** /qrCodeSetting/code/:batch: the codes of a batch with their state and product; ?print=1 opens the label sheet. */
export default function QrCodeListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const batchId = Number(useParams().batch);
  const valid = Number.isSafeInteger(batchId) && batchId > 0;
  const batch = useBatch(batchId, valid);
  const [params, setParams] = useSearchParams();
  const printing = params.get('print') === '1';
  const list = useListState(CODE_LIST);
  const filters = list.filters;

  if (!valid || batch.isError) return <Result status="404" title={t('qrcodes.batch.notFound')} />;
  if (!batch.data) return <Spin />;
  const b = batch.data;
  const print = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('print', '1');
        else next.delete('print');
        return next;
      },
      { replace: true },
    );

  const columns: DataColumn<QrCodeRow>[] = [
    {
      key: 'qr',
      title: t('equipment.fields.qrCode'),
      width: 70,
      render: (_v, row) => <QrImage code={row.code} size={THUMB_QR_SIZE} />,
    },
    {
      key: 'code',
      title: t('qrcodes.code.code'),
      dataIndex: 'code',
      width: 200,
      render: (code: string, row) => (
        <Typography.Link code onClick={() => navigate(codeDetailPath(row.id))} data-testid="qr-open">
          {code}
        </Typography.Link>
      ),
    },
    {
      key: 'state',
      title: t('qrcodes.code.state'),
      dataIndex: 'state',
      width: 100,
      render: (s: QrCodeState) => <CodeStateTag state={s} />,
      exportValue: (row) => t(CODE_STATE_KEYS[row.state]),
    },
    { key: 'serialNumber', title: t('qrcodes.code.serialNumber'), dataIndex: 'serialNumber', width: 170 },
    {
      key: 'product',
      title: t('qrcodes.code.product'),
      width: 200,
      render: (_v, row) =>
        row.customerProductId ? (
          <Typography.Link onClick={() => navigate(equipmentDetailPath(row.customerProductId!))}>
            {row.productName}
          </Typography.Link>
        ) : null,
      exportValue: (row) => row.productName,
    },
    { key: 'customer', title: t('qrcodes.code.customer'), dataIndex: 'customerName', width: 180 },
    {
      key: 'boundAt',
      title: t('qrcodes.code.boundAt'),
      dataIndex: 'boundAt',
      width: 160,
      render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : ''),
    },
  ];

  return (
    <Card
      title={b.name}
      extra={
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => print(true)}
          data-testid="qr-print-open"
        >
          {t('qrcodes.batch.print')}
        </Button>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 4 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('qrcodes.batch.count')}>{b.count}</Descriptions.Item>
        <Descriptions.Item label={t('qrcodes.batch.used')}>{b.usedCount}</Descriptions.Item>
        <Descriptions.Item label={t('qrcodes.batch.createdBy')}>{b.createdByName}</Descriptions.Item>
        <Descriptions.Item label={t('qrcodes.batch.createdAt')}>
          {dayjs(b.createdAt).format('YYYY-MM-DD HH:mm')}
        </Descriptions.Item>
      </Descriptions>
      <DataTable<QrCodeRow, CodeConditions>
        tableId="qrCodes"
        queryKey={codeListKey(batchId)}
        fetchPage={fetchCodes}
        conditions={{ ...filters, batchId }}
        list={list}
        columns={columns}
        rowKey="id"
        exportName={b.name}
        toolbar={
          <Flex gap={8} wrap>
            <ListKeyword
              value={filters.keyword}
              onChange={(keyword) => list.setFilters({ keyword })}
              placeholder={t('qrcodes.code.keyword')}
              aria-label={t('qrcodes.code.keyword')}
              style={{ width: 240 }}
            />
            <Select<QrCodeState>
              allowClear
              placeholder={t('qrcodes.code.state')}
              value={filters.state as QrCodeState | undefined}
              onChange={(v) => list.setFilters({ state: v ?? undefined })}
              options={QR_CODE_STATE_LIST.map((s) => ({ value: s, label: t(CODE_STATE_KEYS[s]) }))}
              style={{ width: 140 }}
              data-testid="qr-state-filter"
            />
          </Flex>
        }
      />
      {printing && <LabelSheet batch={b} onClose={() => print(false)} />}
    </Card>
  );
}
