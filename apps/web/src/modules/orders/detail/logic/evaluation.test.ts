import { describe, expect, it } from 'vitest';
import { evaluationSubmitSchema, internalEvaluationSchema } from '@fieldline/domain';
import { evaluationBody, evaluationFieldOf } from './evaluation';

const rated = { solved: true, quality: 4, attitude: 5, speed: 3 };

describe('the evaluation form', () => {
  it('sends the choices, a trimmed suggestion and the photos, as both evaluation calls accept', () => {
    const body = evaluationBody({
      ...rated,
      suggestion: '  打印机修好了 ',
      images: ['/api/file/download/7'],
    });
    expect(body).toEqual({ ...rated, suggestion: '打印机修好了', images: ['/api/file/download/7'] });
    expect(evaluationSubmitSchema.safeParse(body).success).toBe(true);
    expect(internalEvaluationSchema.safeParse({ orderId: 3, ...body }).success).toBe(true);
  });

  it('leaves out an empty suggestion and no photos', () => {
    const body = evaluationBody({ ...rated, solved: false, suggestion: '   ', images: [] });
    expect(body).toEqual({ ...rated, solved: false, suggestion: undefined, images: undefined });
    expect(evaluationSubmitSchema.safeParse(body).success).toBe(true);
  });

  it('puts a refusal on the field it names, photos by index included; others have no field', () => {
    expect(evaluationFieldOf('quality')).toBe('quality');
    expect(evaluationFieldOf('images.2')).toBe('images');
    expect(evaluationFieldOf('orderId')).toBeUndefined();
    expect(evaluationFieldOf(undefined)).toBeUndefined();
  });
});
