// Issue 9 §7: the captcha draws its characters as curves; the markup holds nothing a script could
// read the answer from (no <text>, no font, no character codes).
import t from 'tap';
import { TestSite } from './harness.ts';
import { captchaSvg, CAPTCHA_ALPHABET } from '../src/auth/captcha.ts';
import { FONT_CHARACTERS } from '../src/auth/stroke-font.ts';

const site = await TestSite.start();
t.teardown(() => site.close());

/** the markup with every path's geometry and colour taken out */
const skeleton = (svg: string) => svg.replace(/ d="[^"]*"/g, ' d=""').replace(/ stroke="[^"]*"/g, ' stroke=""').replace(/ stroke-width="[^"]*"/g, ' stroke-width=""');

t.test('the image served by /api/captcha has no text, only a background and curves', async (t) => {
  for (let i = 0; i < 20; i++) {
    const r = await site.api<{ img: string; captchaKey: string }>('GET', '/api/captcha');
    const svg = Buffer.from(r.data.img.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
    const answer = (await site.db('captchas').where({ key: r.data.captchaKey }).first()).answer as string;
    t.notMatch(svg, /<text|<tspan|font|<use|<symbol|&#|data:|<title|<desc|aria-/i, 'no text, font, entity or label');
    t.same([...new Set([...svg.matchAll(/<(\w+)/g)].map((m) => m[1]))].sort(), ['path', 'rect', 'svg'], 'only svg, rect and path elements');
    for (const [, d] of svg.matchAll(/ d="([^"]*)"/g)) t.match(d, /^[MQ0-9. -]+$/, 'geometry is numbers and M/Q only');
    t.notOk(svg.toLowerCase().includes(answer), 'the answer is not in the markup');
    t.equal(skeleton(svg).replace(/(<path d="" stroke="" stroke-width="" [^>]*\/>)+/, '<paths/>'), skeleton(captchaSvg('ABCD')).replace(/(<path d="" stroke="" stroke-width="" [^>]*\/>)+/, '<paths/>'),
      'apart from geometry and colours, every captcha\'s markup is the same whatever its answer');
  }
});

t.test('the same answer is drawn differently every time', async (t) => {
  t.not(captchaSvg('AB23'), captchaSvg('AB23'));
});

t.test('every character of the alphabet has a glyph, and the alphabet leaves out look-alikes', async (t) => {
  for (const ch of CAPTCHA_ALPHABET) t.ok(FONT_CHARACTERS.includes(ch), `${ch} has a glyph`);
  for (const ch of '01IO') t.notOk(CAPTCHA_ALPHABET.includes(ch), `${ch} is not used`);
});

t.test('the answer is case-insensitive and each captcha takes one try', async (t) => {
  const r = await site.api<{ captchaKey: string }>('GET', '/api/captcha');
  const answer = (await site.db('captchas').where({ key: r.data.captchaKey }).first()).answer as string;
  await site.createUser('capuser', 'pass1234');
  const ok = await site.api('POST', '/api/apply-reset-password', { body: { email: 'capuser@example.com', captcha: answer.toUpperCase(), captchaKey: r.data.captchaKey } });
  t.equal(ok.status, 200, ok.msg);
  const again = await site.api('POST', '/api/apply-reset-password', { body: { email: 'capuser@example.com', captcha: answer, captchaKey: r.data.captchaKey }, lang: 'en-US' });
  t.equal(again.msg, 'The captcha is wrong or has expired; please try again');
});
