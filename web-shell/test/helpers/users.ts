// Page helpers of the shell's browser tests; the account helpers are shared in @oj/testing.
import type { Page } from 'playwright-core';
export { loginInDialog, makeUser, userToken, type TestUser } from '@oj/testing';

/** The characters drawn in the reset dialog's SVG captcha, read from the image the user sees. */
export async function readCaptcha(page: Page): Promise<string> {
  const src = (await page.getByTestId('captcha-img').getAttribute('src')) ?? '';
  const svg = Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
}

/** A small PNG drawn by the browser itself. */
export async function pngBytes(page: Page, size = 64): Promise<Buffer> {
  const b64 = await page.evaluate((n) => {
    const c = document.createElement('canvas');
    c.width = n;
    c.height = n;
    const g = c.getContext('2d')!;
    g.fillStyle = '#0064fa';
    g.fillRect(0, 0, n, n);
    g.fillStyle = '#fff';
    g.fillRect(n / 4, n / 4, n / 2, n / 2);
    return c.toDataURL('image/png').split(',')[1];
  }, size);
  return Buffer.from(b64, 'base64');
}
