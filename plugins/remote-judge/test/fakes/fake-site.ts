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
  problems: Map<string, { title: string; timeLimitMs: number; memoryMb: number }>;
}
