// Problem id rules more than one site module follows.

/**
 * A problem number as an admin types it (' 2049 ', '01000') in the site's own form ('2049',
 * '1000'), or null when it is no number or outside min..max.
 */
export function problemNumber(id: string, min: number, max: number): string | null {
  const m = /^0*(\d+)$/.exec(id.trim());
  if (!m) return null;
  const n = Number(m[1]);
  return n >= min && n <= max ? String(n) : null;
}
