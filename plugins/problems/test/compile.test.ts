// The admin's compile-spj / compile-interactive calls (reference AdminProblemController; spec 2 §8
// "Spj code must compile"): compiled by a real judge node's sandbox through the queue, answered
// synchronously; refused to non-admins; a clear message when no judge node answers.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { JudgeEngine } from '@oj/judge-engine';
import { LocalTestData, localTestDataRoot, openSandboxPool, startJudgeNode } from '@oj/judge-worker';

const CHECKER = '#include <cstdio>\nint main(int argc, char** argv){ return argc == 4 ? 0 : 3; }\n';
const CHECKER_WITH_HEADER = '#include "verdict.h"\nint main(){ return VERDICT_OK; }\n';
const BROKEN = 'int main( { return 0 }\n';

const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-problems' }] });
const pool = await openSandboxPool(3);
const judge = startJudgeNode({
  connection: site.kernel.queues.connection, engine: new JudgeEngine({ pool }), testData: new LocalTestData(localTestDataRoot(site.dataDir)),
  concurrency: 1, judger: 'compile-judge', log: () => {},
});
t.teardown(async () => { await judge.close(); await pool.close(); await site.close(); });

const admin = await site.userWithToken('boss', 'admin');
const problemAdmin = await site.userWithToken('setter', 'problem_admin');
const user = await site.userWithToken('alice');

function compile(path: 'compile-spj' | 'compile-interactive', token: string, body: Record<string, unknown>, lang = 'en-US') {
  return site.api<null>('POST', `/api/admin/problem/${path}`, { token, body, lang });
}

t.test('a special judge that compiles is a success, for admins and problem admins', async (t) => {
  const r = await compile('compile-spj', admin.token, { code: CHECKER, language: 'C++' });
  t.equal(r.status, 200, r.msg);
  t.equal(r.data, null);
  const setter = await compile('compile-spj', problemAdmin.token, { code: CHECKER, language: 'C++ 17' });
  t.equal(setter.status, 200, setter.msg);
});

t.test('an interactor compiles the same way, with its extra files beside it', async (t) => {
  const r = await compile('compile-interactive', admin.token, { code: CHECKER_WITH_HEADER, language: 'C++', extraFiles: { 'verdict.h': '#define VERDICT_OK 0\n' } });
  t.equal(r.status, 200, r.msg);
  const without = await compile('compile-interactive', admin.token, { code: CHECKER_WITH_HEADER, language: 'C++' });
  t.equal(without.status, 400);
  t.match(without.msg, /^Interactive code must compile:\n/);
  t.match(without.msg, /verdict\.h/, 'the compiler says what is missing');
});

t.test('code that does not compile is refused with the compiler text, in both languages', async (t) => {
  const en = await compile('compile-spj', admin.token, { code: BROKEN, language: 'C++' });
  t.equal(en.status, 400);
  t.match(en.msg, /^Spj code must compile:\n/);
  t.match(en.msg, /error/, 'the compiler message is shown');
  const zh = await compile('compile-spj', admin.token, { code: BROKEN, language: 'C' }, 'zh-CN');
  t.equal(zh.status, 400);
  t.match(zh.msg, /^特殊判题代码必须编译通过：\n/);
  t.match(zh.msg, /error/);
});

t.test('bad requests are refused before any judge node is asked', async (t) => {
  const empty = await compile('compile-spj', admin.token, { code: '   ', language: 'C++' });
  t.equal(empty.status, 400);
  t.equal(empty.msg, 'The code to compile can not be empty');
  const java = await compile('compile-spj', admin.token, { code: 'class Main {}', language: 'Java' }, 'zh-CN');
  t.equal(java.status, 400);
  t.equal(java.msg, '特殊判题或交互程序只能使用 C、C++ 或 Python 3（当前为 Java）');
});

t.test('only root, admins and problem admins may compile', async (t) => {
  const r = await compile('compile-spj', user.token, { code: CHECKER, language: 'C++' });
  t.equal(r.http, 403);
  t.equal(r.status, 403);
  const visitor = await site.api('POST', '/api/admin/problem/compile-interactive', { body: { code: CHECKER, language: 'C++' } });
  t.equal(visitor.status, 401);
});

t.test('a call held by another web node gets its answer, whichever node consumes it', async (t) => {
  // both nodes consume `judge-compile-results`; the answer reaches the waiting node over the bus
  const other = await site.addNode();
  for (const [code, status] of [[CHECKER, 200], [BROKEN, 400], [CHECKER, 200], [BROKEN, 400]] as const) {
    const res = await other.app.inject({ method: 'POST', url: '/api/admin/problem/compile-spj', headers: { authorization: admin.token, 'accept-language': 'en-US' }, payload: { code, language: 'C++' } });
    const body = JSON.parse(res.body) as { status: number; msg: string };
    t.equal(body.status, status, body.msg);
    if (status === 400) t.match(body.msg, /^Spj code must compile:\n.*error/s);
  }
});

t.test('with no judge node the call ends with a clear message after the configured wait', async (t) => {
  const lonely = await TestSite.start({ plugins: [{ package: '@oj/plugin-problems', config: { compileTimeoutMs: 300 } }] });
  t.teardown(() => lonely.close());
  const { token } = await lonely.userWithToken('boss', 'root');
  const en = await lonely.api<null>('POST', '/api/admin/problem/compile-spj', { token, body: { code: CHECKER, language: 'C++' }, lang: 'en-US' });
  t.equal(en.status, 500);
  t.equal(en.msg, 'No judge node answered within 1 s: make sure a judge node is running, then compile again');
  const waiting = await lonely.kernel.queues.queue('judge-test').getJobCounts('waiting', 'prioritized');
  t.equal(waiting.waiting + waiting.prioritized, 0, 'the unanswered compile is withdrawn from the queue');
});
