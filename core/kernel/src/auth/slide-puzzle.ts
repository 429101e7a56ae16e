// The slide puzzle of the login form (spec 1 §4: after 5 failures, accuracy 3 px), checked by
// the server (issue 9 §5): the server picks where the hole is, draws it into an SVG among
// lighter decoys (no coordinates in the answer), takes one try per puzzle, and a solved puzzle
// lets one login try through, from the address that solved it. It slows a script down rather
// than stops it; the counters in throttle.ts do the rest.
import { randomInt, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { OjError } from '@oj/sdk';

export const PUZZLE_WIDTH = 310;
export const PUZZLE_HEIGHT = 155;
export const PUZZLE_PIECE = 42;
/** spec 1 §4: accuracy 3 */
export const PUZZLE_ACCURACY_PX = 3;
const TTL_MINUTES = 5;

export interface LoginPuzzle { puzzleKey: string; img: string; y: number; width: number; height: number; piece: number }

/** a square outline starting at a random corner, so the markup has no fixed shape to look for */
function square(x: number, y: number, size: number): string {
  const corners = [[x, y], [x + size, y], [x + size, y + size], [x, y + size]];
  const start = randomInt(4);
  const pts = Array.from({ length: 4 }, (_, i) => corners[(start + i) % 4]);
  return `M${pts.map(([px, py]) => `${px} ${py}`).join('L')}Z`;
}

function puzzleSvg(targetX: number, y: number): string {
  const W = PUZZLE_WIDTH, H = PUZZLE_HEIGHT, P = PUZZLE_PIECE;
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const r = 12 + randomInt(40), cx = randomInt(W), cy = randomInt(H);
    shapes.push(`<path d="M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0" fill="hsla(${randomInt(360)},60%,70%,.35)"/>`);
  }
  for (let i = 0; i < 2; i++) {
    const dx = randomInt(W - P), dy = 10 + randomInt(H - P - 20);
    shapes.push(`<path d="${square(dx, dy, P)}" fill="rgba(255,255,255,.3)"/>`);
  }
  shapes.push(`<path d="${square(targetX, y, P)}" fill="rgba(0,0,0,.45)" stroke="#fff"/>`);
  // the hole is not always last
  for (let i = shapes.length - 1; i > 0; i--) { const j = randomInt(i + 1); [shapes[i], shapes[j]] = [shapes[j], shapes[i]]; }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`
    + '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6a85b6"/><stop offset=".5" stop-color="#bac8e0"/><stop offset="1" stop-color="#8fd3f4"/></linearGradient>'
    + `<rect width="${W}" height="${H}" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

export async function createPuzzle(db: Knex, ip: string): Promise<LoginPuzzle> {
  const targetX = 90 + randomInt(PUZZLE_WIDTH - PUZZLE_PIECE - 110);
  const y = 20 + randomInt(PUZZLE_HEIGHT - PUZZLE_PIECE - 40);
  const puzzleKey = randomUUID();
  await db('loginPuzzles').where('expiresAt', '<', new Date()).delete();
  await db('loginPuzzles').insert({ key: puzzleKey, targetX, ip: ip.slice(0, 64), expiresAt: new Date(Date.now() + TTL_MINUTES * 60_000) });
  const img = `data:image/svg+xml;base64,${Buffer.from(puzzleSvg(targetX, y)).toString('base64')}`;
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
