export { HelpTip } from './HelpTip';
export { HELP_TIPS, hiddenTips, setAllTips, type HelpTipKey } from './tips';
