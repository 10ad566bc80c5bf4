import { useRef, useState } from 'react';
import { Button, Input, Popconfirm, Space, Switch, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import { FORM_KINDS, type TemplateMode } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn, DataTableHandle } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import {
  TEMPLATES_QUERY_KEY,
  copyTemplate,
  deleteTemplate,
  fetchTemplates,
  shareTemplate,
  unshareTemplate,
  updateTemplate,
  type TemplateConditions,
  type TemplateRow,
} from '../api';
import { runAction } from '../../../shell/submit';
import {
  TEMPLATE_TYPE_KINDS,
  designerPath,
  processSettingPath,
  shareActionOf,
  type TemplateType,
} from '../center';
import { ShareStateTag } from './ShareStateTag';
import { TemplateFormModal } from './TemplateFormModal';

type Dialog = { template?: TemplateRow };

/** The templates of one type (work orders or events), server-paged, with their actions. */
export function TemplateTable({ type }: { type: TemplateType }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const table = useRef<DataTableHandle>(null);
  const kind = TEMPLATE_TYPE_KINDS[type];
  const [keyword, setKeyword] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const refresh = () => {
    table.current?.reload();
    void queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
  };
  const act = async (call: () => Promise<unknown>, doneText: string) => {
    if (!(await runAction(call))) return;
    showToast('success', doneText);
    refresh();
  };

  const columns: DataColumn<TemplateRow>[] = [
    {
      key: 'name',
      title: t('templates.template.name'),
      dataIndex: 'name',
      width: 180,
      render: (name: string, r) => (
        <Space size={4}>
          <span>{name}</span>
          {r.isDefault && <Tag>{t('templates.template.default')}</Tag>}
        </Space>
      ),
    },
    ...(kind === FORM_KINDS.order
      ? [
          {
            key: 'mode',
            title: t('templates.template.mode'),
            dataIndex: 'mode',
            width: 120,
            render: (mode: TemplateMode) => t(`templates.mode.${mode}`),
          } satisfies DataColumn<TemplateRow>,
        ]
      : []),
    {
      key: 'enabled',
      title: t('templates.template.enabled'),
      dataIndex: 'enabled',
      width: 100,
      render: (on: boolean, r) => (
        <Switch
          size="small"
          checked={on}
          aria-label={t('templates.template.enabled')}
          onChange={(next) =>
            void act(
              () => updateTemplate({ id: r.id, enabled: next }),
              next ? t('templates.template.enabledDone') : t('templates.template.disabledDone'),
            )
          }
        />
      ),
    },
    {
      key: 'shareState',
      title: t('templates.template.shareState'),
      dataIndex: 'shareState',
      width: 140,
      render: (state: number, r) => <ShareStateTag state={state} note={r.shareNote} />,
    },
    { key: 'fieldCount', title: t('templates.template.fieldCount'), dataIndex: 'fieldCount', width: 100 },
    {
      key: 'updatedAt',
      title: t('templates.template.updatedAt'),
      dataIndex: 'updatedAt',
      width: 160,
      render: (at: string) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : ''),
    },
    {
      title: t('templates.common.actions'),
      width: 420,
      render: (_v, r) => <RowActions row={r} act={act} onRename={() => setDialog({ template: r })} />,
    },
  ];

  return (
    <>
      <DataTable<TemplateRow, TemplateConditions>
        ref={table}
        tableId={`templates-${type}`}
        queryKey={[...TEMPLATES_QUERY_KEY, 'list']}
        fetchPage={fetchTemplates}
        conditions={{ kind, keyword: keyword || undefined }}
        columns={columns}
        rowKey="id"
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              onSearch={(v) => setKeyword(v.trim())}
              placeholder={t('templates.template.keyword')}
              style={{ width: 220 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({})}
              data-testid={`template-add-${type}`}
            >
              {t('templates.template.addTitle')}
            </Button>
          </Space>
        }
      />
      {dialog && (
        <TemplateFormModal
          kind={kind}
          template={dialog.template}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            showToast('success', t('templates.common.saved'));
            refresh();
          }}
        />
      )}
    </>
  );
}

interface RowActionsProps {
  row: TemplateRow;
  act(call: () => Promise<unknown>, doneText: string): Promise<void>;
  onRename(): void;
}

function RowActions({ row, act, onRename }: RowActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const share = shareActionOf(row.shareState);
  const confirm = (title: string, okText: string, onConfirm: () => void, danger = false) => ({
    title,
    okText,
    okButtonProps: { danger },
    cancelText: t('templates.common.cancel'),
    onConfirm,
  });
  const name = row.name;
  return (
    <Space size={0} wrap>
      <Button
        type="link"
        size="small"
        onClick={() => void navigate(processSettingPath(row))}
        data-testid="template-process"
      >
        {t('templates.template.processSetting')}
      </Button>
      <Button
        type="link"
        size="small"
        onClick={() => void navigate(designerPath(row))}
        data-testid="template-designer"
      >
        {t('templates.template.designForm')}
      </Button>
      <Button type="link" size="small" onClick={onRename}>
        {t('templates.template.rename')}
      </Button>
      <Popconfirm
        {...confirm(t('templates.template.copyConfirm', { name }), t('templates.template.copy'), () =>
          act(() => copyTemplate(row.id), t('templates.template.copied')),
        )}
      >
        <Button type="link" size="small">
          {t('templates.template.copy')}
        </Button>
      </Popconfirm>
      {share === 'share' ? (
        <Popconfirm
          {...confirm(t('templates.template.shareConfirm', { name }), t('templates.template.share'), () =>
            act(() => shareTemplate(row.id), t('templates.template.shareSent')),
          )}
        >
          <Button type="link" size="small" data-testid="template-share">
            {t('templates.template.share')}
          </Button>
        </Popconfirm>
      ) : (
        <Popconfirm
          {...confirm(t('templates.template.unshareConfirm', { name }), t('templates.template.unshare'), () =>
            act(() => unshareTemplate(row.id), t('templates.template.unshared')),
          )}
        >
          <Button type="link" size="small" data-testid="template-unshare">
            {t('templates.template.unshare')}
          </Button>
        </Popconfirm>
      )}
      <Popconfirm
        {...confirm(
          t('templates.template.deleteConfirm', { name }),
          t('templates.common.delete'),
          () => act(() => deleteTemplate(row.id), t('templates.common.deleted')),
          true,
        )}
      >
        <Button type="link" size="small" danger data-testid="template-delete">
          {t('templates.common.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
