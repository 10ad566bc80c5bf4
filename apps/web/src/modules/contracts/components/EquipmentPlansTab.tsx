import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { M_PLANS_KEY, fetchPlans, type MaintenancePlan } from '../api';
import { contractPath, planPath } from '../paths';
import { useCycleText } from './labels';

/** The maintenance plans that cover a piece of equipment (the equipment detail's plans tab). */
export function EquipmentPlansTab({ equipmentId }: { equipmentId: number }) {
  const { t } = useTranslation();
  const cycleText = useCycleText();
  const columns: DataColumn<MaintenancePlan>[] = [
    {
      key: 'name',
      title: t('contracts.fields.planName'),
      render: (_v, p) => <Link to={planPath(p.id)}>{p.name}</Link>,
    },
    {
      key: 'contract',
      title: t('contracts.tasks.contract'),
      render: (_v, p) => <Link to={contractPath(p.contractId)}>{p.contractName ?? p.contractId}</Link>,
    },
    {
      key: 'cycle',
      title: t('contracts.fields.cycle'),
      width: 120,
      render: (_v, p) => cycleText(p),
    },
    {
      key: 'span',
      title: t('contracts.fields.span'),
      width: 220,
      render: (_v, p) => `${p.startDate} ~ ${p.endDate}`,
    },
    {
      key: 'staff',
      title: t('contracts.fields.staff'),
      width: 140,
      render: (_v, p) => p.staffName ?? p.teamName ?? '—',
    },
  ];
  return (
    <div data-testid="equipment-plans">
      <DataTable<MaintenancePlan, { equipmentId: number }>
        tableId="equipmentPlans"
        queryKey={M_PLANS_KEY}
        fetchPage={fetchPlans}
        conditions={{ equipmentId }}
        columns={columns}
        rowKey="id"
      />
    </div>
  );
}
