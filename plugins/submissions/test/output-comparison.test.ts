// Output comparison as a first-time organiser meets it (issue 28 item 6), with a real judge node: a
// problem made through the admin API with the form's defaults (no isRemoveEndBlank sent) and a
// typed output `3` accepts `cout << a+b << endl;`, on standard IO and on file IO; a problem whose
// admin chose exact comparison still answers Presentation Error for a white-space-only difference.
import t from 'tap';
import { join } from 'node:path';
import { TestSite } from '@oj/kernel/testing';
import { folderTestData, startTestJudge } from './judge.ts';
import { submit, verdict } from './helpers.ts';

const site = await TestSite.start({
  plugins: [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions', config: { resultsConcurrency: 1 } }],
});
await site.kernel.settings.update('switch', { defaultSubmitInterval: 0 });
const { token: rootToken } = await site.userWithToken('boss', 'root');
const judge = await startTestJudge(site, folderTestData(join(site.dataDir, 'problems', 'testcase'), 'problem_'));
t.teardown(async () => { await judge.close(); await site.close(); });
const { token } = await site.userWithToken('alice');

const ENDL = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;return 0;}\n';
const ENDL_FILE = '#include <fstream>\nint main(){std::ifstream in("aplusb.in");std::ofstream out("aplusb.out");long long a,b;in>>a>>b;out<<a+b<<std::endl;return 0;}\n';
const TRAILING_SPACE = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld \\n",a+b);return 0;}\n';
const NO_NEWLINE = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld",a+b);return 0;}\n';

/** an A+B problem as the admin form sends it: its output typed without a final newline */
async function problem(problemId: string, fields: Record<string, unknown> = {}): Promise<number> {
  const body = {
    problem: { problemId, title: `A+B ${problemId}`, description: 'Add two numbers', timeLimit: 1000, memoryLimit: 256, ...fields },
    languages: [{ name: 'C++' }],
    samples: [{ input: '1 2', output: '3', score: null, groupNum: null }, { input: '40 2\n', output: '42', score: null, groupNum: null }],
    isUploadTestCase: false,
  };
  const r = await site.api<{ pid: number }>('POST', '/api/admin/problem', { token: rootToken, body });
  if (r.status !== 200) throw new Error(`create ${problemId}: ${r.msg}`);
  return r.data.pid;
}

async function judged(pid: number, code: string): Promise<number> {
  return (await verdict(site, await submit(site, token, pid, 'C++', code), token)).status;
}

t.test('a new problem ignores trailing blanks unless its admin says otherwise', async (t) => {
  const pid = await problem('CMP-1');
  const admin = await site.api<{ isRemoveEndBlank: boolean }>('GET', '/api/admin/problem', { token: rootToken, query: { pid } });
  t.equal(admin.data.isRemoveEndBlank, true, 'the admin model shows the default');
});

t.test('typed output 3 and cout << a+b << endl: Accepted; a trailing space too', async (t) => {
  const pid = await problem('CMP-2');
  t.equal(await judged(pid, ENDL), 0, 'endl after the answer');
  t.equal(await judged(pid, TRAILING_SPACE), 0, 'a blank before the newline');
  t.equal(await judged(pid, NO_NEWLINE), 0, 'no newline at all');
});

t.test('file IO with the defaults: a correct solution is Accepted', async (t) => {
  const pid = await problem('CMP-3', { isFileIO: true, ioReadFileName: 'aplusb.in', ioWriteFileName: 'aplusb.out' });
  t.equal(await judged(pid, ENDL_FILE), 0);
});

t.test('exact comparison, chosen explicitly: byte for byte, a white-space-only difference is Presentation Error', async (t) => {
  const pid = await problem('CMP-4', { isRemoveEndBlank: false });
  t.equal(await judged(pid, NO_NEWLINE), 0, 'the typed answer byte for byte');
  t.equal(await judged(pid, TRAILING_SPACE), -3, 'a trailing space: PE');
  t.equal(await judged(pid, ENDL), -3, 'a final newline the typed answer lacks: PE');
});
