// The kernel's open registries (issue 11 §3): site switches, file kinds, message source types and
// settings groups are the kernel's own values plus what plugins declare in definePlugin. Worked
// example: test/fixtures/registry-plugin.
import t from 'tap';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestSite } from './harness.ts';

const site = await TestSite.start({ plugins: [{ package: './core/kernel/test/fixtures/registry-plugin' }] });
t.teardown(() => site.close());
const root = await site.userWithToken('boss', 'root');
const ann = await site.userWithToken('ann');
const feedback = (lang = 'en-US') => site.api<{ url: string; perDay: number }>('POST', '/api/registry/feedback', { token: ann.token, body: { to: root.uid, text: 'More problems please' }, lang });

t.test('a plugin\'s switch guards its route with its own message, and admins turn it on', async (t) => {
  t.equal((await feedback()).msg, 'Feedback is closed on this site', 'off by default');
  t.equal((await feedback('zh-CN')).msg, '本站未开放反馈');
  const info = await site.api<Record<string, unknown>>('GET', '/api/admin/switch/info', { token: root.token });
  t.equal(info.data.openFeedback, false, 'listed beside the kernel\'s switches');
  t.equal(info.data.openPublicJudge, true);
  const site1 = await site.api<{ switches: Record<string, boolean> }>('GET', '/api/get-website-config');
  t.same(site1.data.switches, { openPublicDiscussion: true, openGroupDiscussion: true, openContestComment: true, openFeedback: false }, 'public switches reach the shell');
  t.equal((await site.api('PUT', '/api/admin/switch/update', { token: root.token, body: { openFeedback: true, openContestJudge: false, unknownThing: 3 } })).status, 200);
  const after = await site.api<Record<string, unknown>>('GET', '/api/admin/switch/info', { token: root.token });
  t.equal(after.data.openFeedback, true);
  t.equal(after.data.openContestJudge, false);
  t.notOk('unknownThing' in after.data, 'an unknown field is dropped');
  t.equal((await feedback()).status, 200);
});

t.test('a plugin\'s file kind and message source type are accepted', async (t) => {
  const r = await feedback();
  t.match(r.data.url, /^\/api\/public\/file\/registry-attachment\/[0-9a-f]{32}\.txt$/);
  const file = await site.api('GET', r.data.url);
  t.equal(file.raw, 'More problems please');
  const rows = await site.db('msgRemind').where({ recipientId: root.uid }).select('sourceType');
  t.ok(rows.length >= 1 && rows.every((m) => m.sourceType === 'Feedback'));
  await t.rejects(site.kernel.files.save({ uid: null, kind: 'nobody-kind', name: 'x', bytes: Buffer.from('x') }), /unknown file kind nobody-kind/);
  await t.rejects(site.kernel.messaging.remind({ recipientId: root.uid, senderId: ann.uid, action: 'Discuss', sourceId: 1, sourceType: 'Nobody', sourceContent: 'x', url: '/' }), /unknown message source type Nobody/);
});

t.test('a plugin\'s settings group is edited by admins within its schema', async (t) => {
  const groups = await site.api<{ group: string; value: Record<string, unknown> }[]>('GET', '/api/admin/plugin-settings', { token: root.token });
  t.same(groups.data.map((g) => [g.group, g.value]), [['registry.feedback', { perDay: 5 }]]);
  const bad = await site.api('PUT', '/api/admin/plugin-settings', { token: root.token, body: { group: 'registry.feedback', value: { perDay: 0 } }, lang: 'en-US' });
  t.equal(bad.status, 400);
  t.equal(bad.msg, 'A value in the request is not valid');
  t.equal((await site.api('PUT', '/api/admin/plugin-settings', { token: root.token, body: { group: 'registry.feedback', value: { perDay: 9 } } })).status, 200);
  t.equal((await feedback()).data.perDay, 9, 'the plugin reads the new value');
  const unknown = await site.api('PUT', '/api/admin/plugin-settings', { token: root.token, body: { group: 'web', value: {} }, lang: 'en-US' });
  t.equal(unknown.msg, 'There is no settings group web', 'the kernel\'s groups are not edited here');
  t.equal((await site.api('GET', '/api/admin/plugin-settings', { token: ann.token })).http, 403);
});

/** a plugin package outside the site, made of one server file (unsigned: each test allows it) */
function inlinePlugin(t: { teardown(fn: () => void): void }, id: string, body: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'oj-registry-plugin-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `oj-plugin-${id}`, version: '1.0.0', type: 'module', exports: './index.js', oj: { sdk: '^1.0.0' } }));
  writeFileSync(join(dir, 'index.js'), `import { definePlugin } from '@oj/sdk';\nexport default definePlugin(new URL('.', import.meta.url), { id: '${id}', ${body} });\n`);
  mkdirSync(join(dir, 'locales'));
  return dir;
}

t.test('a route behind a switch nobody declares, or a name declared twice, stops the boot', async (t) => {
  const unknownSwitch = inlinePlugin(t, 'stray', `setup(ctx) { ctx.http.get('/api/stray', { config: { public: true, switch: 'openNothing' }, schema: { response: { 200: { type: 'null' } } } }, async () => null); }`);
  await t.rejects(TestSite.start({ plugins: [{ package: unknownSwitch }], config: { allowUnsigned: [unknownSwitch] } }), /GET \/api\/stray depends on the switch openNothing, which neither the kernel nor a plugin declares/);
  const clash = inlinePlugin(t, 'clash', `switches: { openPublicJudge: { default: true, message: 'CLASH_OFF' } }, setup() {}`);
  await t.rejects(TestSite.start({ plugins: [{ package: clash }], config: { allowUnsigned: [clash] } }), /plugin clash declares the switch openPublicJudge, already declared by the kernel/);
});

t.test('a plugin declaring switches boots beside other plugins (each switch registered once)', async (t) => {
  const both = await TestSite.start({ plugins: [{ package: '@oj/plugin-guestbook' }, { package: './core/kernel/test/fixtures/registry-plugin' }] });
  t.teardown(() => both.close());
  t.equal((await both.api('GET', '/api/get-website-config')).status, 200);
});
