import { OvertimeLog } from './OvertimeLogPage';

/** /eventtimeLog (spec-shell SS:154): the SLA warnings and breaches of events only. */
export default function EventTimeLogPage() {
  return <OvertimeLog only="serviceEvent" />;
}
