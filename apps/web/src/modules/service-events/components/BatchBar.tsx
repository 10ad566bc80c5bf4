import { useState } from 'react';
import { Alert, Button, Dropdown, Input, List, Modal, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SERVICE_EVENT_ACTION_LABELS,
  SERVICE_EVENT_BATCH_ACTIONS,
  SERVICE_EVENT_BATCH_MAX,
  SERVICE_EVENT_DATA_CODES,
  SERVICE_EVENT_NOTE_MAX,
  type ServiceEventBatchAction,
  type ServiceEventBatchOutcome,
  type ServiceEventRow,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { showToast } from '../../../shell/notify';
import { useCan } from '../../../shell/session/useCan';
import { submitForm } from '../../../shell/submit';
import { useLocale } from '../../../shell/useLocale';
import { fetchHandlers, runBatch } from '../api';

const DANGER: readonly ServiceEventBatchAction[] = ['delete', 'close'];

/**
 * Batch actions on the chosen events (data permission 620): assign (main owner required), close,
 * delete, put in pool, recall; at most 50 at a time. The server answers per event; the refused ones
 * are listed with their reason, the rest are done.
 */
export function BatchBar({ rows, onDone }: { rows: ServiceEventRow[]; onDone(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const can = useCan();
  const [form] = Form.useForm();
  const [action, setAction] = useState<ServiceEventBatchAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ServiceEventBatchOutcome | null>(null);
  const handlers = useQuery({
    queryKey: ['serviceEvents', 'handlers'],
    queryFn: fetchHandlers,
    enabled: action === 'assign',
  });
  if (!can(SERVICE_EVENT_DATA_CODES.batch)) return null;
  const label = (a: ServiceEventBatchAction) =>
    a === 'delete' ? t('serviceEvents.batch.delete') : SERVICE_EVENT_ACTION_LABELS[a][locale];
  const tooMany = rows.length > SERVICE_EVENT_BATCH_MAX;
  const numbers = new Map(rows.map((r) => [r.id, r.eventNo]));

  const submit = async () => {
    const values = (await validateForm(form)) as { principalUserId?: number; note?: string } | null;
    if (!values || !action) return;
    setBusy(true);
    const result = await submitForm(form, ['principalUserId', 'note'], () =>
      runBatch({ action, ids: rows.map((r) => r.id), ...values }),
    );
    setBusy(false);
    if (!result) return;
    setAction(null);
    if (result.failed) setOutcome(result);
    else showToast('success', t('serviceEvents.batch.allDone', { n: result.succeeded }));
    onDone();
  };

  return (
    <>
      <Dropdown
        disabled={!rows.length || tooMany}
        menu={{
          items: SERVICE_EVENT_BATCH_ACTIONS.map((a) => ({
            key: a,
            label: label(a),
            danger: DANGER.includes(a),
            'data-testid': `event-batch-${a}`,
          })),
          onClick: ({ key }) => {
            form.resetFields();
            setAction(key as ServiceEventBatchAction);
          },
        }}
      >
        <Button data-testid="event-batch">
          {tooMany
            ? t('serviceEvents.batch.tooMany', { max: SERVICE_EVENT_BATCH_MAX })
            : t('serviceEvents.batch.button', { n: rows.length })}
        </Button>
      </Dropdown>
      {action && (
        <Modal
          open
          title={`${label(action)} · ${t('serviceEvents.batch.count', { n: rows.length })}`}
          onCancel={() => setAction(null)}
          onOk={() => void submit()}
          confirmLoading={busy}
          okButtonProps={{
            danger: DANGER.includes(action),
            ...({ 'data-testid': 'event-batch-ok' } as Record<`data-${string}`, string>),
          }}
          destroyOnHidden
        >
          <Form form={form} layout="vertical" data-testid="event-batch-form">
            {action === 'assign' && (
              <Form.Item
                name="principalUserId"
                label={t('serviceEvents.fields.principal')}
                rules={[{ required: true, message: t('serviceEvents.form.principalRequired') }]}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={handlers.isPending}
                  options={(handlers.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
                  data-testid="event-batch-principal"
                />
              </Form.Item>
            )}
            <Form.Item name="note" label={t('serviceEvents.batch.note')}>
              <Input.TextArea rows={2} maxLength={SERVICE_EVENT_NOTE_MAX} showCount />
            </Form.Item>
            <Typography.Text type="secondary">{t('serviceEvents.batch.hint')}</Typography.Text>
          </Form>
        </Modal>
      )}
      {outcome && (
        <Modal
          open
          title={t('serviceEvents.batch.result', { ok: outcome.succeeded, failed: outcome.failed })}
          onCancel={() => setOutcome(null)}
          footer={null}
          data-testid="event-batch-result"
        >
          <Alert type="warning" showIcon message={t('serviceEvents.batch.someRefused')} />
          <List
            size="small"
            dataSource={outcome.results.filter((r) => !r.ok)}
            renderItem={(r) => (
              <List.Item data-testid="event-batch-refused">
                <Typography.Text strong>{numbers.get(r.id) ?? r.id}</Typography.Text>
                <span>{'message' in r ? r.message : ''}</span>
              </List.Item>
            )}
          />
        </Modal>
      )}
    </>
  );
}
