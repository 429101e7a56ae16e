// Shared steps of the submissions tests: a site with problems and submissions, A+B sources.
import type { TestSite } from '@oj/kernel/testing';

export const AB = {
  cppAc: '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;return 0;}\n',
  cppWa: '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a-b<<std::endl;return 0;}\n',
  cppCe: 'int main( { return 0 }\n',
  cppTle: '#include <iostream>\nint main(){volatile unsigned long x=0;for(;;)x++;return 0;}\n',
  pyAc: 'a, b = map(int, input().split())\nprint(a + b)\n',
  pyWa: 'a, b = map(int, input().split())\nprint(a * b + 1)\n',
  pyCe: 'def f(:\n  pass\n',
  pyTle: 'while True:\n    pass\n',
};
export const AB_CASES: Array<[string, string]> = [['1 2\n', '3\n'], ['40 2\n', '42\n'], ['-5 5\n', '0\n']];

export interface SubmissionSeen {
  submitId: number; status: number; score: number | null; time: number | null; memory: number | null; code: string | null;
  errorMessage: string | null; share: boolean; isManual: boolean; username: string; uid: string; oiRankScore: number | null; judger: string | null;
}

const UNFINISHED = [5, 6, 7];

export async function submit(site: TestSite, token: string, pid: number | string, language: string, code: string): Promise<number> {
  const r = await site.api<{ submitId: number }>('POST', '/api/submit-problem-judge', { token, body: { pid, language, code }, lang: 'en-US' });
  if (r.status !== 200) throw new Error(`submit refused: ${r.msg}`);
  return r.data.submitId;
}

export async function detail(site: TestSite, submitId: number, token?: string): Promise<SubmissionSeen> {
  const r = await site.api<{ submission: SubmissionSeen }>('GET', '/api/get-submission-detail', { token, query: { submitId } });
  if (r.status !== 200) throw new Error(`detail refused: ${r.msg}`);
  return r.data.submission;
}

/** polls the detail as the problem page does (spec 2 §4) until the verdict is final */
export async function verdict(site: TestSite, submitId: number, token?: string): Promise<SubmissionSeen> {
  for (;;) {
    const s = await detail(site, submitId, token);
    if (!UNFINISHED.includes(s.status)) return s;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function until<T>(probe: () => Promise<T | undefined | null | false>): Promise<T> {
  for (;;) {
    const v = await probe();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** an A+B problem made by an admin through the problems plugin, its cases typed by hand */
export async function createAbProblem(site: TestSite, adminToken: string, problemId: string, problem: Record<string, unknown> = {}): Promise<number> {
  const body = {
    problem: { problemId, title: `A+B ${problemId}`, description: 'Add two numbers', examples: '<input>1 2</input><output>3</output>', timeLimit: 1000, memoryLimit: 256, codeShare: true, ...problem },
    languages: [{ name: 'C++' }, { name: 'Python3' }],
    samples: AB_CASES.map(([input, output], i) => ({ input, output, score: problem.type === 1 ? [34, 33, 33][i] : null, groupNum: null })),
    isUploadTestCase: false,
  };
  const res = await site.api<{ pid: number }>('POST', '/api/admin/problem', { token: adminToken, body });
  if (res.status !== 200) throw new Error(`create ${problemId}: ${res.msg}`);
  return res.data.pid;
}

export function userWithToken(site: TestSite, username: string, role?: Parameters<TestSite['userWithToken']>[1]): Promise<{ uid: string; token: string }> {
  return site.userWithToken(username, role);
}
