// Team contests (issue 16 §1): teams made by users (invite codes), by admins one by one and from
// CSV, the rules on who may change them when, submitting for a team, and the team as the board,
// balloons, AC info, prints, downloads and the ICPC API see it. Individual contests are unchanged
// (their suites run as before).
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { AB, createAbProblem } from '../../submissions/test/helpers.ts';
import { PLUGINS, addContestProblem, createContest, phaseTimes, register, updateContest } from './helpers.ts';
import { csvFields } from '../server/teams.ts';
import { issueToken, icpc } from './icpc-helpers.ts';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
await site.kernel.settings.update('switch', { defaultSubmitInterval: 0 });

const root = await site.userWithToken('tmroot', 'root');
const author = await site.userWithToken('tmauthor', 'admin');
const [ann, ben, cat, dan, eve, fay] = await Promise.all(['ann', 'ben', 'cat', 'dan', 'eve', 'fay'].map((n) => site.userWithToken(`tm${n}`)));
await site.db('users').where({ uid: ann.uid }).update({ realname: 'Ann Smith' });
const pA = await createAbProblem(site, root.token, 'TM1', { auth: 3 });
const pB = await createAbProblem(site, root.token, 'TM2', { auth: 3 });

type Api<T = unknown> = { status: number; msg: string; data: T; http: number };
const call = <T = unknown>(method: string, token: string | undefined, url: string, opts: { body?: unknown; query?: Record<string, string | number> } = {}, lang = 'en-US') =>
  site.api<T>(method, url, { token, lang, ...opts });
const refused = (t: { equal(a: unknown, b: unknown, m: string): unknown }, r: Api, status: number, msg: string, what: string) => {
  t.equal(r.status, status, `${what}: status`);
  t.equal(r.msg, msg, `${what}: message`);
};
interface MyTeam { id: number; name: string; affiliation: string; members: { username: string; realname: string | null }[]; inviteCode: string; open: boolean }
interface AdminTeam extends MyTeam { room: string; seat: string; records: number }

async function teamContest(title: string, phase: 'scheduled' | 'running' | 'ended' = 'scheduled', fields: Record<string, unknown> = {}): Promise<number> {
  const cid = await createContest(site, { uid: author.uid, author: 'tmauthor', title, phase, teamMode: true, ...fields });
  await addContestProblem(site, cid, pA, 'A', 'Alpha', '#ff0000');
  await addContestProblem(site, cid, pB, 'B', 'Beta', '#00ff00');
  return cid;
}

/** the contest moves to another phase (its times rewritten; the board's cache follows the contest row) */
async function move(cid: number, phase: 'running' | 'ended') {
  await updateContest(site, cid, phaseTimes(phase));
}

let judgedId = 800_000;
/** a verdict of `who`'s submission, `minute` minutes into contest `cid` (the judge's event, as the submissions plugin sends it) */
async function judged(cid: number, who: { uid: string }, username: string, pid: number, minute: number, status: number): Promise<number> {
  const start = ((await site.db('contests_contest').where({ id: cid }).first('startTime')) as { startTime: Date }).startTime.getTime();
  const submitId = ++judgedId;
  await site.kernel.bus.emit('submission.judged', {
    submitId, uid: who.uid, username, pid, cid, tid: 0, gid: null, attempt: 1, status, score: null, time: 15, memory: 1000,
    previousStatus: JudgeStatus.PENDING, isManual: false, submitTime: new Date(start + minute * 60_000).toISOString(),
  } as never);
  return submitId;
}

t.test('users make a team, share its code, and change it only before the start', async (t) => {
  const cid = await teamContest('Team Cup');
  const made = await call<MyTeam>('POST', ann.token, '/api/contest/team', { body: { cid, name: '  Byte Me ', affiliation: 'North College' } });
  t.equal(made.status, 200, made.msg);
  t.equal(made.msg, 'Team created');
  t.equal(made.data.name, 'Byte Me', 'the name is trimmed');
  t.match(made.data.inviteCode, /^[A-HJ-NP-Z2-9]{10}$/, 'a ten-character code without look-alike characters');
  t.same(made.data.members, [{ username: 'tmann', realname: 'Ann Smith' }]);
  t.equal(made.data.open, true);

  refused(t, await call('POST', ann.token, '/api/contest/team', { body: { cid, name: 'Second' } }), 400, 'You are already in a team of this contest', 'a second team');
  refused(t, await call('POST', ben.token, '/api/contest/team', { body: { cid, name: 'byte me' } }), 400, 'Another team of this contest is already named byte me', 'the same name in other case');
  refused(t, await call('POST', ben.token, '/api/contest/team', { body: { cid, name: '   ' } }), 400, 'The team name is required', 'an empty name');
  refused(t, await call('POST', ben.token, '/api/contest/team', { body: { cid, name: 'x'.repeat(51) } }), 400, 'A team name may have at most 50 characters', 'a long name');
  refused(t, await call('POST', ben.token, '/api/contest/team', { body: { cid, name: 'a\nb' } }, 'zh-CN'), 400, '队名不能包含换行或控制字符', 'a line break (zh-CN)');
  refused(t, await call('POST', author.token, '/api/contest/team', { body: { cid, name: 'Jury' } }), 403, 'The contest\'s author does not take part in a team', 'the author');
  refused(t, await call('POST', ben.token, '/api/contest/team/join', { body: { cid, inviteCode: 'NOPE' } }), 400, 'No team of this contest has that invite code', 'a wrong code');

  const code = made.data.inviteCode;
  const joined = await call<MyTeam>('POST', ben.token, '/api/contest/team/join', { body: { cid, inviteCode: ` ${code.toLowerCase()} ` } });
  t.equal(joined.status, 200, joined.msg);
  t.same(joined.data.members.map((m) => m.username), ['tmann', 'tmben'], 'the code is read without case or spaces');
  t.equal((await call('POST', cat.token, '/api/contest/team/join', { body: { cid, inviteCode: code } })).status, 200);
  refused(t, await call('POST', dan.token, '/api/contest/team/join', { body: { cid, inviteCode: code } }), 400, 'This team already has 3 members', 'a fourth member');
  refused(t, await call('POST', dan.token, '/api/contest/team/join', { body: { cid, inviteCode: code } }, 'zh-CN'), 400, '这个队伍已有 3 名队员', 'a fourth member (zh-CN)');

  // a member resets the code: the old one stops working
  const reset = await call<MyTeam>('POST', cat.token, '/api/contest/team/reset-code', { body: { cid } });
  t.not(reset.data.inviteCode, code);
  t.equal((await call('POST', cat.token, '/api/contest/team/leave', { body: { cid } })).msg, 'You left the team');
  refused(t, await call('POST', dan.token, '/api/contest/team/join', { body: { cid, inviteCode: code } }), 400, 'No team of this contest has that invite code', 'the old code');
  t.equal((await call('POST', dan.token, '/api/contest/team/join', { body: { cid, inviteCode: reset.data.inviteCode } })).status, 200, 'the new code works');

  const renamed = await call<MyTeam>('PUT', ben.token, '/api/contest/team', { body: { cid, name: 'Byte Us', affiliation: 'North College' } });
  t.equal(renamed.data.name, 'Byte Us', 'a member renames it');

  // everyone who may see the contest sees the teams, never their codes
  const list = await call<{ records: Record<string, unknown>[]; total: number }>('GET', eve.token, '/api/contest/teams', { query: { cid } });
  t.same(list.data.records, [{ id: made.data.id, name: 'Byte Us', affiliation: 'North College', members: [{ username: 'tmann', realname: 'Ann Smith' }, { username: 'tmben', realname: null }, { username: 'tmdan', realname: null }] }]);
  t.equal((await call('GET', eve.token, '/api/contest/my-team', { query: { cid } })).data, null, 'no team of one\'s own');

  // the last one out: the team is gone
  const solo = await call<MyTeam>('POST', eve.token, '/api/contest/team', { body: { cid, name: 'Solo' } });
  await call('POST', eve.token, '/api/contest/team/leave', { body: { cid } });
  t.equal(await site.db('contests_team').where({ id: solo.data.id }).first('id'), undefined, 'an empty team is deleted');

  await move(cid, 'running');
  const mine = await call<MyTeam>('GET', ann.token, '/api/contest/my-team', { query: { cid } });
  t.equal(mine.data.open, false, 'locked once started');
  refused(t, await call('POST', ann.token, '/api/contest/team/leave', { body: { cid } }), 403, 'The contest has started: only its admins can change teams now', 'leave while running');
  refused(t, await call('PUT', ann.token, '/api/contest/team', { body: { cid, name: 'Late' } }), 403, 'The contest has started: only its admins can change teams now', 'rename while running');
  t.equal((await call('POST', eve.token, '/api/contest/team', { body: { cid, name: 'Latecomers' } })).status, 200, 'a new team may still be made while it runs');
  await move(cid, 'ended');
  refused(t, await call('POST', fay.token, '/api/contest/team', { body: { cid, name: 'Too late' } }), 403, 'The contest has ended: teams can no longer be made or joined', 'after the end');

  const individual = await createContest(site, { uid: author.uid, title: 'Solo Cup', phase: 'scheduled' });
  refused(t, await call('POST', ann.token, '/api/contest/team', { body: { cid: individual, name: 'X' } }), 400, 'This is not a team contest', 'an individual contest');
});

t.test('an invite code is read without case and without any whitespace, as it is typed or pasted', async (t) => {
  const cid = await teamContest('Spaced Cup');
  const made = await call<MyTeam>('POST', eve.token, '/api/contest/team', { body: { cid, name: 'Spacers' } });
  const code = made.data.inviteCode;
  // read aloud in two halves, copied with a tab, typed with a Chinese input method's full-width space and letters
  const typed = `${code.slice(0, 5)} ${code.slice(5).toLowerCase()}`;
  const joined = await call<MyTeam>('POST', fay.token, '/api/contest/team/join', { body: { cid, inviteCode: typed } });
  t.equal(joined.status, 200, `${typed}: ${joined.msg}`);
  t.same(joined.data.members.map((m) => m.username), ['tmeve', 'tmfay'], 'a space inside the code');
  await call('POST', fay.token, '/api/contest/team/leave', { body: { cid } });
  const fullWidth = [...code].map((ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0)).join('');
  for (const variant of [`${code.slice(0, 3)}\t${code.slice(3)}\n`, `${code.slice(0, 5)}\u3000${code.slice(5)}`, fullWidth]) {
    const r = await call<MyTeam>('POST', fay.token, '/api/contest/team/join', { body: { cid, inviteCode: variant } });
    t.equal(r.status, 200, `${JSON.stringify(variant)}: ${r.msg}`);
    await call('POST', fay.token, '/api/contest/team/leave', { body: { cid } });
  }
  refused(t, await call('POST', fay.token, '/api/contest/team/join', { body: { cid, inviteCode: `${code.slice(0, 5)} X${code.slice(5)}` } }), 400, 'No team of this contest has that invite code', 'another character is still wrong');
  refused(t, await call('POST', fay.token, '/api/contest/team/join', { body: { cid, inviteCode: ' \t ' } }, 'zh-CN'), 400, '本比赛没有使用这个邀请码的队伍', 'only spaces (zh-CN)');
});

t.test('a protected team contest: register before making or joining a team', async (t) => {
  const cid = await teamContest('Locked Cup', 'scheduled', { auth: 2, pwd: 'pw' });
  refused(t, await call('POST', ann.token, '/api/contest/team', { body: { cid, name: 'Keys' } }), 403, 'Register for this contest with its password before you make or join a team', 'not registered');
  await register(site, cid, ann.uid);
  t.equal((await call('POST', ann.token, '/api/contest/team', { body: { cid, name: 'Keys' } })).status, 200);
});

t.test('admins: a team by hand, changed at any time, kept while it has submissions; a CSV import is all or nothing', async (t) => {
  const cid = await teamContest('Admin Cup', 'running');
  const save = (token: string, method: 'POST' | 'PUT', body: Record<string, unknown>, lang = 'en-US') => call<{ id: number }>(method, token, '/api/admin/contest/team', { body: { cid, ...body } }, lang);
  refused(t, await save(ann.token, 'POST', { name: 'Mine', members: [] }), 403, 'Only this contest\'s administrators may do this', 'a contestant');
  const made = await save(author.token, 'POST', { name: 'Red', affiliation: 'South', members: ['tmann', 'tmben'], room: 'Hall 1', seat: 'A1' });
  t.equal(made.status, 200, made.msg);
  refused(t, await save(author.token, 'POST', { name: 'Blue', members: ['tmben'] }), 400, 'tmben is already in team Red', 'a member of another team');
  refused(t, await save(author.token, 'POST', { name: 'Blue', members: ['nobody'] }), 400, 'There is no user named nobody', 'an unknown user');
  refused(t, await save(author.token, 'POST', { name: 'Blue', members: ['tmcat', 'tmdan', 'tmeve', 'tmfay'] }, 'zh-CN'), 400, '一个队伍最多 3 名队员', 'four members (zh-CN)');
  refused(t, await save(author.token, 'POST', { name: 'Blue', members: ['tmauthor'] }), 400, 'tmauthor is the contest\'s author and cannot be in a team', 'the author');
  refused(t, await save(author.token, 'POST', { name: 'Blue', members: ['tmcat', 'tmcat'] }), 400, 'tmcat is listed twice', 'twice');
  refused(t, await save(author.token, 'POST', { name: 'Blue', members: [], room: 'r'.repeat(51) }), 400, 'A room or seat may have at most 50 characters', 'a long room');
  t.equal(await site.db('contests_team').where({ cid, name: 'Blue' }).first('id'), undefined, 'nothing written by a refused save');

  // the team's submission is recorded as the team's
  const sid = await judged(cid, ann, 'tmann', pA, 10, JudgeStatus.ACCEPTED);
  const record = (await site.db('contests_record').where({ submitId: sid }).first('teamId')) as { teamId: number };
  t.equal(record.teamId, made.data.id, 'the record keeps the team');
  const changed = await save(author.token, 'PUT', { id: made.data.id, name: 'Red', affiliation: 'South', members: ['tmben', 'tmcat'], room: 'Hall 2', seat: 'B4' });
  t.equal(changed.status, 200, 'members changed while it runs');
  refused(t, await call('DELETE', author.token, '/api/admin/contest/team', { query: { cid, id: made.data.id } }), 400, 'This team has submissions in the contest and cannot be deleted; change its members instead', 'a team with submissions');
  refused(t, await call('DELETE', author.token, '/api/admin/contest/team', { query: { cid, id: 999_999 } }), 404, 'There is no such team in this contest', 'unknown team');

  const text = [
    '# name, affiliation, members, room, seat',
    'Green,"East, Campus",tmdan,tmeve,,Hall 1,C3',
    '"Quote ""Q""",,tmfay',
  ].join('\n');
  const bad = (lines: string, msg: string, what: string, lang = 'en-US') => call('POST', author.token, '/api/admin/contest/teams/import', { body: { cid, text: lines } }, lang)
    .then((r) => refused(t, r, 400, msg, what));
  await bad(`${text}\nRed,,`, 'Line 4: this contest already has a team named Red', 'a name taken');
  await bad(`${text}\nGreen,,`, 'Line 4: the team Green is listed twice', 'twice in the list');
  await bad(`${text}\nPink,,tmdan`, 'Line 4: tmdan is in more than one team of the list', 'a member twice');
  await bad(`${text}\nPink,,tmben`, 'Line 4: tmben is already in team Red', 'a member of a team', );
  await bad(`${text}\nPink,,ghost`, 'Line 4: there is no user named ghost', 'an unknown user');
  await bad(`${text}\nPink,"open`, 'Line 4: write name, affiliation, member1, member2, member3, room, seat (put a field holding a comma in double quotes)', 'an unclosed quote');
  await bad(`${text}\n${'n'.repeat(51)},,`, '第 4 行：队名须为 1 到 50 个字符，且不含控制字符', 'a long name (zh-CN)', 'zh-CN');
  await bad('\n# nothing\n', 'The team list is empty: write one team per line', 'empty');
  t.equal(Number(((await site.db('contests_team').where({ cid }).count({ n: '*' })) as Array<{ n: string }>)[0]!.n), 1, 'a refused import added nothing');
  const imported = await call<{ count: number }>('POST', author.token, '/api/admin/contest/teams/import', { body: { cid, text } });
  t.equal(imported.msg, 'Teams added: 2');
  const all = await call<AdminTeam[]>('GET', author.token, '/api/admin/contest/teams', { query: { cid } });
  t.same(all.data.map((x) => [x.name, x.affiliation, x.members.map((m) => m.username), x.room, x.seat, x.records]), [
    ['Green', 'East, Campus', ['tmdan', 'tmeve'], 'Hall 1', 'C3', 0],
    ['Quote "Q"', '', ['tmfay'], '', '', 0],
    ['Red', 'South', ['tmben', 'tmcat'], 'Hall 2', 'B4', 1],
  ]);
  const green = all.data[0]!;
  t.equal((await call('DELETE', author.token, '/api/admin/contest/team', { query: { cid, id: green.id } })).msg, 'Team deleted');
  refused(t, await call('GET', ann.token, '/api/admin/contest/teams', { query: { cid } }), 403, 'Only this contest\'s administrators may do this', 'the list to a contestant');
});

t.test('CSV fields: commas or tabs apart, double quotes hold either', async (t) => {
  t.same(csvFields('a, b ,c'), ['a', 'b', 'c']);
  t.same(csvFields('"a, b","say ""hi"""\tc'), ['a, b', 'say "hi"', 'c']);
  t.same(csvFields('a,,'), ['a', '', '']);
  t.equal(csvFields('"open'), null);
  t.equal(csvFields('"a"b'), null, 'text after a closing quote');
});

t.test('submitting: only as a member of a team; the board, balloons, AC info, prints and downloads are the team\'s', async (t) => {
  const cid = await teamContest('Board Cup', 'scheduled', { openPrint: true });
  const red = (await call<MyTeam>('POST', ann.token, '/api/contest/team', { body: { cid, name: 'Red', affiliation: 'South' } })).data;
  await call('POST', ben.token, '/api/contest/team/join', { body: { cid, inviteCode: red.inviteCode } });
  const blue = (await call<MyTeam>('POST', cat.token, '/api/contest/team', { body: { cid, name: 'Blue' } })).data;
  await move(cid, 'running');

  const submit = (token: string, lang = 'en-US') => call<{ submitId: number }>('POST', token, '/api/submit-problem-judge', { body: { pid: 'A', cid, language: 'C++', code: AB.cppAc } }, lang);
  refused(t, await submit(dan.token), 403, 'This is a team contest: create a team or join one with its invite code before you submit', 'no team');
  refused(t, await submit(dan.token, 'zh-CN'), 403, '这是团队赛：提交前请先创建队伍，或用邀请码加入队伍', 'no team (zh-CN)');
  const sent = await submit(ben.token);
  t.equal(sent.status, 200, `a member submits: ${sent.msg}`);

  // Red: Ann solves A at 20, Ben fails B at 30 then solves it at 40; Blue: Cat solves A at 10
  await judged(cid, ann, 'tmann', pA, 20, JudgeStatus.ACCEPTED);
  await judged(cid, ben, 'tmben', pB, 30, JudgeStatus.WRONG_ANSWER);
  await judged(cid, ben, 'tmben', pB, 40, JudgeStatus.ACCEPTED);
  await judged(cid, cat, 'tmcat', pA, 10, JudgeStatus.ACCEPTED);
  await judged(cid, ben, 'tmben', pA, 50, JudgeStatus.ACCEPTED);
  const rank = await call<{ records: Array<{ uid: string; username: string; school: string | null; members?: string[]; ac: number; totalTime: number; rank: number; submissionInfo: Record<string, { isFirstAC: boolean }> }> }>(
    'POST', eve.token, '/api/get-contest-rank', { body: { cid, currentPage: 1, limit: 50 } });
  t.equal(rank.status, 200, rank.msg);
  t.same(rank.data.records.map((r) => [r.uid, r.username, r.school, r.members, r.ac, r.totalTime, r.rank]), [
    [`t${red.id}`, 'Red', 'South', ['tmann', 'tmben'], 2, 20 * 60 + 40 * 60 + 20 * 60, 1],
    [`t${blue.id}`, 'Blue', null, ['tmcat'], 1, 10 * 60, 2],
  ], 'one row per team: its members\' solves together, a penalty for the team\'s wrong try');
  t.equal(rank.data.records[1]!.submissionInfo.A!.isFirstAC, true, 'first blood is Blue\'s');

  // the runner brings Red two balloons, to Red's seat
  await call('PUT', author.token, '/api/admin/contest/seats', { body: { cid, text: 'Red,Hall 9,12\nBlue,Hall 9,13' } });
  refused(t, await call('PUT', author.token, '/api/admin/contest/seats', { body: { cid, text: 'Green,Hall 9,14' } }), 400, 'Line 1: there is no team named Green', 'seats of an unknown team');
  const balloons = await call<{ records: Array<{ username: string; realname: string | null; room: string | null; seat: string | null; displayId: string; set: { displayId: string }[] }> }>(
    'GET', author.token, '/api/contest/balloons', { query: { cid, state: 'all' } });
  t.same(balloons.data.records.map((b) => [b.username, b.realname, b.room, b.seat, b.displayId, b.set.map((s) => s.displayId)]), [
    ['Blue', null, 'Hall 9', '13', 'A', ['A']],
    ['Red', 'South', 'Hall 9', '12', 'A', ['A', 'B']],
    ['Red', 'South', 'Hall 9', '12', 'B', ['A', 'B']],
  ], 'one balloon per team and problem (Ben\'s later A earns none)');

  const ac = await call<{ records: Array<{ username: string; teamName: string | null }> }>('GET', author.token, '/api/get-contest-ac-info', { query: { cid } });
  t.same(ac.data.records.map((r) => [r.username, r.teamName]).sort(), [['tmann', 'Red'], ['tmben', 'Red'], ['tmben', 'Red'], ['tmcat', 'Blue']]);

  t.equal((await call('POST', ann.token, '/api/submit-print-text', { body: { cid, content: 'int main() { return 0; } // print me please, for the team, on paper' } })).status, 200);
  const prints = await call<{ records: Array<{ username: string; teamName: string | null }> }>('GET', author.token, '/api/get-contest-print', { query: { cid } });
  t.same(prints.data.records.map((p) => [p.username, p.teamName]), [['tmann', 'Red']], 'the print job names the team');

  // the ICPC API's teams are the contest's teams
  const token = await issueToken(site, author.token, cid, 'public');
  const teams = await icpc<Array<{ id: string; name: string; organization_id: string | null }>>(site, token.token, `/contests/${cid}/teams`);
  t.same(teams.body.map((x) => [x.id, x.name]).sort(), [[`t${blue.id}`, 'Blue'], [`t${red.id}`, 'Red']].sort());
  const subs = await icpc<Array<{ id: string; team_id: string }>>(site, token.token, `/contests/${cid}/submissions`);
  t.same(subs.body.map((s) => [s.id, s.team_id]), [[String(sent.data.submitId), `t${red.id}`]], 'Ben\'s submission (not judged yet) is Red\'s');

  // the scroll board (an ended ACM contest that was sealed) replays the teams' submissions
  await updateContest(site, cid, phaseTimes('frozen'));
  const scroll = await call<Array<{ uid: string; username: string; displayId: string }>>('GET', author.token, '/api/get-contest-scroll-board-submission', { query: { cid } });
  t.equal(scroll.status, 200, scroll.msg);
  t.same([...new Set(scroll.data.map((s) => `${s.uid} ${s.username}`))].sort(), [`t${blue.id} Blue`, `t${red.id} Red`].sort(), 'by team');
  t.equal(scroll.data.length, 5, 'every judged submission of the teams');

  // team contests are the site's: a group's contest saved with it on stays individual
  const groupCid = await createContest(site, { uid: author.uid, author: 'tmauthor', title: 'Group Cup', phase: 'scheduled', gid: 77 });
  const groupForm = (await call<Record<string, unknown>>('GET', root.token, '/api/admin/contest', { query: { cid: groupCid } })).data;
  t.equal((await call('PUT', root.token, '/api/admin/contest', { body: { ...groupForm, teamMode: true, awardConfigList: [] } })).status, 200);
  t.equal(((await site.db('contests_contest').where({ id: groupCid }).first('teamMode')) as { teamMode: boolean }).teamMode, false, 'a group contest stays individual');

  // whether it is a team contest is fixed once it has submissions
  const form = (await call<Record<string, unknown>>('GET', author.token, '/api/admin/contest', { query: { cid } })).data;
  t.equal(form.teamMode, true, 'the form reads it');
  refused(t, await call('PUT', author.token, '/api/admin/contest', { body: { ...form, teamMode: false, awardConfigList: [] } }), 400,
    'The contest already has submissions: whether it is a team contest can no longer change', 'switching it off');
});

t.test("the contest list, the home page's recent contests and the contest's info count a team contest's participants: its teams' members, each once", async (t) => {
  const cid = await teamContest('Counted Cup');
  const made = await call<MyTeam>('POST', dan.token, '/api/contest/team', { body: { cid, name: 'Counters' } });
  t.equal(made.status, 200, made.msg);
  t.equal((await call('POST', eve.token, '/api/contest/team/join', { body: { cid, inviteCode: made.data.inviteCode } })).status, 200);
  t.equal((await call('POST', fay.token, '/api/contest/team', { body: { cid, name: 'Solo' } })).status, 200);
  // a member who also registered (as a password contest asks first) is counted once
  await register(site, cid, dan.uid);
  const list = await call<{ records: Array<{ id: number; count: number }> }>('GET', undefined, '/api/get-contest-list', { query: { currentPage: 1, limit: 50 } });
  t.equal(list.data.records.find((c) => c.id === cid)?.count, 3, 'the list card: three members in two teams');
  const recent = await call<Array<{ id: number; count: number }>>('GET', undefined, '/api/get-recent-contest');
  t.equal(recent.data.find((c) => c.id === cid)?.count, 3, 'the home page card');
  const info = await call<{ count: number }>('GET', dan.token, '/api/get-contest-info', { query: { cid } });
  t.equal(info.data.count, 3, 'the contest page');
  // an individual contest still counts its registrations only
  const solo = await createContest(site, { uid: author.uid, author: 'tmauthor', title: 'Individual Cup', phase: 'scheduled' });
  await register(site, solo, eve.uid);
  const again = await call<{ records: Array<{ id: number; count: number }> }>('GET', undefined, '/api/get-contest-list', { query: { currentPage: 1, limit: 50 } });
  t.equal(again.data.records.find((c) => c.id === solo)?.count, 1, 'an individual contest: its one registration');
});
