// Stored links (issue 9 item 13): only http(s) URLs and paths of this site are accepted, on every
// write that stores a link — footer links in the website config, message URLs from plugins (and
// profile GitHub/blog through the same SafeLink schema).
import t from 'tap';
import { isSafeLink } from '@oj/sdk';
import { TestSite } from './harness.ts';
import { SAFE_LINKS, UNSAFE_LINKS } from './fixtures/links.ts';

t.test('isSafeLink: http(s) with a host, same-site paths, fragments and nothing', (t) => {
  for (const link of SAFE_LINKS) t.ok(isSafeLink(link), `allowed: ${JSON.stringify(link)}`);
  for (const link of UNSAFE_LINKS) t.notOk(isSafeLink(link), `refused: ${JSON.stringify(link)}`);
  t.end();
});

t.test('server writes', async (t) => {
  const site = await TestSite.start();
  t.teardown(() => site.close());
  const root = await site.userWithToken('linkroot', 'root');

  t.test('footer links: unsafe ones are refused with a clear message, in both languages', async (t) => {
    for (const link of UNSAFE_LINKS) {
      const r = await site.api('PUT', '/api/admin/config/set-web-config', { token: root.token, body: { recordUrl: link }, lang: 'en-US' });
      t.equal(r.status, 400, `refused: ${JSON.stringify(link)}`);
      t.equal(r.msg, 'A link must start with http://, https:// or / (a page of this site)');
    }
    const zh = await site.api('PUT', '/api/admin/config/set-web-config', { token: root.token, body: { projectUrl: 'javascript:alert(1)' }, lang: 'zh-CN' });
    t.equal(zh.msg, '链接只能以 http://、https:// 或 /（本站页面）开头');
    const config = await site.api<{ recordUrl: string; projectUrl: string }>('GET', '/api/get-website-config');
    t.same([config.data.recordUrl, config.data.projectUrl], ['#', '#'], 'nothing stored');
    const fine = await site.api('PUT', '/api/admin/config/set-web-config', { token: root.token, body: { recordUrl: 'https://beian.example/', projectUrl: '/about' } });
    t.equal(fine.status, 200, fine.msg);
    const after = await site.api<{ recordUrl: string; projectUrl: string }>('GET', '/api/get-website-config');
    t.same([after.data.recordUrl, after.data.projectUrl], ['https://beian.example/', '/about']);
  });

  t.test('a message URL that is not safe is dropped; the message is kept without a link', async (t) => {
    const alice = await site.userWithToken('linkalice');
    const bob = await site.userWithToken('linkbob');
    for (const url of ['javascript:alert(document.cookie)', '//evil.example/x', '/discussion-detail/7']) {
      await site.kernel.bus.emit('message.remind', { recipientId: alice.uid, senderId: bob.uid, action: 'Discuss', sourceId: 7, sourceType: 'Discussion', sourceTitle: 'Post', sourceContent: 'hi', url });
    }
    const list = await site.api<{ records: { url: string | null }[] }>('GET', '/api/msg/comment', { token: alice.token });
    t.same(list.data.records.map((r) => r.url), ['/discussion-detail/7', null, null]);
  });
});
