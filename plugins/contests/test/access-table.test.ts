// Spec 3 §6 as one table: every participant call × every role × every phase of a private contest,
// asserting what the caller gets (envelope status and message). The roles: a visitor, a logged-in
// user, a registered contestant, the contest's author (its admin), a site admin (not this
// contest's admin) and the super admin. Also the account-limit rule and the menu rules.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { createAbProblem } from '../../submissions/test/helpers.ts';
import { accountLimitAllows, formatAccountLimitRule, parseAccountLimitRule } from '../shared/account-limit.ts';
import { menuDisabled, needsPassword, type Entry } from '../server/access.ts';
import { PHASES, PLUGINS, addContestProblem, createContest, register, type Phase } from './helpers.ts';

type Role = 'visitor' | 'user' | 'contestant' | 'star' | 'author' | 'admin' | 'root';
/** a star user is a registered contestant listed among the contest's star accounts: the same rights, off the ranking */
const ROLES: readonly Role[] = ['visitor', 'user', 'contestant', 'star', 'author', 'admin', 'root'];
/** and a contest that ended sealed without the real rank after its end */
const TABLE_PHASES: readonly Phase[] = [...PHASES, 'frozen'];

const MSG = {
  login: 'Please login first!',
  notStarted: 'The contest has not started yet; you cannot enter it',
  registerFirst: 'Please register for this private contest with its password on the contest\'s home page first',
  registerToSubmit: 'Please register for this contest before submitting',
  ended: 'The contest has ended; submissions are closed',
  adminOnly: 'Only this contest\'s administrators may do this',
  notRunning: 'Print jobs can only be sent while the contest is running',
  tooShort: 'The number of content cannot be less than 50',
  wrongPassword: 'Wrong contest password',
  // past the contest's checks a submit in Java meets the problem's languages: nothing is judged
  language: 'This problem does not accept submissions in Java',
  noProblemAccess: 'You do not have permission to view this problem',
  rankClosed: 'The public scoreboard of this contest is not open',
  noScrollBoard: 'The scroll board is for ended ACM contests whose rank was sealed',
  balloonToken: 'Sign in as an admin of this contest, or enter a balloon token',
  noBalloon: 'No such balloon in this contest',
};
type Outcome = [status: number, msg: string | null];
const OK: Outcome = [200, null];

/** spec 3 §6: who may enter (problems, submissions, announcements): its admins always; others once started, a private contest only registered */
function enter(role: Role, phase: Phase): Outcome {
  if (role === 'visitor') return [401, MSG.login];
  if (role === 'author' || role === 'root') return OK;
  if (phase === 'scheduled') return [403, MSG.notStarted];
  return role === 'contestant' ? OK : [403, MSG.registerFirst];
}

/** submitting: nobody after the end (no allowEndSubmit); its admins before the start; others registered, while running */
function submit(role: Role, phase: Phase): Outcome {
  if (role === 'visitor') return [401, MSG.login];
  if (phase === 'ended' || phase === 'frozen') return [403, MSG.ended];
  if (role === 'author' || role === 'root') return [400, MSG.language];
  if (phase === 'scheduled') return [403, MSG.notStarted];
  return role === 'contestant' ? [400, MSG.language] : [403, MSG.registerToSubmit];
}

const adminOnly = (role: Role): Outcome => (role === 'visitor' ? [401, MSG.login] : role === 'author' || role === 'root' ? OK : [403, MSG.adminOnly]);
const loggedIn = (role: Role): Outcome => (role === 'visitor' ? [401, MSG.login] : OK);

interface Call { method: string; url: string; query?: (cid: number) => Record<string, string | number | boolean>; body?: (cid: number) => unknown; expect(role: Role, phase: Phase): Outcome }

const CALLS: Record<string, Call> = {
  'contest list': { method: 'GET', url: '/api/get-contest-list', expect: () => OK },
  info: { method: 'GET', url: '/api/get-contest-info', query: (cid) => ({ cid }), expect: loggedIn },
  access: { method: 'GET', url: '/api/get-contest-access', query: (cid) => ({ cid }), expect: loggedIn },
  'register (wrong password)': { method: 'POST', url: '/api/register-contest', body: (cid) => ({ cid, password: 'nope' }), expect: (role) => (role === 'visitor' ? [401, MSG.login] : [400, MSG.wrongPassword]) },
  problems: { method: 'GET', url: '/api/get-contest-problem', query: (cid) => ({ cid }), expect: enter },
  'problem details': { method: 'GET', url: '/api/get-contest-problem-details', query: (cid) => ({ cid, displayId: 'A' }), expect: enter },
  'problem bar': { method: 'GET', url: '/api/get-full-screen-problem-list', query: (cid) => ({ cid }), expect: enter },
  // the problems plugin asks the contest scope; site admins see every problem (its own rule)
  'problem page in the contest': {
    method: 'GET', url: '/api/get-problem-detail', query: (cid) => ({ problemId: 'T100', cid }),
    expect: (role, phase) => (role === 'admin' || enter(role, phase)[0] === 200 ? OK : [403, MSG.noProblemAccess]),
  },
  announcements: { method: 'GET', url: '/api/get-contest-announcement', query: (cid) => ({ cid }), expect: enter },
  'unread announcements': { method: 'POST', url: '/api/get-contest-not-read-announcement', body: (cid) => ({ cid, readAnnouncementList: [] }), expect: enter },
  'status list': { method: 'GET', url: '/api/contest-submissions', query: (cid) => ({ contestID: cid, beforeContestSubmit: false }), expect: enter },
  'status check': { method: 'POST', url: '/api/check-contest-submissions-status', body: (cid) => ({ cid, submitIds: [1] }), expect: enter },
  submit: { method: 'POST', url: '/api/submit-problem-judge', body: (cid) => ({ cid, pid: 'A', language: 'Java', code: 'class Main {}' }), expect: submit },
  print: {
    method: 'POST', url: '/api/submit-print-text', body: (cid) => ({ cid, content: 'too short to print' }),
    expect: (role, phase) => {
      const e = enter(role, phase);
      if (e[0] !== 200) return e;
      return phase === 'running' || phase === 'sealed' ? [400, MSG.tooShort] : [403, MSG.notRunning];
    },
  },
  'print jobs': { method: 'GET', url: '/api/get-contest-print', query: (cid) => ({ cid }), expect: adminOnly },
  'AC info': { method: 'GET', url: '/api/get-contest-ac-info', query: (cid) => ({ cid }), expect: adminOnly },
  // the balloon page: its admins, or a balloon token (test/balloons.test.ts); a visitor is asked for either
  balloons: { method: 'GET', url: '/api/contest/balloons', query: (cid) => ({ cid }), expect: (role) => (role === 'visitor' ? [401, MSG.balloonToken] : adminOnly(role)) },
  'hand out a balloon': { method: 'PUT', url: '/api/contest/balloons/deliver', body: (cid) => ({ cid, id: 1, delivered: true }), expect: (role) => (role === 'visitor' ? [401, MSG.balloonToken] : role === 'author' || role === 'root' ? [404, MSG.noBalloon] : [403, MSG.adminOnly]) },
  seats: { method: 'GET', url: '/api/admin/contest/seats', query: (cid) => ({ cid }), expect: adminOnly },
  'set seats': { method: 'PUT', url: '/api/admin/contest/seats', body: (cid) => ({ cid, text: '' }), expect: adminOnly },
  rank: { method: 'POST', url: '/api/get-contest-rank', body: (cid) => ({ cid, currentPage: 1, limit: 50 }), expect: enter },
  // these contests keep their public scoreboard closed: only their admins see it
  'outside board': {
    method: 'POST', url: '/api/get-contest-outside-scoreboard', body: (cid) => ({ cid, currentPage: 1, limit: 50 }),
    expect: (role) => (role === 'author' || role === 'root' ? OK : [403, MSG.rankClosed]),
  },
  'outside board info': {
    method: 'GET', url: '/api/get-contest-outsize-info', query: (cid) => ({ cid }),
    expect: (role) => (role === 'author' || role === 'root' ? OK : [403, MSG.rankClosed]),
  },
  // the scroll board: for an ACM contest that ended sealed (and, the board being closed, its admins only)
  'scroll board': {
    method: 'GET', url: '/api/get-contest-scroll-board-submission', query: (cid) => ({ cid }),
    expect: (role, phase) => (role === 'author' || role === 'root' ? (phase === 'frozen' ? OK : [400, MSG.noScrollBoard]) : [403, MSG.rankClosed]),
  },
  'rank download': { method: 'GET', url: '/api/file/download-contest-rank', query: (cid) => ({ cid }), expect: adminOnly },
  // the table's contests have no accepted code: its admins get past the rule to that answer
  'AC code download': {
    method: 'GET', url: '/api/file/download-contest-ac-submission', query: (cid) => ({ cid }),
    expect: (role) => (role === 'visitor' ? [401, MSG.login] : role === 'author' || role === 'root' ? [400, 'This contest has no accepted submissions to download'] : [403, MSG.adminOnly]),
  },
};

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
const root = await site.userWithToken('root1', 'root');
const author = await site.userWithToken('author1');
const users = {
  user: await site.userWithToken('user1'),
  contestant: await site.userWithToken('contestant1'),
  star: await site.userWithToken('star1'),
  author,
  admin: await site.userWithToken('admin1', 'admin'),
  root,
};
const pid = await createAbProblem(site, root.token, 'T100', { auth: 3 });
const contests = {} as Record<Phase, number>;
for (const phase of TABLE_PHASES) {
  contests[phase] = await createContest(site, { uid: author.uid, author: 'author1', title: `Table ${phase}`, phase, auth: 1, pwd: 'pw', openPrint: true, starAccount: JSON.stringify(['star1']) });
  await addContestProblem(site, contests[phase], pid, 'A');
  await register(site, contests[phase], users.contestant.uid);
  await register(site, contests[phase], users.star.uid);
}

t.test('every call × role × phase answers as spec 3 §6 says', async (t) => {
  for (const [name, call] of Object.entries(CALLS)) {
    for (const phase of TABLE_PHASES) {
      const cid = contests[phase];
      for (const role of ROLES) {
        const token = role === 'visitor' ? undefined : users[role].token;
        const r = await site.api(call.method, call.url, { token, lang: 'en-US', query: call.query?.(cid), body: call.body?.(cid) });
        const [status, msg] = call.expect(role === 'star' ? 'contestant' : role, phase);
        t.equal(r.status, status, `${name}, ${role}, ${phase}: status (${r.msg})`);
        if (msg !== null) t.equal(r.msg, msg, `${name}, ${role}, ${phase}: message`);
      }
    }
  }
});

// The team calls of a team contest (issue 16 §1), in the same table: its private contests in each
// phase, with a registered contestant in no team and a "member" registered and in a team. Every
// call is made so that it changes nothing (an empty name, a wrong code, an unknown team).
type TeamRole = Role | 'member';
const TEAM_ROLES: readonly TeamRole[] = [...ROLES.filter((r) => r !== 'star'), 'member'];
const TEAM_MSG = {
  registerFirst: 'Register for this contest with its password before you make or join a team',
  ended: 'The contest has ended: teams can no longer be made or joined',
  author: 'The contest\'s author does not take part in a team',
  already: 'You are already in a team of this contest',
  nameRequired: 'The team name is required',
  none: 'You are not in a team of this contest',
  locked: 'The contest has started: only its admins can change teams now',
  codeWrong: 'No team of this contest has that invite code',
  teamFirst: 'This is a team contest: create a team or join one with its invite code before you submit',
};
const over = (phase: Phase) => phase === 'ended' || phase === 'frozen';
/** making or joining: a registered user in no team, before the end; the step past the rules is `pass` */
function takePart(role: TeamRole, phase: Phase, pass: Outcome): Outcome {
  if (role === 'visitor') return [401, MSG.login];
  if (over(phase)) return [403, TEAM_MSG.ended];
  if (role === 'author') return [403, TEAM_MSG.author];
  if (role !== 'contestant' && role !== 'member') return [403, TEAM_MSG.registerFirst];
  return role === 'member' ? [400, TEAM_MSG.already] : pass;
}
/** a member's own team: changed only before the start */
function ownTeam(role: TeamRole, phase: Phase, pass: Outcome): Outcome {
  if (role === 'visitor') return [401, MSG.login];
  if (role !== 'member') return [404, TEAM_MSG.none];
  return phase === 'scheduled' ? pass : [403, TEAM_MSG.locked];
}
const TEAM_CALLS: Record<string, Omit<Call, 'expect'> & { expect(role: TeamRole, phase: Phase): Outcome }> = {
  teams: { method: 'GET', url: '/api/contest/teams', query: (cid) => ({ cid }), expect: (role) => loggedIn(role === 'member' ? 'user' : role) },
  'my team': { method: 'GET', url: '/api/contest/my-team', query: (cid) => ({ cid }), expect: (role) => loggedIn(role === 'member' ? 'user' : role) },
  'make a team (no name)': { method: 'POST', url: '/api/contest/team', body: (cid) => ({ cid, name: '' }), expect: (role, phase) => takePart(role, phase, [400, TEAM_MSG.nameRequired]) },
  'join (wrong code)': { method: 'POST', url: '/api/contest/team/join', body: (cid) => ({ cid, inviteCode: 'WRONG' }), expect: (role, phase) => takePart(role, phase, [400, TEAM_MSG.codeWrong]) },
  'rename (no name)': { method: 'PUT', url: '/api/contest/team', body: (cid) => ({ cid, name: '' }), expect: (role, phase) => ownTeam(role, phase, [400, TEAM_MSG.nameRequired]) },
  'new invite code': { method: 'POST', url: '/api/contest/team/reset-code', body: (cid) => ({ cid }), expect: (role, phase) => ownTeam(role, phase, OK) },
  'admin team list': { method: 'GET', url: '/api/admin/contest/teams', query: (cid) => ({ cid }), expect: (role) => adminOnly(role === 'member' ? 'user' : role) },
  'admin team (no name)': {
    method: 'POST', url: '/api/admin/contest/team', body: (cid) => ({ cid, name: '', members: [] }),
    expect: (role) => (role === 'author' || role === 'root' ? [400, TEAM_MSG.nameRequired] : adminOnly(role === 'member' ? 'user' : role)),
  },
  'admin delete (unknown team)': {
    method: 'DELETE', url: '/api/admin/contest/team', query: (cid) => ({ cid, id: 999_999 }),
    expect: (role) => (role === 'author' || role === 'root' ? [404, 'There is no such team in this contest'] : adminOnly(role === 'member' ? 'user' : role)),
  },
  'team import (empty)': {
    method: 'POST', url: '/api/admin/contest/teams/import', body: (cid) => ({ cid, text: '' }),
    expect: (role) => (role === 'author' || role === 'root' ? [400, 'The team list is empty: write one team per line'] : adminOnly(role === 'member' ? 'user' : role)),
  },
  // one submits for one's team: a registered contestant in none is told so
  'submit in a team contest': {
    method: 'POST', url: '/api/submit-problem-judge', body: (cid) => ({ cid, pid: 'A', language: 'Java', code: 'class Main {}' }),
    expect: (role, phase) => {
      const plain = submit(role === 'member' ? 'contestant' : role, phase);
      return role === 'contestant' && plain[1] === MSG.language ? [403, TEAM_MSG.teamFirst] : plain;
    },
  },
};
const member = await site.userWithToken('member1');
const teamContests = {} as Record<Phase, number>;
for (const phase of TABLE_PHASES) {
  const cid = await createContest(site, { uid: author.uid, author: 'author1', title: `Team table ${phase}`, phase, auth: 1, pwd: 'pw', teamMode: true });
  teamContests[phase] = cid;
  await addContestProblem(site, cid, pid, 'A');
  await register(site, cid, users.contestant.uid);
  await register(site, cid, member.uid);
  const [team] = await site.db('contests_team').insert({ cid, name: 'Table team', inviteCode: `TABLE${phase.toUpperCase()}`.slice(0, 16) }).returning('id');
  await site.db('contests_team_member').insert({ cid, teamId: (team as { id: number }).id, uid: member.uid });
}

t.test('a team contest: every team call × role × phase', async (t) => {
  for (const [name, call] of Object.entries(TEAM_CALLS)) {
    for (const phase of TABLE_PHASES) {
      const cid = teamContests[phase];
      for (const role of TEAM_ROLES) {
        const token = role === 'visitor' ? undefined : role === 'member' ? member.token : users[role].token;
        const r = await site.api(call.method, call.url, { token, lang: 'en-US', query: call.query?.(cid), body: call.body?.(cid) });
        const [status, msg] = call.expect(role, phase);
        t.equal(r.status, status, `${name}, ${role}, ${phase}: status (${r.msg})`);
        if (msg !== null) t.equal(r.msg, msg, `${name}, ${role}, ${phase}: message`);
      }
    }
  }
});

t.test('real-time permission: AC and total counts are hidden from contestants while sealed (spec 3 §6)', async (t) => {
  for (const phase of ['running', 'sealed', 'ended'] as const) {
    for (const role of ['contestant', 'author', 'root'] as const) {
      const r = await site.api<Array<{ ac: number | null; total: number | null }>>('GET', '/api/get-contest-problem', { token: users[role].token, query: { cid: contests[phase] } });
      const hidden = phase === 'sealed' && role === 'contestant';
      t.equal(r.data[0].ac === null, hidden, `${role}, ${phase}: counts ${hidden ? 'hidden' : 'shown'}`);
    }
  }
});

t.test('the account-limit rule: prefix, number range (plain or padded), suffix and extra accounts', async (t) => {
  const rule = '<prefix>team</prefix><suffix>_a</suffix><start>1</start><end>10</end><extra>judge1\nguest  x</extra>';
  const cases: Array<[string, boolean]> = [
    ['team1_a', true], ['team10_a', true], ['team05_a', true], ['team0_a', false], ['team11_a', false], ['team005_a', false],
    ['team1', false], ['team_a', false], ['teamx_a', false], ['judge1', true], ['guest', true], ['x', true], ['judge', false],
  ];
  for (const [username, allowed] of cases) t.equal(accountLimitAllows(rule, username), allowed, `${username} ${allowed ? 'may' : 'may not'} take part`);
  t.equal(accountLimitAllows('<prefix></prefix><suffix></suffix><start></start><end></end><extra>solo</extra>', 'solo'), true, 'extras only');
  t.equal(accountLimitAllows(null, 'anyone'), false, 'no rule allows nobody');
  const parsed = parseAccountLimitRule(rule);
  t.same(parsed, { prefix: 'team', suffix: '_a', start: 1, end: 10, extra: ['judge1', 'guest', 'x'] });
  t.same(parseAccountLimitRule(formatAccountLimitRule(parsed)), parsed, 'format and parse agree');
});

t.test('the contest menu and the password form (spec 3 §6)', async (t) => {
  const entry = (e: Partial<Entry>): Entry => ({ admin: false, registered: false, canEnter: false, canSubmit: false, realTime: true, status: 0, teamId: null, submitRefusal: null, ...e });
  t.equal(menuDisabled({ auth: 0 }, entry({ status: -1 })), true, 'scheduled: disabled');
  t.equal(menuDisabled({ auth: 0 }, entry({ status: -1, admin: true })), false, 'not for its admins');
  t.equal(menuDisabled({ auth: 1 }, entry({})), true, 'private without access');
  t.equal(menuDisabled({ auth: 1 }, entry({ registered: true })), false, 'private, registered');
  t.equal(menuDisabled({ auth: 2 }, entry({})), false, 'protected: open to view');
  t.equal(needsPassword({ auth: 0 }, entry({})), false, 'public: no password');
  t.equal(needsPassword({ auth: 2 }, entry({})), true, 'protected: the password to submit');
  t.equal(needsPassword({ auth: 1 }, entry({ registered: true })), false, 'registered');
  t.equal(needsPassword({ auth: 1 }, entry({ admin: true })), false, 'its admins');
});
