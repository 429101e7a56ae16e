// Failed-login throttling (issue 9 §5, spec 1 §4), in the database so every web node sees the
// same counts. Three counters, each over the window:
//  - per account and address: slowed from the 6th failure, locked at maxFailuresPerUser — the
//    only lock, and it shuts out that address for that account alone;
//  - per address (any account): the puzzle from puzzleAfterAddressFailures (an address is shared
//    by a whole school, so later than for one account), slowed once it reaches
//    maxFailuresPerAddress, never locked — a school is not shut out by a few students;
//  - per account (any address): only asks for the slide puzzle, never slows or locks, so nobody
//    can keep a user out of their own account by failing on purpose.
// From puzzleAfterFailures of the account (from here or anywhere) the slide puzzle must be solved
// before the password is checked. A correct password from an address with no failures of its own
// always gets through (at most after the puzzle).
import type { Knex } from 'knex';
import { OjError } from '@oj/sdk';

export interface ThrottlePolicy {
  maxFailuresPerUser: number; maxFailuresPerAddress: number; puzzleAfterFailures: number; puzzleAfterAddressFailures: number; windowMinutes: number;
}

/** the longest wait between two tries while slowed */
export const MAX_WAIT_SECONDS = 60;

interface Keys { pair: string; address: string; account: string }
const keysOf = (username: string, ip: string): Keys => {
  const name = username.toLowerCase();
  return { pair: `user:${name}|${ip}`, address: `ip:${ip}`, account: `acct:${name}` };
};

interface Counter { count: number; windowStart: Date; lastAt: Date | null }

/** What a login try from this address for this account must clear first. */
export interface LoginStanding {
  /** locked for this account from this address, for this many more minutes */
  lockedMinutes?: number;
  /** slowed: the next try is allowed in this many seconds */
  waitSeconds?: number;
  /** the slide puzzle must be solved first */
  puzzle: boolean;
}

/** seconds a counter at `count` makes the next try wait, slowing from `from` on and doubling */
export function waitAfter(count: number, from: number): number {
  return count < from ? 0 : Math.min(MAX_WAIT_SECONDS, 2 ** (count - from + 1));
}

export async function loginStanding(db: Knex, policy: ThrottlePolicy, username: string, ip: string, now = Date.now()): Promise<LoginStanding> {
  const k = keysOf(username, ip);
  const since = new Date(now - policy.windowMinutes * 60_000);
  const rows = await db('loginFailures').whereIn('key', [k.pair, k.address, k.account]).where('windowStart', '>', since);
  const of = (key: string): Counter => rows.find((r) => r.key === key) ?? { count: 0, windowStart: new Date(now), lastAt: null };
  const pair = of(k.pair), address = of(k.address), account = of(k.account);
  if (pair.count >= policy.maxFailuresPerUser) {
    return { puzzle: true, lockedMinutes: Math.max(1, Math.ceil((new Date(pair.windowStart).getTime() + policy.windowMinutes * 60_000 - now) / 60_000)) };
  }
  const left = (c: Counter, from: number) => (c.lastAt ? new Date(c.lastAt).getTime() + waitAfter(c.count, from) * 1000 - now : 0);
  const wait = Math.max(left(pair, policy.puzzleAfterFailures + 1), left(address, policy.maxFailuresPerAddress));
  const puzzle = pair.count >= policy.puzzleAfterFailures || account.count >= policy.puzzleAfterFailures || address.count >= policy.puzzleAfterAddressFailures;
  return { puzzle, ...(wait > 0 ? { waitSeconds: Math.ceil(wait / 1000) } : {}) };
}

/** Throws when this try must not check the password yet: locked, slowed, or no solved puzzle. */
export async function assertMayTryLogin(db: Knex, policy: ThrottlePolicy, username: string, ip: string, puzzleSolved: () => Promise<boolean>): Promise<void> {
  const standing = await loginStanding(db, policy, username, ip);
  if (standing.lockedMinutes) throw new OjError('OJ_AUTH_TOO_MANY_FAILURES', 400, { minutes: standing.lockedMinutes });
  if (standing.waitSeconds) throw new OjError('OJ_AUTH_SLOW_DOWN', 400, { seconds: standing.waitSeconds });
  if (standing.puzzle && !(await puzzleSolved())) throw new OjError('OJ_AUTH_PUZZLE_REQUIRED', 400);
}

/**
 * The same limits without the puzzle, for password checks of a signed-in user (change password):
 * slowed, then locked for this name from this address.
 */
export async function assertNotThrottled(db: Knex, policy: ThrottlePolicy, username: string, ip: string): Promise<void> {
  await assertMayTryLogin(db, policy, username, ip, async () => true);
}

export async function recordFailure(db: Knex, policy: ThrottlePolicy, username: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - policy.windowMinutes * 60_000);
  for (const key of Object.values(keysOf(username, ip))) await bump(db, key, since);
}

/** Adds one to the counter of `key`; a window that has run out starts again at 1. */
async function bump(db: Knex, key: string, since: Date): Promise<void> {
  await db.raw(
    `insert into login_failures (key, count, window_start, last_at) values (?, 1, now(), now())
     on conflict (key) do update set
       count = case when login_failures.window_start > ? then login_failures.count + 1 else 1 end,
       window_start = case when login_failures.window_start > ? then login_failures.window_start else now() end,
       last_at = now()`,
    [key, since, since],
  );
}

/** A success: the account's own counters start again (spec 1 §4); the address's stays. */
export async function clearFailures(db: Knex, username: string, ip: string): Promise<void> {
  const k = keysOf(username, ip);
  await db('loginFailures').whereIn('key', [k.pair, k.account]).delete();
}

/**
 * Counts one action of `key` (e.g. mails sent to an address) and refuses once `max` were counted
 * within `windowMinutes` — against code-mail spam from one address.
 */
export async function takeAllowance(db: Knex, key: string, max: number, windowMinutes: number): Promise<void> {
  const since = new Date(Date.now() - windowMinutes * 60_000);
  const row = await db('loginFailures').where({ key }).where('windowStart', '>', since).first();
  if (row && row.count >= max) {
    const left = Math.ceil((new Date(row.windowStart).getTime() + windowMinutes * 60_000 - Date.now()) / 60_000);
    throw new OjError('OJ_TOO_MANY_REQUESTS', 400, { minutes: Math.max(1, left) });
  }
  await bump(db, key, since);
}

/** code mails one address may ask for per hour */
export const MAILS_PER_ADDRESS_PER_HOUR = 20;
/** slide puzzles one address may ask for per hour */
export const PUZZLES_PER_ADDRESS_PER_HOUR = 300;
