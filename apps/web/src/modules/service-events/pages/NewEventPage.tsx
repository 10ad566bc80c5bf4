import { useMemo } from 'react';
import { Card, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { SERVICE_EVENT_SOURCES } from '@fieldline/domain';
import { eventKey, fetchEvent } from '../api';
import { EventForm, type EventPrefill } from '../components/EventForm';
import { eventDetailPath } from '../paths';

const idOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** The spec's /newEvent query: customerId, customerProductId, customerProductName, productId, customerName, belongCallRecordId. */
export function prefillFromQuery(params: URLSearchParams): EventPrefill {
  return {
    customerId: idOf(params.get('customerId')),
    customerName: params.get('customerName') ?? undefined,
    customerProductId: idOf(params.get('customerProductId')),
    customerProductName: params.get('customerProductName') ?? undefined,
    belongCallRecordId: idOf(params.get('belongCallRecordId')),
    source: params.get('belongCallRecordId') ? SERVICE_EVENT_SOURCES.call : undefined,
  };
}

/** /newEvent, and /Myevent/copyeventDetail/:eventId (a new event prefilled from another). */
export default function NewEventPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const copyOf = idOf(useParams().eventId ?? null);
  const source = useQuery({
    queryKey: copyOf ? eventKey(copyOf) : ['none'],
    queryFn: () => fetchEvent(copyOf!),
    enabled: !!copyOf,
  });
  const prefill = useMemo<EventPrefill | null>(() => {
    if (!copyOf) return prefillFromQuery(params);
    const e = source.data;
    if (!e) return null;
    return {
      templateId: e.templateId,
      title: e.title,
      description: e.description,
      priority: e.priority,
      customerId: e.customerId ?? undefined,
      customerName: e.customerName ?? undefined,
      customerProductId: e.customerProductId ?? undefined,
      customerProductName: e.customerProductName ?? undefined,
      contactName: e.contactName,
      contactPhone: e.contactPhone,
    };
  }, [copyOf, params, source.data]);
  return (
    <Card
      title={t(copyOf ? 'serviceEvents.routes.copyEvent' : 'serviceEvents.routes.newEvent')}
      style={{ maxWidth: 820 }}
    >
      {!prefill ? (
        <Spin />
      ) : (
        <EventForm
          prefill={prefill}
          onCreated={(id) => void navigate(eventDetailPath(id), { replace: true })}
        />
      )}
    </Card>
  );
}
