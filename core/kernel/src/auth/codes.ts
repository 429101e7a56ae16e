// E-mailed codes (register, change e-mail, reset password): stored hashed, one live code per
// purpose and target, a resend wait, an expiry and a small number of tries.
import { createHash, randomInt, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { OjError } from '@oj/sdk';

export type CodePurpose = 'register' | 'change-email' | 'reset-password';

/** Resend waits of the client's countdowns (spec 1 §4, §9). */
export const RESEND_WAIT_SECONDS: Record<CodePurpose, number> = { register: 60, 'change-email': 60, 'reset-password': 90 };
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
/** register and change-e-mail codes: 6 characters (spec 1 §9) */
export const EMAIL_CODE_LENGTH = 6;

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(EMAIL_CODE_LENGTH, '0');
}

export function resetToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Stores a new code, refusing while the previous one is inside its resend wait. */
export async function issueCode(db: Knex, purpose: CodePurpose, target: string, email: string, code: string): Promise<void> {
  const existing = await db('verificationCodes').where({ purpose, target }).first();
  const wait = RESEND_WAIT_SECONDS[purpose];
  if (existing) {
    const elapsed = (Date.now() - new Date(existing.sentAt).getTime()) / 1000;
    if (elapsed < wait) throw new OjError('OJ_CODE_RESEND_WAIT', 400, { seconds: Math.ceil(wait - elapsed) });
  }
  const row = { purpose, target, email, codeHash: hash(code), attempts: 0, sentAt: new Date(), expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000) };
  await db('verificationCodes').insert(row).onConflict(['purpose', 'target']).merge();
}

/**
 * Checks and uses up a code; returns the e-mail it was sent to. Every check takes one try in the
 * same statement that reads the row, so parallel guesses cannot check more than CODE_MAX_TRIES
 * codes between them (issue 9 §6); a right code is then taken by one delete, once.
 */
export async function consumeCode(db: Knex, purpose: CodePurpose, target: string, code: string): Promise<string> {
  const [row] = await db('verificationCodes')
    .where({ purpose, target })
    .where('attempts', '<', CODE_MAX_TRIES)
    .where('expiresAt', '>', new Date())
    .increment('attempts', 1)
    .returning(['codeHash', 'email']);
  if (!row) {
    const stale = await db('verificationCodes').where({ purpose, target }).first('attempts');
    if (!stale) throw new OjError('OJ_CODE_INVALID', 400);
    throw new OjError(stale.attempts >= CODE_MAX_TRIES ? 'OJ_CODE_TOO_MANY_TRIES' : 'OJ_CODE_EXPIRED', 400);
  }
  if (row.codeHash !== hash(code)) throw new OjError('OJ_CODE_INVALID', 400);
  const taken = await db('verificationCodes').where({ purpose, target, codeHash: row.codeHash }).delete();
  if (taken === 0) throw new OjError('OJ_CODE_INVALID', 400);
  return row.email as string;
}
