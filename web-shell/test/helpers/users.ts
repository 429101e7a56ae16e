// Page helpers of the shell's browser tests; the account helpers are shared in @oj/testing.
import type { Page, Response } from 'playwright-core';
import type { Site } from './site.js';
export { loginInDialog, makeUser, userToken, type TestUser } from '@oj/testing';

/**
 * The answer of the captcha the page shows. The picture no longer gives it away (issue 9 item
 * 7), so the test reads what the server stored for the key the page was given.
 */
export async function readCaptcha(page: Page, site: Site, captcha: Promise<Response>): Promise<string> {
  const { data } = (await (await captcha).json()) as { data: { captchaKey: string } };
  await page.getByTestId('captcha-img').waitFor();
  const [row] = await site.sql<{ answer: string }>('select answer from captchas where key = $1', [data.captchaKey]);
  return row.answer;
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
