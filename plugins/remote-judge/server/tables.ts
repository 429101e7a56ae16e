// The remote judge's tables (migrations/20270201000000_remote_judge.ts) and their rows.
export const T = {
  site: 'remote_judge_site',
  account: 'remote_judge_account',
  run: 'remote_judge_run',
} as const;

export interface SiteRow {
  oj: string;
  enabled: boolean;
  failures: number;
  openUntil: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
  lastOkAt: Date | null;
}

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

/** the secrets of account `id` */
export const secretKey = {
  password: (id: number) => `account.${id}.password`,
  /** a cookie its owner pasted (sites whose login has a captcha) */
  cookie: (id: number) => `account.${id}.cookie`,
  /** the session the plugin keeps after logging in */
  session: (id: number) => `account.${id}.session`,
  /** the user name and password of its proxy, `user:password` as written in the proxy's URL (the row keeps only the address) */
  proxyAuth: (id: number) => `account.${id}.proxy-auth`,
};
