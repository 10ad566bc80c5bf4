import { Alert, Col, Empty, Row, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGE_ACCESS } from '@fieldline/domain';
import { useCan } from '../../../shell/session/useCan';
import { MESSAGE_CHANNELS_KEY, MESSAGE_SETTINGS_KEY, fetchChannelState, fetchMessageSettings } from '../api';
import { SettingCard } from '../components/SettingCard';
import { RobotCard } from '../components/RobotCard';
import { OutboundLog } from '../components/OutboundLog';

/**
 * /messageSetting (12704): per event kind, whether it is told, to whom (the order's people, named
 * roles) and by which channels, as the domain lists them. The defaults are on, in-app. The chat app
 * can be chosen once its group robot is saved here, email when the server has a mail server.
 */
export default function MessageSettingPage() {
  const { t } = useTranslation();
  const can = useCan();
  const settings = useQuery({ queryKey: MESSAGE_SETTINGS_KEY, queryFn: fetchMessageSettings });
  const channels = useQuery({ queryKey: MESSAGE_CHANNELS_KEY, queryFn: fetchChannelState });
  const list = settings.data ?? [];
  const editable = can(MESSAGE_ACCESS.settings);
  return (
    <Spin spinning={settings.isFetching && !list.length}>
      <Alert type="info" showIcon message={t('messages.settings.intro')} style={{ marginBottom: 16 }} />
      {list.length === 0 && !settings.isFetching && <Empty />}
      <Row gutter={[16, 16]}>
        {list.map((s) => (
          <Col key={s.kind} xs={24} md={12} xl={8}>
            <SettingCard setting={s} editable={editable} available={channels.data} />
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={8}>
          <RobotCard editable={editable} />
        </Col>
        <Col xs={24} xl={16}>
          <OutboundLog />
        </Col>
      </Row>
    </Spin>
  );
}
