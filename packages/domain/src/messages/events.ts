/**
 * Domain events (docs/events.md): what happened to a record, appended to the outbox in the
 * transaction that changed it. Messages, triggers, SLA and statistics subscribe to these kinds; a
 * module that adds a kind adds it here, with the object it is about.
 */
export const DOMAIN_EVENT_KINDS = {
  'order.created': 'order',
  'order.assigned': 'order',
  'order.accepted': 'order',
  'order.refused': 'order',
  'order.appointmentChanged': 'order',
  'order.checkedIn': 'order',
  'order.completed': 'order',
  'order.approved': 'order',
  'order.rejected': 'order',
  'order.evaluated': 'order',
  'order.closed': 'order',
  'order.overdue': 'order',
  'order.pooled': 'order',
  'order.grabbed': 'order',
  'order.grabGivenBack': 'order',
  'order.poolExpired': 'order',
  /** The engineer paused the order's service, and continued it (SLA clocks stop meanwhile). */
  'order.paused': 'order',
  'order.resumed': 'order',
  /** A return visit of the order was submitted (issue 22): passed (3) or failed (2). */
  'returnVisit.passed': 'order',
  'returnVisit.failed': 'order',
  /** A warehouse's stock of a part fell to or under its alert quantity (issue 24). */
  'spare.lowStock': 'spare',
  /** An old part stayed unreturned past the enterprise's reminder days (50017); daily, issue 24. */
  'spare.oldPartOverdue': 'oldPart',
  /**
   * The service desk's events (issue 23, modules/service-events); payload { from, to, templateId,
   * priority, customerId, principalUserId }. SLA timers (modules/sla) follow them.
   */
  'serviceEvent.created': 'serviceEvent',
  'serviceEvent.assigned': 'serviceEvent',
  'serviceEvent.started': 'serviceEvent',
  'serviceEvent.paused': 'serviceEvent',
  'serviceEvent.resumed': 'serviceEvent',
  'serviceEvent.escalated': 'serviceEvent',
  'serviceEvent.completed': 'serviceEvent',
  'serviceEvent.closed': 'serviceEvent',
  'serviceEvent.reactivated': 'serviceEvent',
  'serviceEvent.converted': 'serviceEvent',
  /**
   * SLA (issue 23, modules/sla): a step of an order's or event's SLA reached its warning time, or
   * its deadline passed; payload placeholders sla_type, sla_step, sla_step_time, sla_warn.
   */
  'order.slaWarned': 'order',
  'order.slaBreached': 'order',
  'serviceEvent.slaWarned': 'serviceEvent',
  'serviceEvent.slaBreached': 'serviceEvent',
} as const;

export type DomainEventKind = keyof typeof DOMAIN_EVENT_KINDS;
export type DomainObjectKind = (typeof DOMAIN_EVENT_KINDS)[DomainEventKind];
export const DOMAIN_EVENT_KIND_LIST = Object.keys(DOMAIN_EVENT_KINDS) as DomainEventKind[];
export const isDomainEventKind = (kind: string): kind is DomainEventKind => kind in DOMAIN_EVENT_KINDS;
