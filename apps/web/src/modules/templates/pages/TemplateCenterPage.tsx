import { useState } from 'react';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ButtonTable } from '../components/ButtonTable';
import { TemplateTable } from '../components/TemplateTable';
import { centerTabOf, type CenterTab } from '../center';

/**
 * /templateCenter/{type?}: order templates, event templates and custom buttons. The `type`
 * parameter picks the first tab shown; switching tabs stays on the page (one shell tab).
 */
export default function TemplateCenterPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const [tab, setTab] = useState<CenterTab>(() => centerTabOf(type));

  return (
    <Card title={t('templates.center.title')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(centerTabOf(key))}
        items={[
          { key: 'order', label: t('templates.center.order'), children: <TemplateTable type="order" /> },
          { key: 'event', label: t('templates.center.event'), children: <TemplateTable type="event" /> },
          { key: 'buttons', label: t('templates.center.buttons'), children: <ButtonTable /> },
        ]}
        data-testid="template-center-tabs"
      />
    </Card>
  );
}
