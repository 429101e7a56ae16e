// The captcha of the reset-password dialog: an SVG image (no native image library) of a few
// characters with noise, stored one-shot with a short life.
import { randomInt, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { OjError } from '@oj/sdk';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 4;
const TTL_MINUTES = 5;

function svgFor(text: string): string {
  const w = 120, h = 40;
  const parts: string[] = [`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`, `<rect width="100%" height="100%" fill="#f4f6f8"/>`];
  for (let i = 0; i < 5; i++) {
    parts.push(`<path d="M${randomInt(w)} ${randomInt(h)} Q${randomInt(w)} ${randomInt(h)} ${randomInt(w)} ${randomInt(h)}" stroke="hsl(${randomInt(360)},50%,55%)" fill="none" stroke-width="${1 + randomInt(2)}"/>`);
  }
  [...text].forEach((ch, i) => {
    const x = 14 + i * 26 + randomInt(6), y = 28 + randomInt(6), rot = randomInt(50) - 25;
    parts.push(`<text x="${x}" y="${y}" font-family="monospace" font-size="${24 + randomInt(6)}" font-weight="bold" fill="hsl(${randomInt(360)},60%,35%)" transform="rotate(${rot} ${x} ${y})">${ch}</text>`);
  });
  parts.push('</svg>');
  return parts.join('');
}

export async function createCaptcha(db: Knex): Promise<{ img: string; captchaKey: string }> {
  const text = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const captchaKey = randomUUID();
  await db('captchas').where('expiresAt', '<', new Date()).delete();
  await db('captchas').insert({ key: captchaKey, answer: text.toLowerCase(), expiresAt: new Date(Date.now() + TTL_MINUTES * 60_000) });
  return { img: `data:image/svg+xml;base64,${Buffer.from(svgFor(text)).toString('base64')}`, captchaKey };
}

/** One try per captcha: it is deleted whether the answer was right or not. */
export async function checkCaptcha(db: Knex, key: string, answer: string): Promise<void> {
  const rows = await db('captchas').where({ key }).delete().returning(['answer', 'expiresAt']);
  const row = rows[0];
  if (!row || new Date(row.expiresAt).getTime() < Date.now() || row.answer !== answer.trim().toLowerCase()) {
    throw new OjError('OJ_CAPTCHA_WRONG', 400);
  }
}
