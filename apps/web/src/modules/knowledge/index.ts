/** What other modules may use of the knowledge base: its paths and the answers panel beside an order. */
export { KNOWLEDGE_PATHS, faqDetailPath, docDetailPath } from './paths';
export { KnowledgePanel } from './components/KnowledgePanel';
