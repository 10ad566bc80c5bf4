import { useState } from 'react';
import { Alert, Button, Flex, Modal, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MAX_ROWS,
  type ProductImportError,
  type ProductImportResult,
} from '@fieldline/domain';
import { isApiError, isCancel } from '../../../shell/request';
import { IMPORT_TEMPLATE_URL, importProducts } from '../api';

const MODAL_WIDTH = 720;
const ERRORS_PAGE_SIZE = 10;
const MB = 1024 * 1024;

interface Props {
  onClose(): void;
  /** Some rows were saved: the list should reload. */
  onImported(): void;
}

/** Import from the .xlsx template: download the template, upload the file, see the refused rows. */
export function ImportModal({ onClose, onImported }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ProductImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (file: File) => {
    setBusy(true);
    setFailure(null);
    setResult(null);
    try {
      const answer = await importProducts(file, file.name);
      if (isCancel(answer)) return;
      setResult(answer);
      if (answer.created + answer.updated > 0) onImported();
    } catch (error) {
      // a refusal of the whole file (format, header, size) shows here; others were shown as a message
      if (isApiError(error) && error.field === 'file') setFailure(error.message);
    } finally {
      setBusy(false);
    }
  };

  const columns = [
    { key: 'row', title: t('products.import.row'), dataIndex: 'row', width: 90 },
    { key: 'column', title: t('products.import.column'), dataIndex: 'column', width: 140 },
    { key: 'message', title: t('products.import.reason'), dataIndex: 'message' },
  ];

  return (
    <Modal
      open
      width={MODAL_WIDTH}
      title={t('products.import.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('products.common.close')}</Button>}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary">
            {t('products.import.hint', {
              rows: PRODUCT_IMPORT_MAX_ROWS,
              size: PRODUCT_IMPORT_MAX_BYTES / MB,
            })}
          </Typography.Text>
          <Button
            icon={<DownloadOutlined />}
            href={IMPORT_TEMPLATE_URL}
            data-testid="product-import-template"
          >
            {t('products.import.template')}
          </Button>
        </Flex>
        <Upload.Dragger
          accept=".xlsx"
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
          data-testid="product-import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{busy ? t('products.import.busy') : t('products.import.drop')}</p>
          <p className="ant-upload-hint">{t('products.import.overwrite')}</p>
        </Upload.Dragger>
        {failure && <Alert type="error" showIcon title={failure} data-testid="product-import-failure" />}
        {result && (
          <Alert
            type={result.failed ? 'warning' : 'success'}
            showIcon
            data-testid="product-import-result"
            title={t('products.import.summary', {
              total: result.total,
              created: result.created,
              updated: result.updated,
              failed: result.failed,
            })}
          />
        )}
        {result && result.errors.length > 0 && (
          <Table<ProductImportError>
            size="small"
            rowKey={(e) => `${e.row}:${e.column}`}
            columns={columns}
            dataSource={result.errors}
            pagination={{ pageSize: ERRORS_PAGE_SIZE, hideOnSinglePage: true }}
            data-testid="product-import-errors"
          />
        )}
      </Flex>
    </Modal>
  );
}
