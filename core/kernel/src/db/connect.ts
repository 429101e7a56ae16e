// The knex connection. Code speaks camelCase, tables are snake_case: identifiers are converted
// on the way in and row keys on the way out, so no hand-written mapping per query.
import knexFactory, { type Knex } from 'knex';

const toSnake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const toCamel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function camelRow(row: unknown): unknown {
  if (Array.isArray(row)) return row.map(camelRow);
  if (row && typeof row === 'object' && !(row instanceof Date) && !Buffer.isBuffer(row)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(row)) out[toCamel(k)] = v;
    return out;
  }
  return row;
}

export function connectDatabase(url: string, opts: { poolMax?: number } = {}): Knex {
  return knexFactory({
    client: 'pg',
    connection: url,
    pool: { min: 0, max: opts.poolMax ?? 4 },
    acquireConnectionTimeout: 30_000,
    wrapIdentifier: (value, original) => original(value === '*' ? value : toSnake(value)),
    postProcessResponse: (result) => {
      // knex.raw returns the pg result object: convert its rows only
      if (result && typeof result === 'object' && 'rows' in result && 'command' in result) {
        return { ...result, rows: camelRow((result as { rows: unknown[] }).rows) };
      }
      return camelRow(result);
    },
  });
}
