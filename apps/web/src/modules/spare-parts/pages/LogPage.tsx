import { Button, Card, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { MOVEMENT_KINDS, MOVEMENT_KIND_LIST, SPARE_ACCESS } from '@fieldline/domain';
import { useCan } from '../../../shell/session/useCan';
import type { LedgerQuery, MovementAction } from '../api';
import { LedgerTable } from '../components/LedgerTable';
import { MovementModal } from '../components/MovementModal';
import { useSpareLabels } from '../components/labels';
import { SPARE_PATHS } from '../paths';

const VARIANTS: Record<
  string,
  {
    name: 'sparelog' | 'stockLog' | 'spareAllotted' | 'spareWaste';
    query: LedgerQuery;
    action?: MovementAction;
  }
> = {
  [SPARE_PATHS.log.toLowerCase()]: { name: 'sparelog', query: {} },
  [SPARE_PATHS.stockLog.toLowerCase()]: { name: 'stockLog', query: { holderKind: 1 } },
  [SPARE_PATHS.allotted.toLowerCase()]: {
    name: 'spareAllotted',
    query: { kind: MOVEMENT_KINDS.allocation, holderKind: 2 },
    action: 'allocate',
  },
  [SPARE_PATHS.waste.toLowerCase()]: {
    name: 'spareWaste',
    query: { kind: MOVEMENT_KINDS.scrap },
    action: 'scrap',
  },
};

/** The ledger pages: every movement, warehouse in and out, allocations (with allocate), scrap (with scrap). */
export default function LogPage() {
  const { t } = useTranslation();
  const labels = useSpareLabels();
  const can = useCan();
  const variant = VARIANTS[useLocation().pathname.toLowerCase()] ?? VARIANTS[SPARE_PATHS.log.toLowerCase()]!;
  const [kind, setKind] = useState<number>();
  const [open, setOpen] = useState(false);
  const toolbar = (
    <>
      {!variant.query.kind && (
        <Select
          allowClear
          placeholder={t('spareParts.fields.kind')}
          style={{ width: 160 }}
          value={kind}
          onChange={setKind}
          options={MOVEMENT_KIND_LIST.map((k) => ({ value: k, label: labels.movement(k) }))}
          data-testid="log-kind"
        />
      )}
      {variant.action && can(SPARE_ACCESS.inOut) && (
        <Button
          type="primary"
          onClick={() => setOpen(true)}
          data-testid={`log-${variant.action}`}
          style={{ marginLeft: 8 }}
        >
          {t(`spareParts.actions.${variant.action}`)}
        </Button>
      )}
    </>
  );
  return (
    <Card title={t(`spareParts.routes.${variant.name}`)}>
      <LedgerTable
        key={variant.name}
        tableId={variant.name}
        query={{ ...variant.query, ...(kind ? { kind } : {}) }}
        toolbar={toolbar}
      />
      {open && variant.action && <MovementModal action={variant.action} onClose={() => setOpen(false)} />}
    </Card>
  );
}
