// Markdown is sanitised on the server when stored (spec R5; issue 9 item 15): the XSS corpus the
// browser tests use leaves nothing executable, ordinary markdown is stored byte for byte, and
// the routes that store markdown (announcements, notices, personal notices) go through it.
import t from 'tap';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { isSafeLink } from '@oj/sdk';
import { sanitizeMarkdown } from '../src/markdown/sanitize.ts';
import { XSS_CORPUS } from '../../../web-shell/test/helpers/xss.ts';
import { TestSite } from './harness.ts';
import { TRUSTED_HTML } from '@oj/sdk/shared';
import { TRUSTED_HTML as BROWSER_TRUSTED_HTML } from '../../ui/src/markdown/trusted-html.ts';

/** what in stored markdown could run in a browser: raw HTML with scripts, handlers, styles or frames; unsafe link targets */
function executable(md: string): string[] {
  const found: string[] = [];
  const walk = (node: { type: string; value?: string; url?: string; children?: unknown[] }) => {
    if (node.type === 'html' && /<\s*(script|iframe|object|embed|svg|math|style|frame|base|form|meta|link)\b|\son[a-z]+\s*=|\sstyle\s*=|javascript:|vbscript:|data:/i.test(node.value ?? '')) found.push(`html: ${node.value}`);
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && !isSafeLink(node.url ?? '')) found.push(`${node.type}: ${node.url}`);
    for (const child of (node.children ?? []) as typeof node[]) walk(child);
  };
  walk(fromMarkdown(md, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }) as never);
  return found;
}

const MORE_XSS = [
  '<a href="JaVaScRiPt:alert(1)">x</a>', '<a href="java&#x09;script:alert(1)">x</a>', '<img src=x onerror=alert(1)//',
  '[x](vbscript:msgbox(1))', '[x]( javascript:alert(1) )', '<a href="//evil.example">x</a>', '![x](data:image/svg+xml;base64,PHN2Zz4=)',
  '<details open ontoggle=alert(1)>', '<p style="x:expression(alert(1))">p</p>', '<form action="https://evil.example"><button>go</button></form>',
  '<object data="javascript:alert(1)"></object>', '<base href="https://evil.example/">', '<a href="https://ok.example" onmouseover="alert(1)">ok</a>',
  '[ref][r]\n\n[r]: javascript:alert(1)', '<<script>script>alert(1)<</script>/script>', '<scr<script>ipt>alert(1)</script>',
];

t.test('the XSS corpus: nothing executable is left, and sanitising again changes nothing', (t) => {
  for (const md of [XSS_CORPUS, ...XSS_CORPUS.split('\n').filter(Boolean), ...MORE_XSS]) {
    const stored = sanitizeMarkdown(md);
    t.same(executable(stored), [], `nothing executable from ${JSON.stringify(md).slice(0, 80)}`);
    t.equal(sanitizeMarkdown(stored), stored, 'stable');
  }
  t.end();
});

t.test('an admin\'s post (trusted): the same corpus leaves nothing executable, and the wider list is kept', (t) => {
  for (const md of [XSS_CORPUS, ...XSS_CORPUS.split('\n').filter(Boolean), ...MORE_XSS]) {
    const stored = sanitizeMarkdown(md, { trusted: true });
    t.same(executable(stored), [], `nothing executable from ${JSON.stringify(md).slice(0, 80)}`);
    t.equal(sanitizeMarkdown(stored, { trusted: true }), stored, 'stable');
  }
  const wide = '<center><font color="red" size="3">Notice</font></center> <u>u</u> <mark>m</mark> <video src="https://v.example/a.mp4" controls poster="javascript:alert(1)" onplay="x()"></video>';
  t.equal(sanitizeMarkdown(wide, { trusted: true }), '<center><font color="red" size="3">Notice</font></center> <u>u</u> <mark>m</mark> <video src="https://v.example/a.mp4" controls></video>');
  t.equal(sanitizeMarkdown(wide), 'Notice u m ', 'an ordinary post keeps none of it');
  t.end();
});

t.test('the browser renders trusted posts with the same list the server stores them with', (t) => {
  t.same(BROWSER_TRUSTED_HTML, TRUSTED_HTML);
  t.end();
});

const ORDINARY = [
  '# Title\n\nSome **bold**, _italic_, ~~struck~~ and `code <b>` text.\n',
  '| a | b |\n|:--|--:|\n| $x^2$ | `<script>` |\n| 1 < 2 | a & b |\n',
  '```cpp\n#include <iostream>\nint main(){ std::cout << "<script>alert(1)</script>"; }\n```\n',
  'Inline $a_i < b_j$ and display:\n\n$$\n\\sum_{i=1}^{n} a_i \\le 10^9, \\quad \\frac{p}{q}\n$$\n',
  '![diagram](https://cdn.example.org/a.png "A diagram") and ![local](/api/public/img/md-img/ab.png)\n',
  '[statement](/files/statement.pdf), <https://example.org>, www.example.com and [top](#top)\n',
  '- [x] done\n- [ ] todo\n\n1. one\n2. two\n\n> quote\n\nFootnote[^1].\n\n[^1]: Note.\n',
  'a<br>b, x<sup>2</sup>, H<sub>2</sub>O, <kbd>Ctrl</kbd> and <a href="https://ok.example" title="t">a link</a>\n',
  '<details><summary>Hint</summary>\n\nUse **DP**.\n\n</details>\n',
  'Edge: 3 <= 5, a -> b, x<y, <not a tag, `a:b`, C:\\path\\to and time 12:30\n',
];

t.test('ordinary markdown is stored exactly as written: tables, code, math, https images, GFM, simple HTML', (t) => {
  for (const md of ORDINARY) t.equal(sanitizeMarkdown(md), md, JSON.stringify(md).slice(0, 60));
  t.end();
});

t.test('routes that store markdown sanitise it', async (t) => {
  const site = await TestSite.start();
  t.teardown(() => site.close());
  const root = await site.userWithToken('mdroot', 'root');
  const user = await site.userWithToken('mduser');
  const payload = 'Hello <img src=x onerror="alert(1)"> [x](javascript:alert(2)) $E=mc^2$';
  const want = 'Hello <img> x $E=mc^2$';

  t.equal((await site.api('POST', '/api/admin/announcement', { token: root.token, body: { title: 'A', content: payload, status: 0 } })).status, 200);
  const list = await site.api<{ records: { content: string }[] }>('GET', '/api/get-common-announcement');
  t.equal(list.data.records[0].content, want, 'announcement');

  t.equal((await site.api('POST', '/api/admin/msg/notice', { token: root.token, body: { title: 'N', content: payload, type: 'Single', recipient: 'mduser' } })).status, 200);
  const notices = await site.api<{ records: { content: string }[] }>('GET', '/api/admin/msg/notice', { token: root.token });
  t.equal(notices.data.records[0].content, want, 'admin notice');

  await site.kernel.messaging.noticeMine(user.uid, 'Yours', payload);
  const mine = await site.api<{ records: { content: string }[] }>('GET', '/api/msg/mine', { token: user.token });
  t.equal(mine.data.records[0].content, want, 'personal notice from a plugin');
});
