import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Radio, Result, Row, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  FORM_KINDS,
  PROCESS_NODES,
  PROCESS_NODE_LABELS,
  RECEIPT_MODES,
  isFormKind,
  type FormKind,
} from '@fieldline/domain';
import { currentLocale } from '../../../shell/i18n';
import { showToast } from '../../../shell/notify';
import { useGatedFeature } from '../../../shell/paid';
import { isCancel } from '../../../shell/request';
import { useSaveSettings, useTemplateFields } from '../api';
import {
  TEMPLATE_CENTER_PATH,
  TEMPLATE_TYPE_KINDS,
  designerPath,
  idParam,
  type TemplateType,
} from '../center';
import { FieldAccessTable } from '../components/FieldAccessTable';
import { SwitchRow } from '../components/SwitchRow';
import {
  accessRows,
  draftToSettings,
  isLockedNode,
  sameSettings,
  setFieldAccess,
  setNode,
  settingsToDraft,
  type SettingsDraft,
} from '../settings';
import { useLeaveGuard } from '../../../components/useLeaveGuard';

/** The kind named by the spec's `orderType` query ('order' | 'event', or a kind number). */
function kindOf(orderType: string | null): FormKind {
  if (orderType && orderType in TEMPLATE_TYPE_KINDS) return TEMPLATE_TYPE_KINDS[orderType as TemplateType];
  const n = Number(orderType);
  return isFormKind(n) ? n : FORM_KINDS.order;
}

/** /templateCenter/processSetting?id&templateName&orderType&sys_code: one template's process settings. */
export default function ProcessSettingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = idParam(search.get('id'));
  if (!id)
    return (
      <Result
        status="warning"
        title={t('templates.process.noTemplate')}
        extra={
          <Button type="primary" onClick={() => void navigate(TEMPLATE_CENTER_PATH)}>
            {t('templates.process.backToCenter')}
          </Button>
        }
      />
    );
  return (
    <ProcessSettingEditor
      key={id}
      templateId={id}
      kind={kindOf(search.get('orderType'))}
      nameHint={search.get('templateName') ?? ''}
    />
  );
}

interface EditorProps {
  templateId: number;
  kind: FormKind;
  nameHint: string;
}

function ProcessSettingEditor({ templateId, kind, nameHint }: EditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useTemplateFields({ templateId, kind });
  const save = useSaveSettings();
  const [state, setState] = useState<{ saved: SettingsDraft; draft: SettingsDraft; at: number } | null>(null);

  const rows = useMemo(
    () => (query.data ? accessRows(query.data.systemFields, query.data.fields, query.data.order) : []),
    [query.data],
  );
  const keys = useMemo(() => rows.map((r) => r.key), [rows]);
  const dirty = !!state && !sameSettings(state.draft, state.saved, keys);

  // Loaded (or reloaded while nothing is changed): the server's settings become the page's state.
  if (query.data && (!state || (state.at !== query.dataUpdatedAt && !dirty))) {
    const loaded = settingsToDraft(query.data.template.settings);
    setState({ saved: loaded, draft: loaded, at: query.dataUpdatedAt });
  }
  useLeaveGuard(dirty);

  if (query.isError)
    return (
      <Result
        status="warning"
        title={t('templates.process.loadFailed')}
        extra={
          <Button type="primary" onClick={() => void navigate(TEMPLATE_CENTER_PATH)}>
            {t('templates.process.backToCenter')}
          </Button>
        }
      />
    );
  if (!query.data || !state) return <Spin style={{ display: 'block', margin: '64px auto' }} />;

  const template = query.data.template;
  const { draft } = state;
  const edit = (next: SettingsDraft) => setState({ ...state, draft: next });
  const submit = async () => {
    const settings = draftToSettings(draft, keys);
    try {
      if (isCancel(await save.mutateAsync({ id: template.id, settings }))) return;
    } catch {
      return; // the request client showed the refusal
    }
    setState((s) => s && { ...s, saved: s.draft });
    showToast('success', t('templates.common.saved'));
  };

  return (
    <Card
      title={t('templates.process.title', { name: template.name || nameHint })}
      extra={
        <Space wrap>
          <Button onClick={() => void navigate(designerPath(template))}>
            {t('templates.template.designForm')}
          </Button>
          <Button disabled={!dirty} onClick={() => edit(state.saved)}>
            {t('templates.process.discard')}
          </Button>
          <Button
            type="primary"
            disabled={!dirty}
            loading={save.isPending}
            onClick={() => void submit()}
            data-testid="process-save"
          >
            {t('templates.common.save')}
          </Button>
        </Space>
      }
    >
      <Flex vertical gap={16}>
        {dirty && <Alert type="warning" showIcon title={t('templates.process.unsaved')} />}
        {template.kind === FORM_KINDS.order ? (
          <OrderSections draft={draft} edit={edit} />
        ) : template.kind === FORM_KINDS.event ? (
          <EventSection draft={draft} edit={edit} />
        ) : null}
        <Card type="inner" title={t('templates.access.title')} extra={t('templates.access.hint')}>
          <FieldAccessTable
            rows={rows}
            access={draft.fieldAccess}
            onChange={(key, right, roles) => edit(setFieldAccess(draft, key, right, roles))}
          />
        </Card>
      </Flex>
    </Card>
  );
}

interface SectionProps {
  draft: SettingsDraft;
  edit(next: SettingsDraft): void;
}

/** Work-order templates: the eleven process nodes and the order rules. */
function OrderSections({ draft, edit }: SectionProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  // completion approval is a paid feature: switching it on is gated, switching it off never
  const { guard } = useGatedFeature('approval');
  return (
    <>
      <Card type="inner" title={t('templates.process.nodes')} extra={t('templates.process.nodesHint')}>
        <Row gutter={[32, 0]}>
          {PROCESS_NODES.map((node) => (
            <Col key={node} xs={24} sm={12} lg={8}>
              <SwitchRow
                label={PROCESS_NODE_LABELS[node][locale]}
                checked={draft.nodes[node]}
                onChange={(on) => edit(setNode(draft, node, on))}
                lockedHint={isLockedNode(node) ? t('templates.process.lockedNode') : undefined}
                testId={`node-${node}`}
              />
            </Col>
          ))}
        </Row>
      </Card>
      <Card type="inner" title={t('templates.process.rules')}>
        <SwitchRow
          label={t('templates.process.allowRefuse')}
          help={t('templates.process.allowRefuseHelp')}
          checked={draft.allowRefuse}
          onChange={(on) => edit({ ...draft, allowRefuse: on })}
          testId="setting-allowRefuse"
        />
        <SwitchRow
          label={t('templates.process.completionApproval')}
          help={t('templates.process.completionApprovalHelp')}
          checked={draft.completionApproval}
          onChange={(on) =>
            on
              ? guard(() => edit({ ...draft, completionApproval: true }))()
              : edit({ ...draft, completionApproval: false })
          }
          testId="setting-completionApproval"
        />
        <SwitchRow
          label={t('templates.process.tagsRequired')}
          help={t('templates.process.tagsRequiredHelp')}
          checked={draft.tagsRequired}
          onChange={(on) => edit({ ...draft, tagsRequired: on })}
          testId="setting-tagsRequired"
        />
        <Form.Item label={t('templates.process.receiptMode')} extra={t('templates.process.receiptModeHelp')}>
          <Radio.Group
            value={draft.receiptMode}
            onChange={(e) => edit({ ...draft, receiptMode: e.target.value as SettingsDraft['receiptMode'] })}
            options={RECEIPT_MODES.map((m) => ({
              value: m,
              label: t(`templates.process.receiptModes.${m}`),
            }))}
            data-testid="setting-receiptMode"
          />
        </Form.Item>
      </Card>
    </>
  );
}

/** Event templates: which parts an event of this template has. */
function EventSection({ draft, edit }: SectionProps) {
  const { t } = useTranslation();
  const switches = [
    ['enableServiceItem', t('templates.process.enableServiceItem')],
    ['enablePriority', t('templates.process.enablePriority')],
    ['enableCustomer', t('templates.process.enableCustomer')],
  ] as const;
  return (
    <Card type="inner" title={t('templates.process.eventSwitches')}>
      {switches.map(([key, label]) => (
        <SwitchRow
          key={key}
          label={label}
          checked={draft[key]}
          onChange={(on) => edit({ ...draft, [key]: on })}
          testId={`setting-${key}`}
        />
      ))}
    </Card>
  );
}
