import { FORM_KINDS, isFormKind, type FormKind } from '@fieldline/domain';

/** A positive integer id from a query or path value, else undefined. */
export function idParam(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** The object kind a query value names (its number); `fallback` for anything else. */
export function kindParam(value: string | null | undefined, fallback: FormKind = FORM_KINDS.order): FormKind {
  const n = Number(value);
  return value && isFormKind(n) ? n : fallback;
}

/**
 * The kind the template designer's route names: `kind` in the query wins, then the path's
 * `orderType` ("order", "event" or a kind number, as the template centre links it); undefined
 * when neither says (the template's own kind is then looked up).
 */
export function designerKind(orderType: string | undefined, kind: string | null): FormKind | undefined {
  if (kind && isFormKind(Number(kind))) return Number(kind) as FormKind;
  if (orderType === 'order') return FORM_KINDS.order;
  if (orderType === 'event') return FORM_KINDS.event;
  return orderType && isFormKind(Number(orderType)) ? (Number(orderType) as FormKind) : undefined;
}
