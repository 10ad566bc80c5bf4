import { describe, expect, it } from 'vitest';
import { ORDER_PRINT_MAX } from '@fieldline/domain';
import { absoluteEvalUrl, parsePrintIds, printPath } from './paths';

describe('print and evaluation addresses', () => {
  it('reads the ids of the print page, each once', () => {
    expect(parsePrintIds('3,1,3, 2,x,0')).toEqual({ ids: [3, 1, 2], tooMany: false });
    expect(parsePrintIds(null)).toEqual({ ids: [], tooMany: false });
    expect(printPath([4, 5])).toBe('/order/print?ids=4,5');
  });

  it('refuses more than 50 orders at once (spec-business §5)', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect(ORDER_PRINT_MAX).toBe(50);
    expect(parsePrintIds(ids(ORDER_PRINT_MAX)).tooMany).toBe(false);
    expect(parsePrintIds(ids(ORDER_PRINT_MAX + 1)).tooMany).toBe(true);
  });

  it('makes the evaluation link absolute for copying', () => {
    expect(absoluteEvalUrl('/eval/abc', 'https://fl.example')).toBe('https://fl.example/eval/abc');
  });
});
