import { Suspense, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Divider, Flex, Radio, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  CUSTOMER_ACCESS,
  FORM_KINDS,
  ORDER_PRIORITIES,
  ORDER_TYPES,
  orderCreateSchema,
  type OrderType,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { reportFormErrors, validateForm } from '../../../shell/form-failure';
import { CUSTOM_VALUES_NAME, readCustomValues } from '../../../components/CustomFields/issues';
import { useLeaveGuard } from '../../../components/useLeaveGuard';
import { lazyPart } from '../../../shell/chunks';
import { showToast } from '../../../shell/notify';
import { usePageRoute } from '../../../shell/page-route';
import { useTemplates } from '../../forms';
import { useCreateOrder } from '../api';
import { CustomerSection } from '../components/form/CustomerSection';
import { DispatchSection } from '../components/form/DispatchSection';
import { loadFileControls } from '../components/form/FileFields';
import { OrderMainFields } from '../components/form/OrderMainFields';
import { OrderTemplateSelect } from '../components/pickers';
import { applySchemaIssues, showOrderFormError } from '../errors';
import { useCan, useLocale, useOrderTemplateForm } from '../hooks';
import { createTypeChoice, customerRequired } from '../internal-orders';
import { createBody, createFieldNames, prefillFromParams, type OrderFormValues } from '../logic';
import { ORDER_PATHS, orderDetailPath } from '../paths';
import { fetchCopyDraft } from '../detail/api';
import { copyFormValues } from '../remaining/copy';
import { copySourceOf } from '../remaining/paths';
import { PendingOrdersAlert } from '../remaining/PendingOrdersAlert';

// Below the order's own fields: the template's custom fields (every control kind: dates, uploads,
// signatures, scanning) and the images and attachments controls (FileFields) load beside the page,
// started on opening, side by side with the template; the form stays under its spinner until both
// are in, so it is never submitted with a section missing.
const loadCustomFieldItems = () => import('../../../components/CustomFields/CustomFieldItems');
const CustomFieldItems = lazyPart(() => loadCustomFieldItems().then((m) => m.CustomFieldItems));

/** True once the form's deferred sections (above) have arrived. */
function useFormParts() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    // a failure surfaces where the part renders (lazyPart's chunk error); the spinner stops here
    const done = () => live && setReady(true);
    Promise.all([loadCustomFieldItems(), loadFileControls()]).then(done, done);
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/** Which create route: /createOrder (type chosen), or the inner / external route of a template. */
function useCreateRoute(): { templateId?: number; orderType?: OrderType } {
  const { tempId } = useParams();
  const route = usePageRoute();
  const id = tempId && /^\d{1,15}$/.test(tempId) ? Number(tempId) : undefined;
  if (route?.name === 'createInnerOrder') return { templateId: id, orderType: ORDER_TYPES.internal };
  if (route?.name === 'createExternalOrder') return { templateId: id, orderType: ORDER_TYPES.external };
  return {};
}

/**
 * New work order (spec-shell /createOrder, /order/createInner/:tempId, /order/createExternal/:tempId):
 * template, customer with its contact, address and product, the template's order fields and custom
 * fields, and optionally a server. An internal order may have no customer: its contact (the user by
 * default) and address are typed; a user who may not see customers raises internal orders only.
 * Checked by the domain's orderCreateSchema before sending; the server's refusals land on their
 * fields. Opens the new order when created.
 */
export default function CreateOrderPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const route = useCreateRoute();
  const pageRoute = usePageRoute();
  const canPickCustomer = useCan()(CUSTOMER_ACCESS.view);
  const choice = createTypeChoice(route.orderType, canPickCustomer);
  const prefill = useMemo(() => prefillFromParams(params), [params]);
  const [form] = Form.useForm<OrderFormValues>();
  const [dirty, setDirty] = useState(false);
  const [created, setCreated] = useState<number | null>(null);
  const create = useCreateOrder();
  const templates = useTemplates(FORM_KINDS.order);
  const templateId = Form.useWatch('templateId', form) as number | undefined;
  const tpl = useOrderTemplateForm(templateId);
  const chosenType = Form.useWatch('orderType', form) as OrderType | undefined;
  // A hidden selector holds no value the form hands back: the type is the fixed one then.
  const orderType = choice.choosable ? (chosenType ?? choice.initial) : choice.initial;
  useLeaveGuard(dirty && created === null);
  const watchedCustomer = Form.useWatch('customerId', form) as number | null | undefined;
  const watchedProduct = Form.useWatch('customerProductId', form) as number | null | undefined;
  const partsReady = useFormParts();

  // "Copy to a new order" (issue 22): the form starts from the copied order's values
  const copyFrom = copySourceOf(params);
  const copy = useQuery({
    queryKey: ['orders', 'copy', copyFrom],
    queryFn: () => fetchCopyDraft(copyFrom!),
    enabled: !!copyFrom,
    retry: false,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (copy.data) form.setFieldsValue(copyFormValues(copy.data) as Partial<OrderFormValues>);
  }, [copy.data, form]);

  // The template: the route's, else the enterprise's default order template.
  useEffect(() => {
    if (route.templateId || form.getFieldValue('templateId')) return;
    const list = (templates.data?.list ?? []).filter((x) => x.enabled !== false);
    const pick = list.find((x) => x.isDefault) ?? list[0];
    if (pick) form.setFieldValue('templateId', pick.id);
  }, [templates.data, route.templateId, form]);

  useEffect(() => {
    if (created !== null) void navigate(orderDetailPath(created), { replace: true });
  }, [created, navigate]);

  const submit = async () => {
    const values = await validateForm(form);
    if (!values) return;
    const customValues = readCustomValues(form, tpl.fields, CUSTOM_VALUES_NAME, locale);
    if (!customValues) return reportFormErrors(form);
    const body = createBody({ ...values, orderType }, customValues, {
      eventId: prefill.eventId,
      belongSaleContractId: prefill.belongSaleContractId,
    });
    const checked = orderCreateSchema.safeParse(body);
    if (!checked.success) {
      applySchemaIssues(form, checked.error.issues, locale);
      return reportFormErrors(form);
    }
    const fieldIds = tpl.fields.map((f) => f.id);
    try {
      const result = await create.mutateAsync({
        body,
        fields: createFieldNames(body.serviceItems?.length ?? 0, fieldIds),
      });
      if (!result) return;
      showToast('success', t('orders.form.created', { no: result.orderNo }));
      if (result.warnings.includes('appointmentPast')) showToast('warning', t('orders.form.appointmentPast'));
      setCreated(result.id);
    } catch (error) {
      if (showOrderFormError(form, error, locale, fieldIds)) reportFormErrors(form);
    }
  };

  const routeTemplateMissing =
    route.templateId !== undefined &&
    templates.isSuccess &&
    !templates.data.list.some((x) => x.id === route.templateId);

  if (choice.refused)
    return (
      <Card title={pageRoute ? t(pageRoute.nameKey) : t('orders.form.title')} data-testid="order-create-page">
        <Alert
          type="warning"
          showIcon
          title={t('orders.form.externalNeedsCustomer')}
          action={<Link to={ORDER_PATHS.create}>{t('orders.form.toInternal')}</Link>}
          data-testid="order-create-external-refused"
        />
      </Card>
    );

  return (
    <Card title={pageRoute ? t(pageRoute.nameKey) : t('orders.form.title')} data-testid="order-create-page">
      {routeTemplateMissing && (
        <Alert type="error" showIcon title={t('orders.form.templateMissing')} style={{ marginBottom: 16 }} />
      )}
      {copy.data && (
        <Alert
          type="info"
          showIcon
          title={t('orders.copy.from', { no: copy.data.copiedFrom.orderNo })}
          description={t('orders.copy.hint')}
          style={{ marginBottom: 16 }}
          data-testid="order-copy-from"
        />
      )}
      {canPickCustomer && (
        <PendingOrdersAlert customerId={watchedCustomer} customerProductId={watchedProduct} />
      )}
      {!canPickCustomer && (
        <Alert
          type="info"
          showIcon
          title={t('orders.form.internalOnly')}
          style={{ marginBottom: 16 }}
          data-testid="order-internal-only"
        />
      )}
      <Spin spinning={tpl.isPending || !partsReady}>
        <Form<OrderFormValues>
          form={form}
          layout="vertical"
          style={{ maxWidth: 960 }}
          initialValues={{
            templateId: route.templateId,
            orderType: choice.initial,
            priority: ORDER_PRIORITIES.normal,
            customerId: canPickCustomer ? prefill.customerId : undefined,
            customerProductId: prefill.customerProductId,
            images: [],
            attachments: [],
            tagIds: [],
            serviceItems: [],
            collaboratorIds: [],
            ccUserIds: [],
          }}
          onValuesChange={() => setDirty(true)}
          data-testid="order-create-form"
        >
          <Flex gap={12} wrap>
            <Form.Item
              name="templateId"
              label={t('orders.fields.template')}
              rules={[{ required: true, message: t('orders.form.templateRequired') }]}
              style={{ flex: '1 1 260px' }}
            >
              <OrderTemplateSelect enabledOnly disabled={!!route.templateId} data-testid="order-template" />
            </Form.Item>
            {choice.choosable && (
              <Form.Item name="orderType" label={t('orders.fields.orderType')} style={{ flex: '1 1 260px' }}>
                <Radio.Group
                  optionType="button"
                  options={Object.values(ORDER_TYPES).map((v) => ({
                    value: v,
                    label: t(`enum.orderType.${v}`),
                  }))}
                  data-testid="order-type"
                />
              </Form.Item>
            )}
          </Flex>
          <Divider titlePlacement="start">
            {t(canPickCustomer ? 'orders.form.customerSection' : 'orders.form.contactSection')}
          </Divider>
          <CustomerSection
            system={tpl.system}
            customerOptional={!customerRequired(orderType)}
            canPickCustomer={canPickCustomer}
            productLabel={
              prefill.customerProductId && prefill.customerProductName
                ? { id: prefill.customerProductId, name: prefill.customerProductName }
                : undefined
            }
          />
          <Divider titlePlacement="start">{t('orders.form.orderSection')}</Divider>
          <OrderMainFields
            system={tpl.system}
            templateId={templateId}
            tagsRequired={!!tpl.settings?.tagsRequired}
          />
          {tpl.fields.length > 0 && <Divider titlePlacement="start">{t('orders.form.customFields')}</Divider>}
          {tpl.fields.length > 0 && (
            <Suspense fallback={<Spin />}>
              <CustomFieldItems fields={tpl.fields} canEdit={tpl.canEdit} />
            </Suspense>
          )}
          <Divider titlePlacement="start">{t('orders.form.dispatchSection')}</Divider>
          <DispatchSection />
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => void navigate(-1)}>{t('orders.common.cancel')}</Button>
            <Button
              type="primary"
              loading={create.isPending}
              onClick={() => void submit()}
              data-testid="order-create-submit"
            >
              {t('orders.form.submit')}
            </Button>
          </Flex>
        </Form>
      </Spin>
    </Card>
  );
}
