import { useState } from 'react';
import { Alert, Button, Flex, Modal, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_IMPORT_MAX_BYTES,
  CUSTOMER_IMPORT_MAX_ROWS,
  type CustomerImportError,
  type CustomerImportResult,
} from '@fieldline/domain';
import { isApiError, isCancel } from '../../../shell/request';
import { CUSTOMER_IMPORT_TEMPLATE_URL, importCustomers } from '../api';

const MODAL_WIDTH = 760;
const ERRORS_PAGE_SIZE = 10;
const MB = 1024 * 1024;

interface Props {
  onClose(): void;
  /** Some rows were saved: the list should reload. */
  onImported(): void;
}

/**
 * Customer import (issue 6): download the template (with the custom fields I may fill), upload the
 * filled .xlsx, then see the counts and the refused rows (row, column, reason); the good rows are
 * saved.
 */
export function CustomerImportModal({ onClose, onImported }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CustomerImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (file: File) => {
    setBusy(true);
    setFailure(null);
    setResult(null);
    try {
      const answer = await importCustomers(file, file.name);
      if (isCancel(answer)) return;
      setResult(answer);
      if (answer.saved > 0) onImported();
    } catch (error) {
      // a refusal of the whole file (type, size, header, rows) shows here; others were a message
      if (isApiError(error) && error.field === 'file') setFailure(error.message);
    } finally {
      setBusy(false);
    }
  };

  const columns = [
    { key: 'row', title: t('customers.import.row'), dataIndex: 'row', width: 90 },
    { key: 'field', title: t('customers.import.column'), dataIndex: 'field', width: 160 },
    { key: 'message', title: t('customers.import.reason'), dataIndex: 'message' },
  ];

  return (
    <Modal
      open
      width={MODAL_WIDTH}
      title={t('customers.import.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('customers.common.close')}</Button>}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary">
            {t('customers.import.hint', {
              rows: CUSTOMER_IMPORT_MAX_ROWS,
              size: CUSTOMER_IMPORT_MAX_BYTES / MB,
            })}
          </Typography.Text>
          <Button
            icon={<DownloadOutlined />}
            href={CUSTOMER_IMPORT_TEMPLATE_URL}
            data-testid="customer-import-template"
          >
            {t('customers.import.template')}
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
          data-testid="customer-import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{busy ? t('customers.import.busy') : t('customers.import.drop')}</p>
          <p className="ant-upload-hint">{t('customers.import.rules')}</p>
        </Upload.Dragger>
        {failure && <Alert type="error" showIcon title={failure} data-testid="customer-import-failure" />}
        {result && (
          <Alert
            type={result.failed ? 'warning' : 'success'}
            showIcon
            data-testid="customer-import-result"
            title={t('customers.import.summary', {
              total: result.total,
              saved: result.saved,
              failed: result.failed,
            })}
          />
        )}
        {result && result.errors.length > 0 && (
          <Table<CustomerImportError>
            size="small"
            rowKey={(e) => `${e.row}:${e.field}`}
            columns={columns}
            dataSource={result.errors}
            pagination={{ pageSize: ERRORS_PAGE_SIZE, hideOnSinglePage: true }}
            data-testid="customer-import-errors"
          />
        )}
      </Flex>
    </Modal>
  );
}
