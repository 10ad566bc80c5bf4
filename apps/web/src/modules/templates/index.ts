/** What other modules may use of the template centre: its paths. */
export { DESIGNER_PATH, PROCESS_SETTING_PATH, TEMPLATE_CENTER_PATH } from './paths';
