// The shape every remote judge fake shares (test/fakes/<site>.ts): a small loopback copy of one
// judge site, served with node:http, with the same paths, form fields, cookies, redirects and
// verdict markup the real site uses, and switches a test flips to make it fail the ways sites do.

export interface FakeSite {
  /** http://127.0.0.1:PORT */
  url: string;
  close(): Promise<void>;
  /** accounts that may log in: username → password */
  accounts: Map<string, string>;
  /** failure modes a test switches on */
  mode: { captcha?: boolean; down?: boolean; changed?: boolean; rateLimited?: boolean; slowMs?: number };
  /** what was submitted, in order */
  submissions: Array<{ runId: string; username: string; problemId: string; language: string; code: string }>;
  /** problems the fake knows (import): problemId → statement */
  problems: Map<string, FakeProblem>;
}

/** a problem's statement as the fakes know it */
export interface FakeProblem { title: string; timeLimitMs: number; memoryMb: number }

/** the problems a fake starts with: [problemId, statement] */
export type FakeProblems = Array<[string, FakeProblem]>;

/**
 * A fake's common state before it serves: alice / secret as the one account, no failure mode, no
 * submissions, and the given problems; `url` and `close` are filled in by serve() (./serve.ts).
 */
export function newFake(problems: FakeProblems): FakeSite {
  return {
    url: '',
    close: async () => {},
    accounts: new Map([['alice', 'secret']]),
    mode: {},
    submissions: [],
    problems: new Map(problems),
  };
}

/**
 * The verdict a test asks for with a marker in the code: the first of `byMarker` (in its order)
 * whose `oj:<marker>` (oj:wa, oj:ce, oj:tle, oj:re …) the code holds, else `otherwise`.
 */
export function verdictByMarker<T>(code: string, byMarker: Record<string, T>, otherwise: T): T {
  for (const [marker, verdict] of Object.entries(byMarker)) if (code.includes(`oj:${marker}`)) return verdict;
  return otherwise;
}
