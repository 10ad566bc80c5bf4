import { Alert, Col, Empty, Row, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGE_ACCESS } from '@fieldline/domain';
import { useCan } from '../../../shell/session/useCan';
import { MESSAGE_SETTINGS_KEY, fetchMessageSettings } from '../api';
import { SettingCard } from '../components/SettingCard';

/**
 * /messageSetting (12704): per event kind, whether it is told, to whom (the order's people, named
 * roles) and by which channels, as the domain lists them. The defaults are on, in-app.
 */
export default function MessageSettingPage() {
  const { t } = useTranslation();
  const can = useCan();
  const settings = useQuery({ queryKey: MESSAGE_SETTINGS_KEY, queryFn: fetchMessageSettings });
  const list = settings.data ?? [];
  return (
    <Spin spinning={settings.isFetching && !list.length}>
      <Alert type="info" showIcon message={t('messages.settings.intro')} style={{ marginBottom: 16 }} />
      {list.length === 0 && !settings.isFetching && <Empty />}
      <Row gutter={[16, 16]}>
        {list.map((s) => (
          <Col key={s.kind} xs={24} md={12} xl={8}>
            <SettingCard setting={s} editable={can(MESSAGE_ACCESS.settings)} />
          </Col>
        ))}
      </Row>
    </Spin>
  );
}
