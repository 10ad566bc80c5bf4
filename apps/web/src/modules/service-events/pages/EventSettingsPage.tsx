import { Card, Flex, Switch, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FORM_KINDS, processSettingsSchema } from '@fieldline/domain';
import { post } from '../../../shell/request';
import { runAction } from '../../../shell/submit';
import { useFieldSet, useTemplates } from '../../forms';
import { PROCESS_SETTING_PATH } from '../../templates';

const SWITCHES = ['enableCustomer', 'enablePriority', 'enableServiceItem', 'tagsRequired'] as const;

/** One event template's switches, read from its field set and written through the template centre's edit. */
function TemplateSwitches({ id }: { id: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const set = useFieldSet(FORM_KINDS.event, id);
  const settings = set.data?.template.settings;
  if (!settings) return null;
  const toggle = async (key: (typeof SWITCHES)[number], on: boolean) => {
    const next = processSettingsSchema.parse({ ...settings, [key]: on });
    if (await runAction(() => post('/v2/detailcontroltmpl/edit', { id, settings: next })))
      await client.invalidateQueries({ queryKey: ['forms'] });
  };
  return (
    <Flex gap={16} wrap>
      {SWITCHES.map((key) => (
        <label key={key}>
          <Switch size="small" checked={!!settings[key]} onChange={(on) => void toggle(key, on)} />{' '}
          {t(`serviceEvents.settings.${key}`)}
        </label>
      ))}
    </Flex>
  );
}

/**
 * /eventSet: the event templates (form kind 5) and their switches — customer, priority, service
 * items, tags required; fields and process are designed in the template centre.
 */
export default function EventSettingsPage() {
  const { t } = useTranslation();
  const templates = useTemplates(FORM_KINDS.event);
  return (
    <Card
      title={t('serviceEvents.routes.eventSet')}
      extra={
        <Link to={`${PROCESS_SETTING_PATH}?kind=${FORM_KINDS.event}`}>
          {t('serviceEvents.settings.design')}
        </Link>
      }
    >
      <Typography.Paragraph type="secondary">{t('serviceEvents.settings.hint')}</Typography.Paragraph>
      <Table
        rowKey="id"
        size="small"
        loading={templates.isLoading}
        dataSource={templates.data?.list ?? []}
        pagination={false}
        columns={[
          { title: t('serviceEvents.fields.template'), dataIndex: 'name', width: 200 },
          {
            title: t('serviceEvents.settings.switches'),
            key: 's',
            render: (_v, row) => <TemplateSwitches id={row.id} />,
          },
        ]}
      />
    </Card>
  );
}
