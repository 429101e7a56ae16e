// Pure pieces of the shell: route modes, CSV import, quotes, pagination window.
import t from 'tap';
import { parseUserCsv } from '../src/admin/users/csv.ts';
import { fillPath, routeMode } from '../src/layout/navModel.ts';
import { parseQuote } from '../src/pages/home/quotes.ts';

t.test('route modes of spec 1 §2.3', (t) => {
  t.same(routeMode('/contest/12/problems'), { mode: 'contest', params: { contestID: '12' } });
  t.same(routeMode('/contest/acm-scoreboard/3'), { mode: 'default', params: {} });
  t.same(routeMode('/training/5'), { mode: 'training', params: { trainingID: '5' } });
  t.same(routeMode('/group/2/training/7/problems'), { mode: 'training', params: { groupID: '2', trainingID: '7' } });
  t.same(routeMode('/group/2/problem'), { mode: 'group', params: { groupID: '2' } });
  t.same(routeMode('/home'), { mode: 'default', params: {} });
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
