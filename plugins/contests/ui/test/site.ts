// Shared set-up of the contests browser suites that act as a contest's creator: a real `oj start`
// with problems, submissions and contests, Chromium, and the setter — an admin (not the super
// admin) signed in through the API.
import { launch, makeUser, startSite, userToken, type Site } from '@oj/testing';

export const PLUGINS = ['problems', 'submissions', 'contests'];
export const SETTER = { username: 'setter', password: 'setterpass1', email: 'setter@example.com' };

/** `judge`: the site's judge node runs too (a suite that judges real submissions) */
export async function siteWithSetter(opts: { judge?: boolean } = {}): Promise<{ site: Site; b: Awaited<ReturnType<typeof launch>>; setterToken: string }> {
  const [site, b] = await Promise.all([
    startSite({ plugins: PLUGINS.map((p) => `@oj/plugin-${p}`), builds: PLUGINS.map((p) => `plugins/${p}/ui/dist/mf-manifest.json`), judge: opts.judge }),
    launch(),
  ]);
  const root = await site.adminToken();
  await makeUser(site, SETTER);
  const [setter] = await site.sql<{ uid: string }>('select uid from users where username = $1', [SETTER.username]);
  const promoted = await site.api('PUT', '/api/admin/user/edit-user', { uid: setter.uid, username: SETTER.username, type: 1001, status: 0 }, root);
  if (promoted.status !== 200) throw new Error(`edit-user: ${promoted.msg}`);
  return { site, b, setterToken: await userToken(site, SETTER) };
}
