import { describe, expect, expectTypeOf, it } from 'vitest';
import { orderAssignSchema, orderCreateSchema, userUpdateSchema, type OrderAddress } from '@fieldline/domain';
import type { Body } from './body';

describe('request bodies typed from the domain schemas', () => {
  it('types coerced ids as numbers, keeps optional and defaulted keys optional', () => {
    type Assign = Body<typeof orderAssignSchema>;
    expectTypeOf<Assign['orderIds']>().toEqualTypeOf<number[]>();
    expectTypeOf<Assign['serverUserId']>().toEqualTypeOf<number>();
    expectTypeOf<{ orderIds: number[]; serverUserId: number }>().toExtend<Assign>();
    expectTypeOf<{ orderIds: string[]; serverUserId: number }>().not.toExtend<Assign>();

    type Create = Body<typeof orderCreateSchema>;
    expectTypeOf<Create['serviceItems']>().toEqualTypeOf<
      { serviceItemId: number; quantity: number }[] | undefined
    >();
    expectTypeOf<Create['address']>().toEqualTypeOf<OrderAddress | null | undefined>();
    expectTypeOf<{ templateId: number; title: string; appointmentAt: string }>().toExtend<Create>();
    expectTypeOf<Body<typeof userUpdateSchema>['roleIds']>().toEqualTypeOf<number[] | undefined>();
  });

  it('accepts at run time what the type accepts', () => {
    const body: Body<typeof orderAssignSchema> = { orderIds: [3], serverUserId: 5 };
    expect(orderAssignSchema.parse(body)).toEqual({ orderIds: [3], serverUserId: 5, collaboratorIds: [] });
  });
});
