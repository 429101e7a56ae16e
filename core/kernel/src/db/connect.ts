// The knex connection. Code speaks camelCase, tables are snake_case: identifiers are converted
// on the way in and row keys on the way out, so no hand-written mapping per query.
import knexFactory, { type Knex } from 'knex';
import { RoleAwarePgClient } from './session-role.ts';

const toSnake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const toCamel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** column names seen so far and their camelCase (a query's rows share their names: convert each name once) */
const camelNames = new Map<string, string>();
function camelName(k: string): string {
  let c = camelNames.get(k);
  if (c === undefined) {
    c = k.includes('_') ? toCamel(k) : k;
    if (camelNames.size < 50_000) camelNames.set(k, c);
  }
  return c;
}

function camelRow(row: unknown): unknown {
  if (Array.isArray(row)) {
    // the rows of one result share their column names: when none needs converting, they are kept as they are
    const first: unknown = row[0];
    if (first && typeof first === 'object' && !Array.isArray(first) && !(first instanceof Date) && !Buffer.isBuffer(first) && !Object.keys(first).some((k) => k.includes('_'))) return row;
    const out = new Array<unknown>(row.length);
    for (let i = 0; i < row.length; i++) out[i] = camelRow(row[i]);
    return out;
  }
  if (row && typeof row === 'object' && !(row instanceof Date) && !Buffer.isBuffer(row)) {
    const out: Record<string, unknown> = {};
    for (const k in row) if (Object.hasOwn(row, k)) out[camelName(k)] = (row as Record<string, unknown>)[k];
    return out;
  }
  return row;
}

export function connectDatabase(url: string, opts: { poolMax?: number } = {}): Knex {
  return knexFactory({
    // knex's pg client, switching a pooled connection's role when a plugin's statement takes it (session-role.ts)
    client: RoleAwarePgClient as unknown as typeof knexFactory.Client,
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
