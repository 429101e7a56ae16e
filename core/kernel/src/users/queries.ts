// Lookups of users by the names people type (case-insensitive, like the unique indexes).
import type { Knex } from 'knex';

export function findUserByName(db: Knex, username: string) {
  return db('users').whereRaw('lower(username) = lower(?)', [username]).first();
}

export function findUserByEmail(db: Knex, email: string) {
  return db('users').whereRaw('lower(email) = lower(?)', [email]).first();
}

/** The user named by uid, else by username — the (uid, username) query pair of profile calls. */
export function findUserByUidOrName(db: Knex, uid?: string, username?: string) {
  if (uid) return db('users').where({ uid }).first();
  if (username) return findUserByName(db, username);
  return Promise.resolve(undefined);
}
