import type { z } from 'zod';

/**
 * What a form sends for `I` (a schema's input) when the schema coerces: zod types a coerced
 * input (ids, numbers) as `unknown`, so there the parsed type `O` stands in; everything else,
 * optional keys and defaults included, stays as the schema accepts it.
 */
type Sent<I, O> = unknown extends I
  ? O
  : I extends readonly (infer IE)[]
    ? NonNullable<O> extends readonly (infer OE)[]
      ? Sent<IE, OE>[]
      : I
    : I extends object
      ? { [K in keyof I]: K extends keyof NonNullable<O> ? Sent<I[K], NonNullable<O>[K]> : I[K] }
      : I;

/** A request body typed from the domain's zod schema of that call, the one the server parses. */
export type Body<S extends z.ZodType> = Sent<z.input<S>, z.output<S>>;
