// The remote judge's stored rows, as its store (server/store.ts) reads them: each site's switch
// and health, the accounts (the pool's and the users' own) and the runs in flight. Type-only.

/** a site's switch and circuit breaker (remote_judge_site) */
export interface SiteRow {
  oj: string;
  enabled: boolean;
  failures: number;
  openUntil: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
  lastOkAt: Date | null;
}

/** an account on a remote site (remote_judge_account): the pool's (uid null) or a user's own */
export interface AccountRow {
  id: number;
  oj: string;
  username: string;
  uid: string | null;
  enabled: boolean;
  proxy: string | null;
  busyUntil: Date | null;
  submits: number;
  lastError: string | null;
  lastUsedAt: Date | null;
  gmtCreate: Date;
  gmtModified: Date;
}

/** one attempt of a submission on its remote site (remote_judge_run) */
export interface RunRow {
  submitId: number;
  attempt: number;
  oj: string;
  accountId: number | null;
  remoteProblemId: string;
  runId: string | null;
  state: 'submitting' | 'polling' | 'done';
  polls: number;
  gmtCreate: Date;
  gmtModified: Date;
}
