import { useState } from 'react';
import { Button, Input, Modal, Result } from 'antd';
import { Form } from '../Form';
import dayjs from 'dayjs';
import type { ZodType } from 'zod';
import { startDownloadPolling } from '../../shell/downloads/center';
import { showFieldError, useFieldRules } from '../../shell/form-rules';
import { isCancel } from '../../shell/request';

const FIELDS = ['fileName'] as const;

/** The texts of one export, in the caller's language. */
export interface ExportTexts {
  title: string;
  fileName: string;
  /** Under the name: what the file will hold. */
  scope: string;
  start: string;
  cancel: string;
  close: string;
  queued: string;
  /** The help once queued, given the file's name. */
  queuedHelp(name: string): string;
}

interface Props {
  /** Prefix of the test ids: `<testId>-form`, `-name`, `-queued`. */
  testId: string;
  texts: ExportTexts;
  /** The start of the suggested file name (the list's name); today's date follows it. */
  nameStart: string;
  nameMax: number;
  /** The schema of the file name, for the form's rules. */
  nameSchema: ZodType;
  /** Queues the export; undefined when it did not start (the refusal is shown already). */
  start(fileName: string): Promise<unknown>;
  onClose(): void;
}

/**
 * An export through the download centre (spec-business §5 "export needs a file name"): asks the
 * file name, queues the .xlsx and says it will be in the download centre, which tells when it is ready.
 */
export function ExportModal({ testId, texts, nameStart, nameMax, nameSchema, start, onClose }: Props) {
  const rules = useFieldRules();
  const [form] = Form.useForm<{ fileName: string }>();
  const [saving, setSaving] = useState(false);
  const [queued, setQueued] = useState<string | null>(null);

  const save = async ({ fileName }: { fileName: string }) => {
    setSaving(true);
    try {
      const done = await start(fileName.trim());
      if (done === undefined || isCancel(done)) return;
      setQueued(fileName.trim());
      startDownloadPolling();
    } catch (error) {
      showFieldError(form, error, FIELDS);
    } finally {
      setSaving(false);
    }
  };

  if (queued)
    return (
      <Modal
        open
        title={texts.title}
        onCancel={onClose}
        footer={<Button onClick={onClose}>{texts.close}</Button>}
        destroyOnHidden
      >
        <Result
          status="success"
          title={texts.queued}
          subTitle={texts.queuedHelp(`${queued}.xlsx`)}
          data-testid={`${testId}-queued`}
        />
      </Modal>
    );

  return (
    <Modal
      open
      title={texts.title}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={texts.start}
      cancelText={texts.cancel}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ fileName: `${nameStart}-${dayjs().format('YYYY-MM-DD')}` }}
        onFinish={(v) => void save(v)}
        data-testid={`${testId}-form`}
      >
        <Form.Item
          name="fileName"
          label={texts.fileName}
          extra={texts.scope}
          rules={rules.field(nameSchema, texts.fileName)}
        >
          <Input maxLength={nameMax} showCount suffix=".xlsx" data-testid={`${testId}-name`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
