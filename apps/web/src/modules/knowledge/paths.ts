import { generatePath } from 'react-router-dom';

/** The knowledge pages of spec-shell (/FAQManage, its details, /DOCManage, its details, /UnknownProblems, /help). */
export const KNOWLEDGE_PATHS = {
  faqs: '/FAQManage',
  faqDetail: '/FAQManage/FAQdetails/:id',
  docs: '/DOCManage',
  docDetail: '/DOCManage/DOCMdetails/:id',
  unknown: '/UnknownProblems',
  help: '/help',
  /** A shared FAQ's public page (no sign-in). */
  share: '/faqShare/:token',
} as const;

export const faqDetailPath = (id: number) => generatePath(KNOWLEDGE_PATHS.faqDetail, { id: String(id) });
export const docDetailPath = (id: number) => generatePath(KNOWLEDGE_PATHS.docDetail, { id: String(id) });
export const sharePath = (token: string) => generatePath(KNOWLEDGE_PATHS.share, { token });
