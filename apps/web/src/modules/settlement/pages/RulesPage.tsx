import { useState } from 'react';
import { Button, Popconfirm, Segmented, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SETTLEMENT_ACCESS, type RuleRow, type SettlementKind } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { useCan } from '../../../shell/session/useCan';
import { runAction } from '../../../shell/submit';
import { RULES_KEY, SETTLEMENT_KEY, deleteRule, fetchOptions, fetchRules } from '../api';
import { NEW_RULE, ruleEditPath } from '../paths';

/**
 * /commission: the commission rules in the order they apply (priority 1 first, ties to the older
 * rule); what they price (service items, or spare parts and part types), who they apply to, how they
 * compute, the server's share. The finance settings are on /financeSetting.
 */
export default function RulesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<SettlementKind>(1);
  const options = useQuery({ queryKey: [...SETTLEMENT_KEY, 'options'], queryFn: fetchOptions });
  const manage = can(SETTLEMENT_ACCESS.rules);
  const names = (list: { id: number; name: string }[] | undefined, ids: number[]) =>
    ids.length
      ? ids.map((id) => list?.find((o) => o.id === id)?.name ?? `#${id}`).join('、')
      : t('settlement.rules.any');
  const remove = async (r: RuleRow) => {
    if (await runAction(() => deleteRule(r.id))) {
      showToast('success', t('settlement.rules.deleted'));
      void queryClient.invalidateQueries({ queryKey: RULES_KEY });
    }
  };
  const o = options.data;
  const columns: DataColumn<RuleRow>[] = [
    { key: 'priority', title: t('settlement.rules.priority'), dataIndex: 'priority', width: 80 },
    { key: 'name', title: t('settlement.rules.name'), dataIndex: 'name', width: 180 },
    {
      key: 'calc',
      title: t('settlement.rules.calc'),
      width: 150,
      render: (_v, r) =>
        r.mode === 1
          ? t('settlement.rules.fixedText', { value: r.value })
          : t(r.target === 2 ? 'settlement.rules.percentPartText' : 'settlement.rules.percentText', {
              value: r.value,
            }),
    },
    ...(kind === 1
      ? [
          {
            key: 'ratio',
            title: t('settlement.rules.serverRatio'),
            width: 130,
            render: (_v: unknown, r: RuleRow) =>
              t('settlement.rules.ratioText', { engineer: r.serverRatio, rest: 100 - r.serverRatio }),
          },
        ]
      : []),
    {
      key: 'templates',
      title: t('settlement.rules.templates'),
      width: 160,
      render: (_v, r) => names(o?.templates, r.templateIds),
    },
    {
      key: 'items',
      title: t('settlement.rules.appliesTo'),
      width: 200,
      render: (_v, r) =>
        r.target === 2 ? (
          <span data-testid="rule-parts">
            <Tag>{t('settlement.rules.targets.2')}</Tag>
            {[
              r.partIds.length ? names(o?.parts, r.partIds) : '',
              r.partTypeIds.length ? names(o?.partTypes, r.partTypeIds) : '',
            ]
              .filter(Boolean)
              .join(' / ') || t('settlement.rules.any')}
          </span>
        ) : (
          <>
            <Tag>{t('settlement.rules.targets.1')}</Tag>
            {names(o?.serviceItems, r.serviceItemIds)}
          </>
        ),
    },
    {
      key: 'teams',
      title: t('settlement.rules.teams'),
      width: 140,
      render: (_v, r) => names(o?.teams, r.teamIds),
    },
    {
      key: 'users',
      title: t('settlement.rules.users'),
      width: 140,
      render: (_v, r) => names(o?.users, r.userIds),
    },
    {
      key: 'enabled',
      title: t('settlement.rules.enabled'),
      width: 80,
      render: (_v, r) => (
        <Tag color={r.enabled ? 'green' : 'default'}>
          {t(r.enabled ? 'settlement.common.on' : 'settlement.common.off')}
        </Tag>
      ),
    },
    ...(manage
      ? [
          {
            title: t('settlement.common.actions'),
            width: 130,
            render: (_v: unknown, r: RuleRow) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => navigate(ruleEditPath(r.id))}>
                  {t('settlement.common.edit')}
                </Button>
                <Popconfirm
                  title={t('settlement.rules.deleteConfirm', { name: r.name })}
                  onConfirm={() => void remove(r)}
                  okText={t('settlement.common.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('settlement.common.cancel')}
                >
                  <Button type="link" size="small" danger>
                    {t('settlement.common.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable<RuleRow, { kind: SettlementKind }>
      tableId={`rules${kind}`}
      queryKey={RULES_KEY}
      fetchPage={fetchRules}
      conditions={{ kind }}
      columns={columns}
      rowKey="id"
      toolbar={
        <Space wrap>
          <Segmented<SettlementKind>
            value={kind}
            onChange={setKind}
            options={([1, 2] as const).map((k) => ({
              value: k as SettlementKind,
              label: t(`settlement.kinds.${k}`),
            }))}
          />
          {manage && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(ruleEditPath(NEW_RULE))}
              data-testid="rule-add"
            >
              {t('settlement.rules.add')}
            </Button>
          )}
          <Typography.Text type="secondary">
            {t('settlement.rules.explain')} {t('settlement.rules.explainParts')}
          </Typography.Text>
        </Space>
      }
    />
  );
}
