// Daily clean-up of short-lived rows: expired captchas, login puzzles, codes and account sheets, old throttling
// counters, and login sessions that ended long ago (kept a while for the dashboard's history).
import type { Knex } from 'knex';

export const HOUSEKEEPING_EVERY_MS = 24 * 60 * 60 * 1000;
/** ended sessions stay this long (login history on the dashboard) */
export const SESSION_HISTORY_DAYS = 180;

export async function housekeeping(db: Knex): Promise<Record<string, number>> {
  const now = new Date();
  const dayAgo = new Date(Date.now() - 86_400_000);
  const historyStart = new Date(Date.now() - SESSION_HISTORY_DAYS * 86_400_000);
  return {
    captchas: await db('captchas').where('expiresAt', '<', now).delete(),
    puzzles: await db('loginPuzzles').where('expiresAt', '<', now).delete(),
    codes: await db('verificationCodes').where('expiresAt', '<', now).delete(),
    sheets: await db('generatedAccounts').where('expiresAt', '<', now).delete(),
    counters: await db('loginFailures').where('windowStart', '<', dayAgo).delete(),
    sessions: await db('sessions').where('expiresAt', '<', historyStart).delete(),
  };
}
