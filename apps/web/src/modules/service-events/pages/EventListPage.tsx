import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { SERVICE_EVENT_ACCESS } from '@fieldline/domain';
import { useCan } from '../../../shell/session/useCan';
import type { EventFilters } from '../api';
import { EventTable } from '../components/EventTable';
import { SERVICE_EVENT_PATHS } from '../paths';

type PageName = 'Myevent' | 'eventassigned' | 'shelters';
const PAGES: Record<string, { name: PageName; fixed: EventFilters }> = {
  [SERVICE_EVENT_PATHS.list.toLowerCase()]: { name: 'Myevent', fixed: {} },
  [SERVICE_EVENT_PATHS.assigned.toLowerCase()]: { name: 'eventassigned', fixed: { mine: 'principal' } },
  [SERVICE_EVENT_PATHS.shelters.toLowerCase()]: { name: 'shelters', fixed: { pool: 0 } },
};

/** /Myevent (every event I may see), /eventassigned (mine as main owner), /shelters (the pools). */
export default function EventListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const page = PAGES[useLocation().pathname.toLowerCase()] ?? PAGES[SERVICE_EVENT_PATHS.list.toLowerCase()]!;
  const title: string = t(`serviceEvents.routes.${page.name}`);
  return (
    <Card
      title={title}
      extra={
        can(SERVICE_EVENT_ACCESS.create) ? (
          <Button
            type="primary"
            onClick={() => void navigate(SERVICE_EVENT_PATHS.newEvent)}
            data-testid="event-new"
          >
            {t('serviceEvents.counter.newEvent')}
          </Button>
        ) : null
      }
    >
      <EventTable key={page.name} fixed={page.fixed} tableId={page.name} exportName={title} />
    </Card>
  );
}
