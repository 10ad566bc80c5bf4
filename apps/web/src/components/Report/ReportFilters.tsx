import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FORM_KINDS,
  TAG_OBJECT_KINDS,
  type ReportFilterInput,
  type ReportFilterKey,
} from '@fieldline/domain';
import { useTemplates } from '../../modules/forms';
import { fetchUsers, TagSelect, TeamSelect } from '../../modules/organization';

interface Props {
  offered: readonly ReportFilterKey[];
  filter: ReportFilterInput;
  onChange(patch: Partial<Record<ReportFilterKey, number | undefined>>): void;
}

const WIDTH = { width: 180 };

/** The filters a report offers: team, order template, engineer, customer tag. */
export function ReportFilters({ offered, filter, onChange }: Props) {
  const { t } = useTranslation();
  const has = (k: ReportFilterKey) => offered.includes(k);
  return (
    <>
      {has('teamId') && (
        <TeamSelect
          allowClear
          style={WIDTH}
          placeholder={t('components.report.team')}
          value={filter.teamId}
          onChange={(v) => onChange({ teamId: v ?? undefined })}
          data-testid="report-team"
        />
      )}
      {has('templateId') && (
        <TemplatePick value={filter.templateId} onChange={(v) => onChange({ templateId: v })} />
      )}
      {has('engineerId') && (
        <EngineerPick value={filter.engineerId} onChange={(v) => onChange({ engineerId: v })} />
      )}
      {has('customerTagId') && (
        <TagSelect
          allowClear
          style={WIDTH}
          objectKind={TAG_OBJECT_KINDS.customer}
          placeholder={t('components.report.customerTag')}
          value={filter.customerTagId}
          onChange={(v) => onChange({ customerTagId: (v as number | undefined) ?? undefined })}
          data-testid="report-tag"
        />
      )}
    </>
  );
}

function TemplatePick({ value, onChange }: { value?: number; onChange(v?: number): void }) {
  const { t } = useTranslation();
  const templates = useTemplates(FORM_KINDS.order);
  return (
    <Select
      allowClear
      style={WIDTH}
      placeholder={t('components.report.template')}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      loading={templates.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      options={(templates.data?.list ?? []).map((x) => ({ value: x.id, label: x.name }))}
      data-testid="report-template"
    />
  );
}

function EngineerPick({ value, onChange }: { value?: number; onChange(v?: number): void }) {
  const { t } = useTranslation();
  const users = useQuery({
    queryKey: ['users', 'reportPicker'],
    queryFn: () => fetchUsers({ enabled: true, pageSize: 200, pageIndex: 0 }),
  });
  return (
    <Select
      allowClear
      style={WIDTH}
      placeholder={t('components.report.engineer')}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      loading={users.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      options={(users.data?.list ?? []).map((u) => ({ value: u.id, label: u.name }))}
      data-testid="report-engineer"
    />
  );
}
