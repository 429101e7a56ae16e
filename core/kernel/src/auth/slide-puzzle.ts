// The slide puzzle of the login form (spec 1 §4: after 5 failures, accuracy 3 px), checked by
// the server (issue 9 §5): the server picks where the hole is, draws it as pixels among decoys
// (puzzle-picture.ts; no coordinates in the answer), takes one try per puzzle, and a solved puzzle
// lets one login try through, from the address that solved it. It slows a script down rather
// than stops it; the counters in throttle.ts do the rest.
import { randomInt, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { OjError } from '@oj/sdk';
import { puzzlePicture } from './puzzle-picture.ts';

export const PUZZLE_WIDTH = 310;
export const PUZZLE_HEIGHT = 155;
export const PUZZLE_PIECE = 42;
/** spec 1 §4: accuracy 3 */
export const PUZZLE_ACCURACY_PX = 3;
const TTL_MINUTES = 5;

export interface LoginPuzzle { puzzleKey: string; img: string; y: number; width: number; height: number; piece: number }

export async function createPuzzle(db: Knex, ip: string): Promise<LoginPuzzle> {
  const targetX = 90 + randomInt(PUZZLE_WIDTH - PUZZLE_PIECE - 110);
  const y = 20 + randomInt(PUZZLE_HEIGHT - PUZZLE_PIECE - 40);
  const puzzleKey = randomUUID();
  await db('loginPuzzles').where('expiresAt', '<', new Date()).delete();
  await db('loginPuzzles').insert({ key: puzzleKey, targetX, ip: ip.slice(0, 64), expiresAt: new Date(Date.now() + TTL_MINUTES * 60_000) });
  const img = `data:image/png;base64,${puzzlePicture(PUZZLE_WIDTH, PUZZLE_HEIGHT, PUZZLE_PIECE, targetX, y).toString('base64')}`;
  return { puzzleKey, img, y, width: PUZZLE_WIDTH, height: PUZZLE_HEIGHT, piece: PUZZLE_PIECE };
}

/** One try per puzzle: a position off by more than the accuracy throws the puzzle away. */
export async function solvePuzzle(db: Knex, key: string, x: number, ip: string): Promise<void> {
  const solved = await db('loginPuzzles')
    .where({ key, ip: ip.slice(0, 64) }).whereNull('solvedAt').where('expiresAt', '>', new Date())
    .whereRaw('abs(target_x - ?) <= ?', [x, PUZZLE_ACCURACY_PX])
    .update({ solvedAt: new Date() });
  if (solved === 0) {
    await db('loginPuzzles').where({ key }).whereNull('solvedAt').delete();
    throw new OjError('OJ_PUZZLE_WRONG', 400);
  }
}

/** Uses up a solved puzzle of this address for one login try; false when there is none. */
export async function takeSolvedPuzzle(db: Knex, key: string | undefined, ip: string): Promise<boolean> {
  if (!key || !/^[0-9a-f-]{36}$/i.test(key)) return false;
  const taken = await db('loginPuzzles').where({ key, ip: ip.slice(0, 64) }).whereNotNull('solvedAt').where('expiresAt', '>', new Date()).delete();
  return taken > 0;
}
