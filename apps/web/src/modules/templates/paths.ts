/** The template centre's paths: what the route tables and other modules link to, without the centre's code. */
export const TEMPLATE_CENTER_PATH = '/templateCenter';
export const PROCESS_SETTING_PATH = '/templateCenter/processSetting';
/** The form designer (built by the forms module) at this route. */
export const DESIGNER_PATH = '/templateCenter/processSetting/customForm';
