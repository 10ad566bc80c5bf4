import { describe, expect, it } from 'vitest';
import { planMatches, sampleNext, visitorInTurn, type SamplePlan } from './sampling';
import { planSaveSchema, reportQuerySchema, taskSubmitSchema } from './return-visits.schema';

/** Runs `n` orders through a plan as the consumer does, answering which of them were visited (1-based). */
function run(plan: Omit<SamplePlan, 'matched' | 'day' | 'dayCreated'>, days: string[]) {
  const state: SamplePlan = { ...plan, matched: 0, day: null, dayCreated: 0 };
  const visited: number[] = [];
  days.forEach((today, i) => {
    const visit = sampleNext(state, today);
    state.dayCreated = (state.day === today ? state.dayCreated : 0) + (visit ? 1 : 0);
    state.day = today;
    state.matched += 1;
    if (visit) visited.push(i + 1);
  });
  return visited;
}
const sameDay = (n: number) => Array.from({ length: n }, () => '2026-11-27');

describe('return-visit sampling', () => {
  it('rule: "all" visits every matched order', () => {
    expect(run({ sampleMode: 'all', sampleRatio: null, sampleCount: null }, sameDay(5))).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('rule: a ratio r visits exactly ⌊n·r/100⌋ of the first n orders, the same ones every time', () => {
    const plan = { sampleMode: 'ratio' as const, sampleRatio: 30, sampleCount: null };
    expect(run(plan, sameDay(10))).toEqual([4, 7, 10]);
    expect(run(plan, sameDay(10))).toEqual([4, 7, 10]);
    for (const r of [1, 25, 50, 99, 100]) {
      const visited = run({ ...plan, sampleRatio: r }, sameDay(200));
      expect(visited.length).toBe(Math.floor((200 * r) / 100));
    }
  });

  it('rule: a count c visits the first c orders of each day and starts again the next day', () => {
    const plan = { sampleMode: 'count' as const, sampleRatio: null, sampleCount: 2 };
    const days = ['2026-11-27', '2026-11-27', '2026-11-27', '2026-11-28', '2026-11-28', '2026-11-28'];
    expect(run(plan, days)).toEqual([1, 2, 4, 5]);
  });

  it('designated visitors take turns; none means any return-visit staff', () => {
    expect([0, 1, 2, 3].map((turn) => visitorInTurn([7, 8, 9], turn))).toEqual([7, 8, 9, 7]);
    expect(visitorInTurn([], 5)).toBeNull();
  });

  it('a plan matches by template and priority; an empty list matches every one', () => {
    expect(planMatches({ templateIds: [], priorities: [] }, { templateId: 3, priority: 2 })).toBe(true);
    expect(planMatches({ templateIds: [3], priorities: [] }, { templateId: 4, priority: 2 })).toBe(false);
    expect(planMatches({ templateIds: [3], priorities: [2, 3] }, { templateId: 3, priority: 1 })).toBe(false);
  });
});

describe('return-visit payloads', () => {
  const plan = { name: 'P', visitType: 1, sampleMode: 'ratio' };
  it('a ratio plan needs a ratio of 1-100; a count plan a count', () => {
    expect(planSaveSchema.safeParse(plan).error?.issues[0]?.path).toEqual(['sampleRatio']);
    expect(planSaveSchema.safeParse({ ...plan, sampleRatio: 0 }).success).toBe(false);
    expect(planSaveSchema.safeParse({ ...plan, sampleRatio: 101 }).success).toBe(false);
    expect(planSaveSchema.parse({ ...plan, sampleRatio: 40, sampleCount: 5 }).sampleCount).toBeNull();
    expect(planSaveSchema.safeParse({ ...plan, sampleMode: 'count' }).error?.issues[0]?.path).toEqual([
      'sampleCount',
    ]);
  });
  it('only visit types 1 and 6 are plan triggers', () => {
    expect(planSaveSchema.safeParse({ ...plan, sampleRatio: 5, visitType: 53 }).success).toBe(false);
  });
  it('a submit names its outcome: passed or failed', () => {
    expect(taskSubmitSchema.safeParse({ id: 1, result: 'done' }).error?.issues[0]?.path).toEqual(['result']);
    expect(taskSubmitSchema.parse({ id: 1, result: 'failed' }).values).toEqual({});
  });
  it('the report period runs forwards and at most a year', () => {
    expect(reportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
    expect(reportQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ from: '2025-01-01', to: '2026-12-31' }).success).toBe(false);
  });
});
