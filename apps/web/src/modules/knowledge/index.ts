/** What other modules may use of the knowledge base: its paths and the answers panel beside an order. */
export { KNOWLEDGE_PATHS, faqDetailPath, docDetailPath } from './paths';
import { KnowledgePanel as KnowledgePanelPart } from './components/KnowledgePanel';
import { withModuleStrings } from '../../shell/module-strings';
/** Lent to other modules' pages: it brings this module's strings (locales/lazy.ts). */
export const KnowledgePanel = withModuleStrings('knowledge', KnowledgePanelPart);
