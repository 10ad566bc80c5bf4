import { useTranslation } from 'react-i18next';
import { addressText, type FieldDef, type OrderDetail } from '@fieldline/domain';
import { fieldValueText } from '../../../../components/CustomFields';
import { SafeImage } from '../../../../components/SafeImage';
import { dateTime } from './format';

/** One order's print sheet: its fields, custom values, service items, totals and the customer's signature. */
export function PrintSheet({ order: o, fields }: { order: OrderDetail; fields: FieldDef[] }) {
  const { t } = useTranslation();
  const none = t('none');
  const money = (amount: string) => t('orderDetail.payment.money', { amount });
  const texts = { yes: t('orderDetail.common.yes'), no: t('orderDetail.common.no') };
  const custom = fields.filter((f) => f.visible && f.type !== 'explain' && f.id in o.customValues);
  const rows: [string, string][] = [
    [t('orderDetail.fields.orderNo'), o.orderNo],
    [t('orderDetail.fields.state'), t(`enum.orderState.${o.state}`)],
    [t('orderDetail.fields.priority'), t(`enum.orderPriority.${o.priority}`)],
    [t('orderDetail.fields.template'), o.templateName || none],
    [
      t('orderDetail.customer.name'),
      o.customerHidden
        ? t('orderDetail.customer.hidden')
        : o.customerId === null
          ? t('orderDetail.customer.internal')
          : (o.customerName ?? none),
    ],
    [t('orderDetail.customer.contact'), o.contactName ?? none],
    [t('orderDetail.customer.phone'), o.contactPhone ?? none],
    [t('orderDetail.customer.address'), (o.address ? addressText(o.address) : o.addressText) || none],
    [t('orderDetail.sections.equipment'), o.customerProductName ?? none],
    [t('orderDetail.fields.server'), o.server?.name ?? none],
    [t('orderDetail.fields.appointmentAt'), dateTime(o.appointmentAt, none)],
    [t('orderDetail.fields.createdAt'), dateTime(o.createdAt, none)],
    [t('orderDetail.fields.startedAt'), dateTime(o.startedAt, none)],
    [t('orderDetail.fields.completedAt'), dateTime(o.completedAt, none)],
    [t('orderDetail.fields.description'), o.description || none],
    ...custom.map((f): [string, string] => [f.name, fieldValueText(f, o.customValues[f.id], texts) || none]),
  ];
  const p = o.payment;
  return (
    <section className="order-sheet" data-testid="print-sheet" data-order-id={o.id}>
      <h2>{o.title}</h2>
      <table>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th>{label}</th>
              <td style={{ whiteSpace: 'pre-wrap' }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="section">{t('orderDetail.payment.lines')}</div>
      <table>
        <thead>
          <tr>
            <th style={{ width: 'auto' }}>{t('orderDetail.payment.item')}</th>
            <th className="num" style={{ width: 'auto' }}>
              {t('orderDetail.payment.price')}
            </th>
            <th className="num" style={{ width: 'auto' }}>
              {t('orderDetail.payment.quantity')}
            </th>
            <th className="num" style={{ width: 'auto' }}>
              {t('orderDetail.payment.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {p.lines.length === 0 && (
            <tr>
              <td colSpan={4}>{t('orderDetail.payment.noLines')}</td>
            </tr>
          )}
          {p.lines.map((l) => (
            <tr key={l.serviceItemId}>
              <td>{l.name}</td>
              <td className="num">{`${l.price}/${l.unit}`}</td>
              <td className="num">{l.quantity}</td>
              <td className="num">{money(l.amount)}</td>
            </tr>
          ))}
          {(
            [
              ['serviceAmount', p.serviceAmount],
              ['sparepartAmount', p.sparepartAmount],
              ['otherAmount', p.otherAmount],
              ['preferentialAmount', p.preferentialAmount],
              ['totalAmount', p.totalAmount],
            ] as const
          ).map(([key, amount]) => (
            <tr key={key}>
              <td colSpan={3} className="num">
                {t(`orderDetail.payment.${key}`)}
              </td>
              <td className="num" data-testid={key === 'totalAmount' ? 'print-total' : undefined}>
                {money(amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="section">{t('orderDetail.receipt.title')}</div>
      <table>
        <tbody>
          <tr>
            <th>{t('orderDetail.receipt.signature')}</th>
            <td>
              {o.signature ? (
                <SafeImage
                  className="signature"
                  src={o.signature}
                  alt={t('orderDetail.receipt.signature')}
                  data-testid="print-signature"
                />
              ) : (
                t(o.receiptAt ? 'orderDetail.receipt.byCodeDone' : 'none')
              )}
            </td>
          </tr>
          <tr>
            <th>{t('orderDetail.receipt.at')}</th>
            <td>{dateTime(o.receiptAt, none)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
