/** What other modules may use of SLA: the order (or event) detail's SLA panel, and the paths. */
export { SlaPanel } from './components/SlaPanel';
export { SLA_PATHS } from './paths';
