import type { TFunction } from 'i18next';
import type { Body } from '../../../../shell/body';
import type { OrderEvaluation, evaluationSubmitSchema } from '@fieldline/domain';

/**
 * The evaluation form (spec-business §3 "Evaluation"), shared by the customer's public page and the
 * creator's rating of an internal order in the app: what it holds, what it sends, and which of its
 * fields a refusal names.
 */

export const EVALUATION_SCORES = ['quality', 'attitude', 'speed'] as const;
export const EVALUATION_FIELDS = ['solved', ...EVALUATION_SCORES, 'suggestion', 'images'] as const;
export type EvaluationField = (typeof EVALUATION_FIELDS)[number];

export interface EvaluationValues {
  solved?: boolean;
  quality?: number;
  attitude?: number;
  speed?: number;
  suggestion?: string;
  images?: string[];
}

/** The evaluation's body (the form's rules make the choices present): no empty suggestion or photos. */
export function evaluationBody(v: EvaluationValues): Body<typeof evaluationSubmitSchema> {
  return {
    solved: v.solved!,
    quality: v.quality!,
    attitude: v.attitude!,
    speed: v.speed!,
    suggestion: v.suggestion?.trim() || undefined,
    images: v.images?.length ? v.images : undefined,
  };
}

/** The form field a refusal names (`images.0` is the images field); undefined when it has none. */
export function evaluationFieldOf(field: string | undefined): EvaluationField | undefined {
  const name = field?.split('.')[0];
  return (EVALUATION_FIELDS as readonly (string | undefined)[]).includes(name)
    ? (name as EvaluationField)
    : undefined;
}

/**
 * An evaluation in one labelled line, "Solved · Service quality 5 · Attitude 5 · Speed 4", as the
 * timeline shows it.
 */
export function evaluationSummary(
  e: Pick<OrderEvaluation, 'solved' | (typeof EVALUATION_SCORES)[number]>,
  t: TFunction,
): string {
  return [
    t(e.solved ? 'orderDetail.evalPage.solvedYes' : 'orderDetail.evalPage.solvedNo'),
    ...EVALUATION_SCORES.map((k) =>
      t('orderDetail.evaluation.score', { label: t(`orderDetail.evaluation.${k}`), score: e[k] }),
    ),
  ].join(' · ');
}
