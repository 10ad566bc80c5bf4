import { Suspense, useState } from 'react';
import { App, Button, Select, Space, Spin, Tooltip } from 'antd';
import { DeleteOutlined, SaveOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SearchPlan, SearchPlanPage } from '@fieldline/domain';
import { lazyPart } from '../../../shell/chunks';
import { showToast } from '../../../shell/notify';
import { runAction } from '../../../shell/submit';
import { useDeleteSearchPlan, useSetDefaultSearchPlan } from '../api';
import { filtersOfPlan, planFilters, type OrderFilterState } from '../filters';

// The save dialog (a form) loads on the first "save".
const SavePlanModal = lazyPart(() => import('./SavePlanModal').then((m) => m.SavePlanModal));

interface Props {
  page: SearchPlanPage;
  plans: SearchPlan[];
  filters: OrderFilterState;
  /** Puts a scheme's filters into the URL (keeping the page's tab). */
  /** The scheme last applied (the URL's `scheme`), told apart from others with the same filters. */
  scheme?: number;
  onApply(filters: OrderFilterState, scheme: number): void;
}

const sameFilters = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** The scheme whose filters are the ones on screen, if any. */
export function currentPlan(plans: SearchPlan[], filters: OrderFilterState, scheme?: number) {
  const now = planFilters(filters);
  const matching = plans.filter((p) => sameFilters(planFilters(filtersOfPlan(p.filters)), now));
  return matching.find((p) => p.id === scheme) ?? matching[0];
}

/**
 * Saved filter schemes of a list (search/plan): pick one to apply it, save the filters on screen
 * under a name (required), make one the default (applied when the page opens without filters),
 * delete one after confirming.
 */
export function SearchPlanBar({ page, plans, filters, scheme, onApply }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [saving, setSaving] = useState(false);
  const current = currentPlan(plans, filters, scheme);
  const setDefault = useSetDefaultSearchPlan(page);
  const remove = useDeleteSearchPlan(page);

  const confirmDelete = (plan: SearchPlan) =>
    modal.confirm({
      title: t('orders.plans.deleteConfirm', { name: plan.name }),
      okText: t('orders.common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('orders.common.cancel'),
      onOk: async () => {
        if (await runAction(() => remove.mutateAsync(plan.id)))
          showToast('success', t('orders.plans.deleted'));
      },
    });

  return (
    <Space wrap size={4} data-testid="order-plans">
      <Select
        value={current?.id}
        placeholder={t('orders.plans.placeholder')}
        style={{ minWidth: 160 }}
        onChange={(id: number) => {
          const plan = plans.find((p) => p.id === id);
          if (plan) onApply(filtersOfPlan(plan.filters), plan.id);
        }}
        notFoundContent={t('orders.plans.none')}
        options={plans.map((p) => ({
          value: p.id,
          label: p.isDefault ? `${p.name} (${t('orders.plans.default')})` : p.name,
        }))}
        data-testid="order-plan-select"
      />
      <Tooltip title={t('orders.plans.save')}>
        <Button
          icon={<SaveOutlined />}
          onClick={() => setSaving(true)}
          aria-label={t('orders.plans.save')}
          data-testid="order-plan-save"
        />
      </Tooltip>
      {current && (
        <Tooltip title={current.isDefault ? t('orders.plans.isDefault') : t('orders.plans.setDefault')}>
          <Button
            icon={current.isDefault ? <StarFilled /> : <StarOutlined />}
            disabled={current.isDefault}
            aria-label={t('orders.plans.setDefault')}
            onClick={async () => {
              if (await runAction(() => setDefault.mutateAsync(current.id)))
                showToast('success', t('orders.plans.defaultSet', { name: current.name }));
            }}
            data-testid="order-plan-default"
          />
        </Tooltip>
      )}
      {current && (
        <Tooltip title={t('orders.plans.delete')}>
          <Button
            icon={<DeleteOutlined />}
            danger
            aria-label={t('orders.plans.delete')}
            onClick={() => confirmDelete(current)}
            data-testid="order-plan-delete"
          />
        </Tooltip>
      )}
      {saving && (
        <Suspense fallback={<Spin fullscreen />}>
          <SavePlanModal page={page} filters={filters} onClose={() => setSaving(false)} />
        </Suspense>
      )}
    </Space>
  );
}
