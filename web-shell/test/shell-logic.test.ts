// Pure pieces of the shell: route modes, CSV import, quotes, pagination window.
import t from 'tap';
import { parseUserCsv } from '../src/admin/users/csv.ts';
import { fillPath, routeMode } from '../src/layout/navModel.ts';
import { decideGuard, holds } from '../src/router/guardRules.ts';
import type { LoadedPlugin } from '../src/plugins/registry.ts';
import { parseQuote } from '../src/pages/home/quotes.ts';
import { monthLabeler } from '../src/pages/user/heatmapLabels.ts';
import { markdownExcerpt } from '../../core/ui/src/markdown/excerpt.ts';

t.test('route modes of spec 1 §2.3 come from the modes plugins declare', (t) => {
  // as the contests, trainings and groups plugins declare theirs
  const plugins = [
    { id: 'contests', descriptor: { id: 'contests', modes: [{ name: 'contest', paths: ['/contest/:contestID'], except: ['acm-scoreboard', 'oi-scoreboard'] }] } },
    { id: 'trainings', descriptor: { id: 'trainings', modes: [{ name: 'training', paths: ['/training/:trainingID'] }, { name: 'group-training', paths: ['/group/:groupID/training/:trainingID'] }] } },
    { id: 'groups', descriptor: { id: 'groups', modes: [{ name: 'group', paths: ['/group/:groupID'] }] } },
  ] as unknown as LoadedPlugin[];
  t.same(routeMode('/contest/12/problems', plugins), { mode: 'contest', params: { contestID: '12' } });
  t.same(routeMode('/contest/12', plugins), { mode: 'contest', params: { contestID: '12' } });
  t.same(routeMode('/contest', plugins), { mode: 'default', params: {} }, 'the list is not a contest');
  t.same(routeMode('/contest/acm-scoreboard/3', plugins), { mode: 'default', params: {} }, 'the outside scoreboard is not inside the contest');
  t.same(routeMode('/contest/acm-scoreboards', plugins), { mode: 'contest', params: { contestID: 'acm-scoreboards' } }, 'an exception is a whole segment');
  t.same(routeMode('/training/5', plugins), { mode: 'training', params: { trainingID: '5' } });
  t.same(routeMode('/group/2/training/7/problems', plugins), { mode: 'group-training', params: { groupID: '2', trainingID: '7' } }, 'the longest path wins');
  t.same(routeMode('/group/2/problem', plugins), { mode: 'group', params: { groupID: '2' } });
  t.same(routeMode('/contestant/1', plugins), { mode: 'default', params: {} });
  t.same(routeMode('/home', plugins), { mode: 'default', params: {} });
  t.same(routeMode('/contest/12', []), { mode: 'default', params: {} }, 'without the contests plugin there is no contest mode');
  t.equal(fillPath('/contest/:contestID/rank', { contestID: '9' }), '/contest/9/rank');
  t.end();
});

t.test('the user CSV has 7 columns; quoted commas stay in their cell; a header row is skipped', (t) => {
  const rows = parseUserCsv('username,password,email,realname,gender,nickname,school\nbob,pw123456,b@x.io,"Bob, Jr.",male,bobby,MIT\ncarol,pw654321\n');
  t.same(rows, [
    ['bob', 'pw123456', 'b@x.io', 'Bob, Jr.', 'male', 'bobby', 'MIT'],
    ['carol', 'pw654321', '', '', '', '', ''],
  ]);
  t.end();
});

t.test('quotes from each service shape', (t) => {
  t.same(parseQuote({ hitokoto: '句子', from_who: '某人' }), { text: '句子', from: '某人' });
  t.same(parseQuote({ content: 'Text', author: 'A' }), { text: 'Text', from: 'A' });
  t.same(parseQuote([{ q: 'Zen', a: 'Z' }]), { text: 'Zen', from: 'Z' });
  t.equal(parseQuote({}), null);
  t.end();
});

t.test('page guards take the server access rule shape: auth, roles, perm, switch', (t) => {
  const base = { authed: true, adminRole: false, superAdmin: false, adminArea: false, switches: {}, roles: ['default_user'], permissions: ['submit'] };
  t.same(decideGuard({ auth: true }, { ...base, authed: false }), { ok: false, to: '/home', message: 'Please_login_first', openLogin: true }, 'auth: a visitor is asked to log in');
  t.same(decideGuard({ roles: ['root', 'problem_admin'] }, base), { ok: false, to: '/home', message: 'No_Access_To_Page' }, 'roles: a user without one is sent home');
  t.same(decideGuard({ roles: ['root', 'problem_admin'] }, { ...base, roles: ['problem_admin'] }), { ok: true });
  t.same(decideGuard({ perm: 'contest_admin' }, base), { ok: false, to: '/home', message: 'No_Access_To_Page' }, 'perm: a missing permission refuses');
  t.same(decideGuard({ perm: ['submit'] }, base), { ok: true });
  t.same(decideGuard({ perm: 'submit' }, { ...base, permissions: null }), { ok: 'pending' }, 'perm waits until the permissions are known');
  t.same(decideGuard({ admin: true, perm: 'rejudge' }, { ...base, adminRole: true, adminArea: true, roles: ['admin'], permissions: ['problem_admin'] }), { ok: false, to: '/admin/dashboard', message: 'No_Access_To_Page' }, 'in the admin area a refusal stays in the admin area');
  t.same(decideGuard({ admin: true, superAdmin: true }, { ...base, adminRole: true, adminArea: true, roles: ['admin'] }), { ok: false, to: '/admin/dashboard', message: 'Super_Admin_Only' }, 'an admin on a super admin page goes to the dashboard, still signed in');
  t.same(decideGuard({ superAdmin: true }, base), { ok: false, to: '/home', message: 'Super_Admin_Only' }, 'outside the admin area a user is sent home, still signed in');
  t.same(decideGuard({ switch: 'openPublicDiscussion' }, { ...base, switches: { openPublicDiscussion: false } }), { ok: false, to: '/home', message: 'No_Public_Discussion_Area' });
  t.same(holds({ roles: ['root'] }, ['admin'], []), false);
  t.same(holds({}, [], null), true, 'no rule: allowed');
  t.end();
});

t.test('the heatmap names months with room for them: not a first month of two weeks or less; on a phone every other month', (t) => {
  const names = ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'];
  const label = (start: string, narrow: boolean) => {
    const f = monthLabeler(new Date(`${start}T00:00:00`), narrow, names);
    const [y, m] = start.split('-').map(Number);
    return Array.from({ length: 13 }, (_, i) => f({ yyyy: String(y + Math.floor((m - 1 + i) / 12)), M: String(((m - 1 + i) % 12) + 1) }));
  };
  t.same(label('2025-11-26', false), ['', '12月', '1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月'], 'a year from 26 November: its four days of November go unnamed');
  t.same(label('2025-11-05', false)[0], '11月', 'most of a month shown: named');
  t.same(label('2025-11-26', true), ['', '', '1月', '', '3月', '', '5月', '', '7月', '', '9月', '', '11月'], 'on a phone, every other month');
  t.end();
});

t.test('issue 28 §13: a quoted message reads as its text, not its markdown source', (t) => {
  t.equal(markdownExcerpt('Use **fast IO** 👍'), 'Use fast IO 👍');
  t.equal(markdownExcerpt('Also `scanf` is *fine*, ~~cin~~ __too__'), 'Also scanf is fine, cin too');
  t.equal(markdownExcerpt('# Title\n\n> quoted\n- item\n1. one'), 'Title quoted item one');
  t.equal(markdownExcerpt('see [the docs](https://x.y) ![pic](a.png) <b>hi</b>'), 'see the docs pic hi');
  t.equal(markdownExcerpt('```cpp\nint main(){}\n```'), 'int main(){}');
  t.equal(markdownExcerpt('read_input_fast and 2 * 3 * 4 and $a_1$'), 'read_input_fast and 2 * 3 * 4 and $a_1$', 'snake_case, products and math stay');
  t.equal(markdownExcerpt(null), '');
  t.end();
});
