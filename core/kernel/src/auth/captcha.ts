// The captcha of the reset-password dialog: an SVG image (no native image library) of a few
// characters, stored one-shot with a short life. The characters are drawn as curves from our
// own stroke font, each turned, scaled and shaken, mixed in random order with noise curves of
// the same look — no <text>, no font, nothing in the markup that spells the answer
// (issue 9 §7). The alphabet leaves out look-alikes (0/O, 1/I) so people read it easily.
import { randomInt, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { OjError } from '@oj/sdk';
import { glyphStrokes, GLYPH_HEIGHT, GLYPH_WIDTH, type Point } from './stroke-font.ts';

export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 4;
const TTL_MINUTES = 5;
const W = 120, H = 40;
/** noise curves: a few as thick as the characters, the rest thinner */
const NOISE_THICK = 2, NOISE_THIN = 3;

/** a uniform random number in [min, max) with 0.01 steps */
const rand = (min: number, max: number) => min + randomInt(Math.round((max - min) * 100)) / 100;
const n = (v: number) => v.toFixed(1);
const ink = () => `hsl(${randomInt(360)},${45 + randomInt(25)}%,${24 + randomInt(16)}%)`;

/** A stroke as a path: each segment a quadratic curve through a shaken middle point. */
function curve(points: Point[], shake: number): string {
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1], [x1, y1] = points[i];
    d += `Q${n((x0 + x1) / 2 + rand(-shake, shake))} ${n((y0 + y1) / 2 + rand(-shake, shake))} ${n(x1)} ${n(y1)}`;
  }
  return d;
}

/** The strokes of one character placed in slot `i`: turned, scaled, sheared and shaken. */
function placedStrokes(ch: string, i: number): Point[][] {
  const cx = 17 + i * 28 + rand(-2.5, 2.5), cy = H / 2 + rand(-2, 2);
  const angle = (rand(-20, 20) * Math.PI) / 180, sx = rand(4, 4.8), sy = rand(4.3, 5), shear = rand(-0.25, 0.25);
  const cos = Math.cos(angle), sin = Math.sin(angle);
  return glyphStrokes(ch).map((stroke) => stroke.map(([gx, gy]) => {
    const x = (gx - GLYPH_WIDTH / 2 + shear * (gy - GLYPH_HEIGHT / 2)) * sx + rand(-0.7, 0.7);
    const y = (gy - GLYPH_HEIGHT / 2) * sy + rand(-0.7, 0.7);
    return [cx + x * cos - y * sin, cy + x * sin + y * cos] as Point;
  }));
}

function noiseStroke(): Point[] {
  const x = rand(0, W - 40), y = rand(4, H - 4);
  return [[x, y], [x + rand(20, 60), rand(4, H - 4)]];
}

interface Stroke { points: Point[]; shake: number; color: string; width: number }

export function captchaSvg(text: string): string {
  const strokes: Stroke[] = [...text].flatMap((ch, i) => {
    // one colour and width per character keeps it legible; the noise takes the same looks
    const color = ink(), width = rand(2.2, 2.8);
    return placedStrokes(ch, i).map((points) => ({ points, shake: 0.8, color, width }));
  });
  for (let k = 0; k < NOISE_THICK + NOISE_THIN; k++) strokes.push({ points: noiseStroke(), shake: 7, color: ink(), width: k < NOISE_THICK ? rand(2.2, 2.8) : rand(1, 1.6) });
  // shuffled, so the order of the paths says nothing about which belong to a character
  for (let i = strokes.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [strokes[i], strokes[j]] = [strokes[j], strokes[i]];
  }
  const paths = strokes.map(({ points, shake, color, width }) =>
    `<path d="${curve(points, shake)}" stroke="${color}" stroke-width="${n(width)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="#f4f6f8"/>${paths.join('')}</svg>`;
}

export async function createCaptcha(db: Knex): Promise<{ img: string; captchaKey: string }> {
  const text = Array.from({ length: LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
  const captchaKey = randomUUID();
  await db('captchas').where('expiresAt', '<', new Date()).delete();
  await db('captchas').insert({ key: captchaKey, answer: text.toLowerCase(), expiresAt: new Date(Date.now() + TTL_MINUTES * 60_000) });
  return { img: `data:image/svg+xml;base64,${Buffer.from(captchaSvg(text)).toString('base64')}`, captchaKey };
}

/** One try per captcha: it is deleted whether the answer was right or not. */
export async function checkCaptcha(db: Knex, key: string, answer: string): Promise<void> {
  const rows = await db('captchas').where({ key }).delete().returning(['answer', 'expiresAt']);
  const row = rows[0];
  if (!row || new Date(row.expiresAt).getTime() < Date.now() || row.answer !== answer.trim().toLowerCase()) {
    throw new OjError('OJ_CAPTCHA_WRONG', 400);
  }
}
