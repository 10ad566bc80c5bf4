import { sql } from 'drizzle-orm';
import { vectorLiteral } from './words';

/** What search indexes of an FAQ: the question (weight A), similar questions and the answer (B). */
export const faqVector = (question: string, similar: string[], answer: string) =>
  sql`${vectorLiteral([
    { text: question, weight: 'A' },
    { text: similar.join('\n'), weight: 'B' },
    { text: answer, weight: 'B' },
  ])}::tsvector`;

/** What search indexes of a document: its name (A), summary and text (B). */
export const docVector = (name: string, summary: string, body: string) =>
  sql`${vectorLiteral([
    { text: name, weight: 'A' },
    { text: summary, weight: 'B' },
    { text: body, weight: 'B' },
  ])}::tsvector`;
