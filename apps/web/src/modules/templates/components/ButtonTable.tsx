import { useRef, useState } from 'react';
import { Button, Input, Popconfirm, Select, Space, Switch, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  FORM_KINDS,
  FORM_KIND_LABELS,
  TEMPLATED_KINDS,
  formKindName,
  type FormKind,
} from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn, DataTableHandle } from '../../../components/DataTable/types';
import { currentLocale } from '../../../shell/i18n';
import { showToast } from '../../../shell/notify';
import {
  BUTTONS_QUERY_KEY,
  deleteButtons,
  fetchButtons,
  saveButton,
  useTemplateOptions,
  type ButtonConditions,
} from '../api';
import { runAction } from '../../../shell/submit';
import { BUTTON_KINDS, buttonToDraft, draftToButton, type ButtonRow } from '../buttons';
import { ButtonFormModal } from './ButtonFormModal';
import { useRoleTypes } from './RoleTypeSelect';

/** Custom buttons of records: list, filter by kind, create, edit, switch on and off, delete. */
export function ButtonTable() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const roles = useRoleTypes();
  const table = useRef<DataTableHandle>(null);
  const [kind, setKind] = useState<FormKind | undefined>();
  const [keyword, setKeyword] = useState('');
  const [dialog, setDialog] = useState<{ button?: ButtonRow } | null>(null);
  const orderTemplates = useTemplateOptions(FORM_KINDS.order);
  const eventTemplates = useTemplateOptions(FORM_KINDS.event);
  const templateNames = new Map(
    [...(orderTemplates.data ?? []), ...(eventTemplates.data ?? [])].map((tp) => [tp.id, tp.name]),
  );
  const kindLabel = (k: FormKind) => FORM_KIND_LABELS[formKindName(k)]?.[locale] ?? String(k);

  const act = async (call: () => Promise<unknown>, doneText: string) => {
    if (!(await runAction(call))) return;
    showToast('success', doneText);
    table.current?.reload();
  };

  const columns: DataColumn<ButtonRow>[] = [
    { key: 'name', title: t('templates.button.name'), dataIndex: 'name', width: 140 },
    {
      key: 'kind',
      title: t('templates.button.kind'),
      dataIndex: 'kind',
      width: 120,
      render: (k: FormKind) => kindLabel(k),
    },
    {
      key: 'template',
      title: t('templates.button.template'),
      dataIndex: 'templateName',
      width: 140,
      render: (name: string | null | undefined, r) =>
        r.templateId
          ? (name ?? templateNames.get(r.templateId) ?? `#${r.templateId}`)
          : TEMPLATED_KINDS.includes(r.kind)
            ? t('templates.button.allTemplates')
            : t('templates.template.default'),
    },
    {
      key: 'action',
      title: t('templates.button.action'),
      dataIndex: 'action',
      width: 280,
      render: (_a, r) =>
        r.action.type === 'link' ? (
          <Typography.Text ellipsis={{ tooltip: r.action.url }} style={{ maxWidth: 260 }}>
            {r.action.url}
          </Typography.Text>
        ) : (
          t('templates.button.setFieldSummary')
        ),
    },
    {
      key: 'roleTypes',
      title: t('templates.button.roleTypes'),
      dataIndex: 'roleTypes',
      width: 200,
      render: (types: number[] | undefined) =>
        types?.length
          ? types.map((r) => <Tag key={r}>{roles.label(r)}</Tag>)
          : t('templates.access.everyone'),
    },
    {
      key: 'enabled',
      title: t('templates.button.enabled'),
      dataIndex: 'enabled',
      width: 100,
      render: (on: boolean, r) => (
        <Switch
          size="small"
          checked={on}
          aria-label={t('templates.button.enabled')}
          onChange={(next) =>
            void act(
              () => saveButton(draftToButton({ ...buttonToDraft(r), enabled: next }, r.id)),
              t('templates.common.saved'),
            )
          }
        />
      ),
    },
    {
      title: t('templates.common.actions'),
      width: 140,
      render: (_v, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDialog({ button: r })}>
            {t('templates.common.edit')}
          </Button>
          <Popconfirm
            title={t('templates.button.deleteConfirm', { name: r.name })}
            okText={t('templates.common.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('templates.common.cancel')}
            onConfirm={() => act(() => deleteButtons([r.id]), t('templates.common.deleted'))}
          >
            <Button type="link" size="small" danger data-testid="button-delete">
              {t('templates.common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <DataTable<ButtonRow, ButtonConditions>
        ref={table}
        tableId="custom-buttons"
        queryKey={[...BUTTONS_QUERY_KEY, 'list']}
        fetchPage={fetchButtons}
        conditions={{ kind, keyword: keyword || undefined }}
        columns={columns}
        rowKey="id"
        toolbar={
          <Space wrap>
            <Select<FormKind>
              allowClear
              value={kind}
              onChange={setKind}
              placeholder={t('templates.button.allKinds')}
              options={BUTTON_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
              style={{ width: 160 }}
            />
            <Input.Search
              allowClear
              onSearch={(v) => setKeyword(v.trim())}
              placeholder={t('templates.button.keyword')}
              style={{ width: 220 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({})}
              data-testid="button-add"
            >
              {t('templates.button.addTitle')}
            </Button>
          </Space>
        }
      />
      {dialog && (
        <ButtonFormModal
          button={dialog.button}
          defaultKind={kind}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            showToast('success', t('templates.common.saved'));
            table.current?.reload();
          }}
        />
      )}
    </>
  );
}
