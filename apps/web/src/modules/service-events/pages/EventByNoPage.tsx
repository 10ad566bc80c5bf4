import { useEffect } from 'react';
import { Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EVENTS_KEY, fetchEvents } from '../api';
import { eventDetailPath } from '../paths';

/** /Myevent/eventNo/:eventNo: opens the event of that number (the order timeline links here). */
export default function EventByNoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const eventNo = useParams().eventNo ?? '';
  const found = useQuery({
    queryKey: [...EVENTS_KEY, 'byNo', eventNo],
    queryFn: () => fetchEvents({ keyword: eventNo, pageIndex: 0, pageSize: 1 }),
    enabled: !!eventNo,
  });
  const event = found.data?.list.find((e) => e.eventNo === eventNo);
  useEffect(() => {
    if (event) void navigate(eventDetailPath(event.id), { replace: true });
  }, [event, navigate]);
  if (found.isLoading) return <Spin />;
  return event ? <Spin /> : <Result status="404" title={t('serviceEvents.detail.notFound')} />;
}
