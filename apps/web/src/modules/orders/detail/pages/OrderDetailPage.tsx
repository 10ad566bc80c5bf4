import { Suspense, useState } from 'react';
import { ORDER_STATES } from '@fieldline/domain';
import { Col, Flex, Result, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useOrderDetail, useOrderTimeline } from '../api';
import { ActionBar, PHONE_BAR_SPACE } from '../components/ActionBar';
import { usePhone } from '../../../../shell/usePhone';
import type { OpenForm } from '../components/ActionHost';
import { CustomValuesCard } from '../components/CustomValuesCard';
import { EvaluationCard } from '../components/EvaluationCard';
import { MediaCard, ReceiptCard } from '../components/MediaCards';
import { CustomerCard, EquipmentCard } from '../components/PartiesCards';
import { PaymentCard } from '../components/PaymentCard';
import { SummaryCard } from '../components/SummaryCard';
import { TimelineCard } from '../components/TimelineCard';
import { KnowledgePanel } from '../../../knowledge';
import { SlaPanel } from '../../../sla';
import { SettlementPanel } from '../../../settlement';
import { CollectionPanel } from '../../../collection';
import { OrderPartsPanel } from '../../../spare-parts';
import { PositionReportPanel } from '../../../dispatch-map';
import { useSession } from '../../../../shell/session/useSession';
import { lazyPart } from '../../../../shell/chunks';

// The action forms (drawers with dates, money, signatures, photos) load when one first opens, a spinner
// over the page meanwhile.
const ActionHost = lazyPart(() => import('../components/ActionHost').then((m) => m.ActionHost));
// the family and related-orders cards (tables) load after the order itself
const family = () => import('../../remaining/FamilyCards');
const FamilyCard = lazyPart(() => family().then((m) => m.FamilyCard));
const RelatedOrdersCard = lazyPart(() => family().then((m) => m.RelatedOrdersCard));
const RemainingNotices = lazyPart(() => family().then((m) => m.RemainingNotices));

const GAP = 12;

/**
 * /allOrder/orderDetail/:orderId (spec menu code 01001; the route asks for the order view code):
 * every field of the order, its custom values, customer and equipment, payment, images and
 * attachments, receipt and evaluation, the timeline, and the actions the caller may run now.
 * On a phone the cards stack and the actions sit in a bottom bar; forms open as bottom drawers.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const phone = usePhone();
  const { user } = useSession();
  const id = Number(useParams().orderId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const detail = useOrderDetail(id, valid);
  const timeline = useOrderTimeline(id, valid && detail.isSuccess);
  const [open, setOpen] = useState<OpenForm | null>(null);

  if (!valid || detail.isError)
    return <Result status="404" title={t('orderDetail.notFound')} data-testid="order-not-found" />;
  if (!detail.data) return <Spin />;
  const order = detail.data;
  const inBin = order.deleted;
  const actions = <ActionBar order={order} inBin={inBin} phone={phone} onOpen={setOpen} />;

  const main = [
    <CustomValuesCard key="custom" templateId={order.templateId} values={order.customValues} />,
    <PaymentCard key="payment" payment={order.payment} />,
    <Suspense key="collection" fallback={null}>
      <CollectionPanel orderId={order.id} />
    </Suspense>,
    <Suspense key="spareParts" fallback={null}>
      <OrderPartsPanel orderId={order.id} />
    </Suspense>,
    <MediaCard key="media" order={order} />,
    <ReceiptCard key="receipt" order={order} />,
    <EvaluationCard key="evaluation" order={order} />,
  ];
  const serving = order.state === ORDER_STATES.inService && !!user && order.server?.id === user.id;
  const side = [
    <Suspense key="position" fallback={null}>
      <PositionReportPanel orderId={order.id} serving={serving} />
    </Suspense>,
    <CustomerCard key="customer" order={order} />,
    <EquipmentCard key="equipment" order={order} />,
    <KnowledgePanel key="knowledge" product={order.customerProductName} title={order.title} />,
    <SlaPanel key="sla" objectKind="order" objectId={order.id} />,
    <Suspense key="family" fallback={null}>
      <FamilyCard order={order} />
    </Suspense>,
    <Suspense key="related" fallback={null}>
      <RelatedOrdersCard orderId={order.id} />
    </Suspense>,
    <Suspense key="settlement" fallback={null}>
      <SettlementPanel orderId={order.id} />
    </Suspense>,
  ];
  const history = (
    <TimelineCard
      key="timeline"
      logs={timeline.data}
      loading={timeline.isLoading}
      evaluation={order.evaluation}
    />
  );

  return (
    <div
      data-testid="order-detail"
      data-order-id={order.id}
      style={phone ? { paddingBottom: PHONE_BAR_SPACE } : undefined}
    >
      <Flex vertical gap={GAP}>
        <SummaryCard order={order} inBin={inBin} extra={phone ? undefined : actions} />
        <Suspense fallback={null}>
          <RemainingNotices order={order} />
        </Suspense>
        {phone ? (
          // On a phone: who and where first (the engineer's next step), then the rest, then history.
          [...side, ...main, history]
        ) : (
          <Row gutter={[GAP, GAP]}>
            <Col xs={24} lg={16}>
              <Flex vertical gap={GAP}>
                {main}
              </Flex>
            </Col>
            <Col xs={24} lg={8}>
              <Flex vertical gap={GAP}>
                {side}
                {history}
              </Flex>
            </Col>
          </Row>
        )}
      </Flex>
      {phone && actions}
      {open && (
        <Suspense fallback={<Spin fullscreen />}>
          <ActionHost order={order} open={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
