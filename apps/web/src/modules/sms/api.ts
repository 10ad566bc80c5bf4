import type {
  Page,
  PageQuery,
  SmsBalanceView,
  SmsSendItem,
  SmsSendStatus,
  SmsSignatureView,
  SmsTemplateItem,
  SmsTopUpItem,
} from '@fieldline/domain';
import { del, get, post, put } from '../../shell/request';

/** Everything cached about SMS starts with this key. */
export const SMS_QUERY_KEY = ['sms'] as const;
export const SMS_SIGNATURE_KEY = [...SMS_QUERY_KEY, 'signature'] as const;
export const SMS_TEMPLATES_KEY = [...SMS_QUERY_KEY, 'templates'] as const;
export const SMS_BALANCE_KEY = [...SMS_QUERY_KEY, 'balance'] as const;
export const SMS_SENDS_KEY = [...SMS_QUERY_KEY, 'sends'] as const;
export const SMS_TOP_UPS_KEY = [...SMS_QUERY_KEY, 'topUps'] as const;

export const fetchSignature = () => get<SmsSignatureView>('/v2/sms/signature');
export const submitSignature = (name: string) => post<SmsSignatureView>('/v2/sms/signature', { name });

export const fetchTemplates = () => get<SmsTemplateItem[]>('/v2/sms/templates');
export const createTemplate = (body: Pick<SmsTemplateItem, 'kind' | 'locale' | 'content'>) =>
  post<SmsTemplateItem>('/v2/sms/template', body);
export const updateTemplate = (id: number, content: string) =>
  put<SmsTemplateItem>(`/v2/sms/template/${id}`, { content });
export const deleteTemplate = (id: number) => del<{ id: number }>(`/v2/sms/template/${id}`);

export const fetchBalance = () => get<SmsBalanceView>('/v2/sms/balance');
export const fetchTopUps = (query: PageQuery) => get<Page<SmsTopUpItem>>('/v2/sms/topUps', query);
export const fetchSends = (query: PageQuery & { status?: SmsSendStatus }) =>
  get<Page<SmsSendItem>>('/v2/sms/sends', query);

/** Form fields a refusal can name. */
export const SIGNATURE_FIELDS = ['name'] as const;
export const TEMPLATE_FIELDS = ['kind', 'locale', 'content'] as const;
