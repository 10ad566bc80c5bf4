/**
 * The skew the users generator spreads its rows with, for other generators: `g` numbers 1..total,
 * `ord` the enterprise (1..N) each falls to; the largest enterprise gets about √(1/N) of all rows,
 * the smallest about half the average. Use as a CTE: `with g as (${skewedSeries('$2', '$3')}) …`.
 */
export const skewedSeries = (total: string, enterprises: string) =>
  `select g, least(${enterprises}::int, 1 + floor(${enterprises}::int * power(g * 0.6180339887498949::float8
                  - floor(g * 0.6180339887498949::float8), 2)))::int as ord
     from generate_series(1, ${total}::bigint) g`;
