import { useState } from 'react';
import { Alert, Button, Flex, Modal, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { isApiError, isCancel, type CancelResult } from '../../shell/request';

const ERRORS_PAGE_SIZE = 10;

/** One refused row of an import: its row number, the column it failed on and why. */
interface RowError {
  row: number;
  message: string;
}

/** The texts of one import, in the caller's language. */
export interface ImportTexts {
  title: string;
  hint: string;
  template: string;
  drop: string;
  busy: string;
  /** Under the drop text: what the import does with existing records. */
  note: string;
  close: string;
  row: string;
  column: string;
  reason: string;
}

interface ImportResult {
  failed: number;
  errors: RowError[];
}

interface Props<R extends ImportResult> {
  /** Prefix of the test ids: `<testId>-template`, `-file`, `-failure`, `-result`, `-errors`. */
  testId: string;
  width: number;
  texts: ImportTexts;
  templateUrl: string;
  upload(file: File): Promise<R | CancelResult>;
  /** Whether the answer saved any row (the list then reloads). */
  savedAny(result: R): boolean;
  summary(result: R): string;
  /** The column a refused row failed on. */
  columnOf(error: R['errors'][number]): string;
  onClose(): void;
  onImported(): void;
}

/** Import from an .xlsx template: download the template, upload the file, see the refused rows. */
export function ImportModal<R extends ImportResult>(props: Props<R>) {
  type E = R['errors'][number];
  const { testId, texts, upload, onClose, onImported } = props;
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<R | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (file: File) => {
    setBusy(true);
    setFailure(null);
    setResult(null);
    try {
      const answer = await upload(file);
      if (isCancel(answer)) return;
      setResult(answer);
      if (props.savedAny(answer)) onImported();
    } catch (error) {
      // a refusal of the whole file (type, size, header, rows) shows here; others were a message
      if (isApiError(error) && error.field === 'file') setFailure(error.message);
    } finally {
      setBusy(false);
    }
  };

  const columns = [
    { key: 'row', title: texts.row, dataIndex: 'row', width: 90 },
    { key: 'column', title: texts.column, width: 160, render: (_v: unknown, e: E) => props.columnOf(e) },
    { key: 'message', title: texts.reason, dataIndex: 'message' },
  ];

  return (
    <Modal
      open
      width={props.width}
      title={texts.title}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{texts.close}</Button>}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary">{texts.hint}</Typography.Text>
          <Button icon={<DownloadOutlined />} href={props.templateUrl} data-testid={`${testId}-template`}>
            {texts.template}
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
          data-testid={`${testId}-file`}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{busy ? texts.busy : texts.drop}</p>
          <p className="ant-upload-hint">{texts.note}</p>
        </Upload.Dragger>
        {failure && <Alert type="error" showIcon title={failure} data-testid={`${testId}-failure`} />}
        {result && (
          <Alert
            type={result.failed ? 'warning' : 'success'}
            showIcon
            data-testid={`${testId}-result`}
            title={props.summary(result)}
          />
        )}
        {result && result.errors.length > 0 && (
          <Table<E>
            size="small"
            rowKey={(e) => `${e.row}:${props.columnOf(e)}`}
            columns={columns}
            dataSource={result.errors}
            pagination={{ pageSize: ERRORS_PAGE_SIZE, hideOnSinglePage: true }}
            data-testid={`${testId}-errors`}
          />
        )}
      </Flex>
    </Modal>
  );
}
