import { Card, Descriptions, Result, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FORM_KINDS, type FieldValue } from '@fieldline/domain';
import { CustomFieldView } from '../../../components/CustomFields';
import { useFieldSet } from '../../forms';
import { SPARE_KEY, fetchPart } from '../api';
import { LedgerTable } from '../components/LedgerTable';
import { StockTable } from '../components/StockTable';

/** /spareList/detail/:id: a part's facts, its stock per warehouse and its movement log. */
export default function PartDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: part, isError } = useQuery({
    queryKey: [...SPARE_KEY, 'part', id],
    queryFn: () => fetchPart(id),
  });
  // the part's custom fields (form kind 45) beside its own columns
  const fields = useFieldSet(FORM_KINDS.sparePart).data?.fields ?? [];
  if (isError) return <Result status="404" title={t('spareParts.parts.notFound')} />;
  if (!part) return <Card loading />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card title={`${part.code} ${part.name}`}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
          <Descriptions.Item label={t('spareParts.fields.type')}>{part.typeName}</Descriptions.Item>
          <Descriptions.Item label={t('spareParts.fields.model')}>{part.model}</Descriptions.Item>
          <Descriptions.Item label={t('spareParts.fields.unit')}>{part.unit}</Descriptions.Item>
          <Descriptions.Item label={t('spareParts.fields.salePrice')}>{part.salePrice}</Descriptions.Item>
          <Descriptions.Item label={t('spareParts.fields.costPrice')}>{part.costPrice}</Descriptions.Item>
          <Descriptions.Item label={t('spareParts.fields.personalCommission')}>
            {part.personalCommission}
          </Descriptions.Item>
          <Descriptions.Item label={t('spareParts.fields.teamCommission')}>
            {part.teamCommission}
          </Descriptions.Item>
          <Descriptions.Item label={t('spareParts.fields.alertQty')}>{part.alertQty}</Descriptions.Item>
          <Descriptions.Item label={t('spareParts.fields.stock')}>{part.stock}</Descriptions.Item>
          {fields.map((f) => (
            <Descriptions.Item key={f.id} label={f.name}>
              <CustomFieldView field={f} value={part.customValues?.[f.id] as FieldValue | undefined} />
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <Card title={t('spareParts.parts.stockTitle')}>
        <StockTable tableId="partStock" query={{ holderKind: 1, partId: id }} />
      </Card>
      <Card title={t('spareParts.parts.logTitle')}>
        <LedgerTable tableId="partLog" query={{ partId: id }} />
      </Card>
    </Space>
  );
}
