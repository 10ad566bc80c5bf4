import { Button, Card, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ApplicationTable } from '../components/ApplicationTable';
import { MovementModal } from '../components/MovementModal';
import { SPARE_PATHS } from '../paths';

/**
 * /spareGet: the engineer's own requests and returns, and a new request (申领);
 * /spareExamine: the warehouse keeper's approvals, pending first, pass or reject with a reason.
 */
export default function ApplicationsPage() {
  const { t } = useTranslation();
  const examine = useLocation().pathname.toLowerCase() === SPARE_PATHS.examine.toLowerCase();
  const [requesting, setRequesting] = useState(false);
  const [state, setState] = useState<number | 'all'>(0);
  if (examine)
    return (
      <Card title={t('spareParts.routes.spareExamine')}>
        <ApplicationTable
          tableId="spareExamine"
          decide
          query={state === 'all' ? {} : { auditState: state }}
          toolbar={
            <Segmented
              value={state}
              onChange={(v) => setState(v as number | 'all')}
              options={[
                { value: 0, label: t('spareParts.examine.pending') },
                { value: 1, label: t('spareParts.examine.passedTab') },
                { value: 2, label: t('spareParts.examine.rejectedTab') },
                { value: 'all', label: t('spareParts.examine.all') },
              ]}
              data-testid="examine-state"
            />
          }
        />
      </Card>
    );
  return (
    <Card title={t('spareParts.routes.spareGet')}>
      <ApplicationTable
        tableId="spareGet"
        query={{ mine: true }}
        toolbar={
          <Space style={{ marginBottom: 8 }}>
            <Button type="primary" onClick={() => setRequesting(true)} data-testid="request-parts">
              {t('spareParts.actions.apply')}
            </Button>
          </Space>
        }
      />
      {requesting && <MovementModal action="apply" onClose={() => setRequesting(false)} />}
    </Card>
  );
}
