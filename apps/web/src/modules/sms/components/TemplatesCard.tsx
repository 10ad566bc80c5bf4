import { useState } from 'react';
import { Button, Card, Empty, Popconfirm, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_KINDS,
  SMS_MARKETING_KIND,
  SMS_MARKETING_LABEL,
  SMS_REVIEW_STATES,
  canSmsReview,
  type SmsTemplateItem,
} from '@fieldline/domain';
import { runAction } from '../../../shell/submit';
import { showToast } from '../../../shell/notify';
import { useLocale } from '../../../shell/useLocale';
import { SMS_TEMPLATES_KEY, deleteTemplate, fetchTemplates } from '../api';
import { ReviewStateTag } from './SignatureCard';
import { TemplateEditor } from './TemplateEditor';

/**
 * The templates, one per event kind and language, with their review state (the platform reviews
 * each; only passed ones are sent). Message settings choose which kinds go out by SMS.
 */
export function TemplatesCard({ signature }: { signature: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const templates = useQuery({ queryKey: SMS_TEMPLATES_KEY, queryFn: fetchTemplates });
  const [editor, setEditor] = useState<{ open: boolean; editing: SmsTemplateItem | null }>({
    open: false,
    editing: null,
  });
  const rows = templates.data ?? [];
  const taken = new Set(rows.map((r) => `${r.kind}/${r.locale}`));
  const reload = () => void queryClient.invalidateQueries({ queryKey: SMS_TEMPLATES_KEY });

  const remove = async (row: SmsTemplateItem) => {
    if (await runAction(() => deleteTemplate(row.id))) {
      showToast('success', t('sms.templates.deleted'));
      reload();
    }
  };

  return (
    <Card
      title={t('sms.templates.title')}
      data-testid="sms-templates"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditor({ open: true, editing: null })}
          data-testid="sms-template-add"
        >
          {t('sms.templates.add')}
        </Button>
      }
    >
      <Table<SmsTemplateItem>
        rowKey="id"
        size="small"
        loading={templates.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty description={t('sms.templates.empty')} /> }}
        columns={[
          {
            key: 'kind',
            title: t('sms.templates.kind'),
            width: 150,
            render: (_v, r) =>
              r.kind === SMS_MARKETING_KIND
                ? SMS_MARKETING_LABEL[locale]
                : (MESSAGE_KINDS[r.kind]?.name[locale] ?? r.kind),
          },
          {
            key: 'locale',
            title: t('sms.templates.locale'),
            width: 90,
            render: (_v, r) => t(`sms.locales.${r.locale}`),
          },
          { key: 'content', title: t('sms.templates.content'), dataIndex: 'content' },
          {
            key: 'state',
            title: t('sms.templates.state'),
            width: 190,
            render: (_v, r) => (
              <Space direction="vertical" size={0}>
                <ReviewStateTag state={r.state} />
                {r.state === SMS_REVIEW_STATES.rejected && r.rejectReason && (
                  <Typography.Text type="danger">{r.rejectReason}</Typography.Text>
                )}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: t('sms.templates.actions'),
            width: 130,
            render: (_v, r) => (
              <Space>
                <Button
                  type="link"
                  size="small"
                  disabled={!canSmsReview('submit', r.state)}
                  onClick={() => setEditor({ open: true, editing: r })}
                >
                  {t('sms.templates.edit')}
                </Button>
                <Popconfirm
                  title={t('sms.templates.deleteConfirm')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(r)}
                >
                  <Button type="link" size="small" danger>
                    {t('sms.templates.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <TemplateEditor
        open={editor.open}
        editing={editor.editing}
        taken={taken}
        signature={signature}
        onClose={() => setEditor({ open: false, editing: null })}
        onSaved={() => {
          setEditor({ open: false, editing: null });
          showToast('success', t('sms.templates.saved'));
          reload();
        }}
      />
    </Card>
  );
}
