import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SPARE_ACCESS } from '@fieldline/domain';
import { useCan } from '../../../shell/session/useCan';
import type { MovementAction } from '../api';
import { MovementModal } from '../components/MovementModal';
import { StockTable } from '../components/StockTable';
import { SPARE_PATHS } from '../paths';

/**
 * /spareStock: warehouse stock with stock in, out and transfer; /sparewarning: rows at or under
 * their alert quantity; /spareDistributed: the engineers' personal stock.
 */
export default function StockPage() {
  const { t } = useTranslation();
  const can = useCan();
  const path = useLocation().pathname.toLowerCase();
  const [action, setAction] = useState<MovementAction>();
  const variant =
    path === SPARE_PATHS.warning.toLowerCase()
      ? 'sparewarning'
      : path === SPARE_PATHS.distributed.toLowerCase()
        ? 'spareDistributed'
        : 'spareStock';
  const buttons =
    variant === 'spareStock' ? (
      <Space wrap>
        {can(SPARE_ACCESS.inOut) && (
          <>
            <Button type="primary" onClick={() => setAction('in')} data-testid="stock-in">
              {t('spareParts.actions.in')}
            </Button>
            <Button onClick={() => setAction('out')} data-testid="stock-out">
              {t('spareParts.actions.out')}
            </Button>
          </>
        )}
        {can(SPARE_ACCESS.transfer) && (
          <Button onClick={() => setAction('transfer')} data-testid="stock-transfer">
            {t('spareParts.actions.transfer')}
          </Button>
        )}
      </Space>
    ) : null;
  return (
    <Card title={t(`spareParts.routes.${variant}`)}>
      <StockTable
        key={variant}
        tableId={variant}
        query={
          variant === 'spareDistributed'
            ? { holderKind: 2 }
            : { holderKind: 1, ...(variant === 'sparewarning' ? { warning: true } : {}) }
        }
        toolbar={buttons}
      />
      {action && <MovementModal action={action} onClose={() => setAction(undefined)} />}
    </Card>
  );
}
