import { useEffect, useState } from 'react';
import { Badge, Button, Card, Flex, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { DISPATCH_MAP_ACCESS } from '@fieldline/domain';
import { isApiError } from '../../../shell/request';
import { useCan } from '../../../shell/session/useCan';
import { MAP_KEY, fetchConsent, reportPosition, saveConsent } from '../api';
import { PositionReporter, outcomeOf, type ReporterStatus } from '../logic/reporter';

const CONSENT_KEY = [...MAP_KEY, 'consent'] as const;

/** Watches the device while `active`, sending at most once a minute; stops when inactive or the page closes. */
function useReporter(orderId: number, active: boolean) {
  const [status, setStatus] = useState<ReporterStatus>({ state: 'idle' });
  useEffect(() => {
    if (!active) return;
    const reporter = new PositionReporter({
      geo: typeof navigator !== 'undefined' ? navigator.geolocation : undefined,
      send: async (fix) => {
        try {
          await reportPosition({ orderId, ...fix });
          return 'sent';
        } catch (e) {
          return outcomeOf(isApiError(e) ? e.code : undefined);
        }
      },
      onStatus: setStatus,
    });
    reporter.start();
    const close = () => reporter.stop();
    window.addEventListener('pagehide', close);
    return () => {
      window.removeEventListener('pagehide', close);
      reporter.stop();
      setStatus({ state: 'idle' });
    };
  }, [orderId, active]);
  return status;
}

export interface PositionReportPanelProps {
  orderId: number;
  /** The order is in service (state 4) and the caller is its server. */
  serving: boolean;
}

/**
 * The engineer's position sharing on the order page (issue 26): shown only while the caller serves
 * this order and the enterprise takes reports. The engineer opts in here; while opted in the page
 * reports the device's position at most once a minute, with a visible indicator and a stop button
 * (which withdraws the consent). Leaving service or closing the page stops the reports.
 */
export function PositionReportPanel({ orderId, serving }: PositionReportPanelProps) {
  const { t } = useTranslation();
  const can = useCan();
  const client = useQueryClient();
  const allowed = serving && can(DISPATCH_MAP_ACCESS.serve);
  const consent = useQuery({ queryKey: CONSENT_KEY, queryFn: fetchConsent, enabled: allowed });
  const reporting = allowed && !!consent.data?.reportsEnabled && !!consent.data.consented;
  const status = useReporter(orderId, reporting);
  const [busy, setBusy] = useState(false);
  if (!allowed || !consent.data?.reportsEnabled) return null;

  const toggle = async (enabled: boolean) => {
    setBusy(true);
    try {
      client.setQueryData(CONSENT_KEY, await saveConsent(enabled));
    } finally {
      setBusy(false);
    }
  };

  let line: string;
  if (!consent.data.consented) line = t('dispatchMap.report.offer');
  else if (status.state === 'stopped' && status.reason !== 'stopped')
    line = t(`dispatchMap.report.${status.reason}`);
  else if (status.state !== 'idle' && status.lastSentAt != null)
    line = t('dispatchMap.report.lastSent', { at: dayjs(status.lastSentAt).format('HH:mm') });
  else line = t('dispatchMap.report.waiting');
  const live = reporting && status.state === 'watching';

  return (
    <Card size="small" data-testid="position-report" data-reporting={live ? 'on' : 'off'}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex vertical gap={2}>
          {live ? (
            <Badge status="processing" text={t('dispatchMap.report.sharing')} />
          ) : (
            <Typography.Text>
              <EnvironmentOutlined /> {t('dispatchMap.report.title')}
            </Typography.Text>
          )}
          <Typography.Text type="secondary">{line}</Typography.Text>
        </Flex>
        {consent.data.consented ? (
          <Button loading={busy} onClick={() => void toggle(false)} data-testid="position-report-stop">
            {t('dispatchMap.report.stop')}
          </Button>
        ) : (
          <Button
            type="primary"
            loading={busy}
            onClick={() => void toggle(true)}
            data-testid="position-report-start"
          >
            {t('dispatchMap.report.start')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
