import { FORM_KINDS, SHARE_STATES, type FormKind, type ShareState } from '@fieldline/domain';
import { DESIGNER_PATH, PROCESS_SETTING_PATH, TEMPLATE_CENTER_PATH } from './paths';

/** The tabs of the template centre; the first two are the spec's `type` of /templateCenter/{type?}. */
export const CENTER_TABS = ['order', 'event', 'buttons'] as const;
export type CenterTab = (typeof CENTER_TABS)[number];
export type TemplateType = Exclude<CenterTab, 'buttons'>;

export const TEMPLATE_TYPE_KINDS: Record<TemplateType, FormKind> = {
  order: FORM_KINDS.order,
  event: FORM_KINDS.event,
};

/** The tab a `type` route parameter opens; unknown or missing values open order templates. */
export const centerTabOf = (type: string | undefined): CenterTab =>
  CENTER_TABS.includes(type as CenterTab) ? (type as CenterTab) : 'order';

export const templateTypeOfKind = (kind: number): TemplateType | undefined =>
  (Object.keys(TEMPLATE_TYPE_KINDS) as TemplateType[]).find((t) => TEMPLATE_TYPE_KINDS[t] === kind);

export { DESIGNER_PATH, PROCESS_SETTING_PATH, TEMPLATE_CENTER_PATH };

/** The spec's query of /templateCenter/processSetting: id, templateName, orderType, sys_code (the mode). */
export function processSettingPath(template: { id: number; name: string; kind: number; mode: string }) {
  const query = new URLSearchParams({
    id: String(template.id),
    templateName: template.name,
    orderType: templateTypeOfKind(template.kind) ?? String(template.kind),
    sys_code: template.mode,
  });
  return `${PROCESS_SETTING_PATH}?${query.toString()}`;
}

/** The designer of one template's form: its id, and its kind and name so the page need not look them up. */
export function designerPath(template: { id: number; kind: number; name: string }) {
  const query = new URLSearchParams({
    id: String(template.id),
    kind: String(template.kind),
    templateName: template.name,
  });
  return `${DESIGNER_PATH}?${query.toString()}`;
}

/** A positive integer id from a query value, else undefined. */
export function idParam(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

type ShareStateName = keyof typeof SHARE_STATES;
const shareView = (name: ShareStateName, color: string) => ({
  labelKey: `templates.share.${name}` as const,
  color,
});

/** How a share state shows: translation key and tag colour (spec-business §4 "Template sharing"). */
export const SHARE_STATE_VIEW = {
  [SHARE_STATES.none]: shareView('none', 'default'),
  [SHARE_STATES.auditing]: shareView('auditing', 'processing'),
  [SHARE_STATES.shared]: shareView('shared', 'success'),
  [SHARE_STATES.failed]: shareView('failed', 'error'),
} satisfies Record<ShareState, ReturnType<typeof shareView>>;

export const shareStateView = (state: number) =>
  SHARE_STATE_VIEW[state as ShareState] ?? SHARE_STATE_VIEW[SHARE_STATES.none];

/** Not shared or refused: it can be offered to the platform; under audit or shared: withdrawn. */
export const shareActionOf = (state: number): 'share' | 'unshare' =>
  state === SHARE_STATES.auditing || state === SHARE_STATES.shared ? 'unshare' : 'share';
