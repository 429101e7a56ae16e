// The remote judge's store: each site's switch and health (remote_judge_site), the accounts
// (remote_judge_account) and the runs in flight (remote_judge_run). Only this file names the
// tables. Leases, limits and secrets are accounts.ts's; the breaker's rule is health.ts's.
import type { PluginContext } from '@oj/sdk';
import type { AccountRow, RunRow, SiteRow } from '../shared/index.ts';

/** what an admin or a user writes of an account */
export type AccountFields = Partial<Pick<AccountRow, 'oj' | 'username' | 'proxy' | 'enabled' | 'lastError'>>;

export class RemoteJudgeStore {
  private readonly sites: string;
  private readonly accounts: string;
  private readonly runs: string;

  constructor(private readonly ctx: PluginContext) {
    this.sites = ctx.table('site');
    this.accounts = ctx.table('account');
    this.runs = ctx.table('run');
  }

  // sites

  siteRows(): Promise<SiteRow[]> {
    return this.ctx.db<SiteRow>(this.sites);
  }

  siteRow(oj: string): Promise<SiteRow | undefined> {
    return this.ctx.db<SiteRow>(this.sites).where({ oj }).first();
  }

  /** the site worked: its failures and breaker are cleared */
  async siteSucceeded(oj: string): Promise<void> {
    await this.ctx.db(this.sites).insert({ oj, failures: 0, openUntil: null, lastOkAt: this.ctx.db.fn.now() })
      .onConflict('oj').merge(['failures', 'openUntil', 'lastOkAt']);
  }

  /** one more failure of the site with its message; the failures in a row now */
  async siteFailed(oj: string, error: string): Promise<number> {
    const sites = this.sites;
    const { rows }: { rows: Array<{ failures: number }> } = await this.ctx.db.raw(
      `insert into ${sites} (oj, failures, last_error, last_error_at) values (?, 1, ?, now())
       on conflict (oj) do update set failures = ${sites}.failures + 1, last_error = excluded.last_error, last_error_at = now()
       returning failures`, [oj, error]);
    return rows[0]!.failures;
  }

  /** opens the site's breaker until `until` */
  async openBreaker(oj: string, until: Date): Promise<void> {
    await this.ctx.db(this.sites).where({ oj }).update({ openUntil: until });
  }

  async setSiteEnabled(oj: string, enabled: boolean): Promise<void> {
    await this.ctx.db(this.sites).insert({ oj, enabled }).onConflict('oj').merge(['enabled']);
  }

  /** closes the site's breaker and forgets its failures */
  async resetSite(oj: string): Promise<void> {
    await this.ctx.db(this.sites).insert({ oj, failures: 0, openUntil: null }).onConflict('oj').merge(['failures', 'openUntil']);
  }

  // accounts

  account(id: number): Promise<AccountRow | undefined> {
    return this.ctx.db<AccountRow>(this.accounts).where({ id }).first();
  }

  /** a pool account (not a user's) */
  poolAccount(id: number): Promise<AccountRow | undefined> {
    return this.ctx.db<AccountRow>(this.accounts).where({ id }).whereNull('uid').first();
  }

  /** the pool's accounts (of one site, or all), by site then id */
  pool(oj?: string): Promise<AccountRow[]> {
    const q = this.ctx.db<AccountRow>(this.accounts).whereNull('uid').orderBy(['oj', 'id']);
    if (oj) q.where({ oj });
    return q;
  }

  /** the pool's enabled accounts per site */
  async poolCounts(): Promise<Map<string, number>> {
    const rows = await this.ctx.db(this.accounts).whereNull('uid').where({ enabled: true }).groupBy('oj').select('oj').count<Array<{ oj: string; n: string | number }>>({ n: '*' });
    return new Map(rows.map((r) => [r.oj, Number(r.n)]));
  }

  /** the pool's enabled accounts on a site, the least recently used first */
  poolByUse(oj: string): Promise<AccountRow[]> {
    return this.ctx.db<AccountRow>(this.accounts).where({ oj, enabled: true }).whereNull('uid').orderByRaw('last_used_at asc nulls first, id');
  }

  /** the pool's first enabled account on a site */
  firstPoolAccount(oj: string): Promise<AccountRow | undefined> {
    return this.ctx.db<AccountRow>(this.accounts).where({ oj, enabled: true }).whereNull('uid').orderBy('id').first();
  }

  /** another pool account (not `except`) on the site has this user name, in any case */
  async poolNameTaken(oj: string, username: string, except: number | undefined): Promise<boolean> {
    return Boolean(await this.ctx.db(this.accounts).whereNull('uid').where({ oj }).whereRaw('lower(username) = lower(?)', [username])
      .modify((q) => { if (except) q.whereNot({ id: except }); }).first('id'));
  }

  /** a user's own accounts, by site */
  ofUser(uid: string): Promise<AccountRow[]> {
    return this.ctx.db<AccountRow>(this.accounts).where({ uid }).orderBy('oj');
  }

  /** the user's own account on a site */
  boundOn(oj: string, uid: string): Promise<AccountRow | undefined> {
    return this.ctx.db<AccountRow>(this.accounts).where({ oj, uid }).first();
  }

  /** a new account */
  async insertAccount(fields: Pick<AccountRow, 'oj' | 'username'> & Partial<Pick<AccountRow, 'uid' | 'proxy' | 'enabled'>>): Promise<AccountRow> {
    const [row] = await this.ctx.db<AccountRow>(this.accounts).insert(fields).returning('*');
    return row!;
  }

  /** changes an account (the modification time moves) */
  async updateAccount(id: number, fields: AccountFields): Promise<void> {
    await this.ctx.db(this.accounts).where({ id }).update({ ...fields, gmtModified: this.ctx.db.fn.now() });
  }

  async removeAccount(id: number): Promise<void> {
    await this.ctx.db(this.accounts).where({ id }).delete();
  }

  /** removes a pool account; false when there is none */
  async removePoolAccount(id: number): Promise<boolean> {
    return (await this.ctx.db(this.accounts).where({ id }).whereNull('uid').delete()) > 0;
  }

  /** leases the account until `until` unless another holds it; the row when leased */
  async lease(id: number, until: Date): Promise<AccountRow | undefined> {
    const [row] = await this.ctx.db<AccountRow>(this.accounts).where({ id })
      .where((q) => q.whereNull('busyUntil').orWhere('busyUntil', '<', this.ctx.db.fn.now()))
      .update({ busyUntil: until }).returning('*');
    return row;
  }

  /** the account rests until `until` */
  async restUntil(id: number, until: Date): Promise<void> {
    await this.ctx.db(this.accounts).where({ id }).update({ busyUntil: until });
  }

  /** frees the account after a use: its rest, its error (when given), its last use and (submitted) one more submit */
  async released(id: number, busyUntil: Date | null, error: string | null | undefined, submitted: boolean): Promise<void> {
    await this.ctx.db(this.accounts).where({ id }).update({
      busyUntil,
      ...(error !== undefined ? { lastError: error } : {}),
      lastUsedAt: this.ctx.db.fn.now(),
      ...(submitted ? { submits: this.ctx.db.raw('submits + 1') } : {}),
    });
  }

  async setAccountError(id: number, lastError: string | null): Promise<void> {
    await this.ctx.db(this.accounts).where({ id }).update({ lastError });
  }

  // runs

  run(submitId: number, attempt: number): Promise<RunRow | undefined> {
    return this.ctx.db<RunRow>(this.runs).where({ submitId, attempt }).first();
  }

  /** the attempt is on its way to the site (again: its row is kept, its time moves) */
  async startRun(fields: Pick<RunRow, 'submitId' | 'attempt' | 'oj' | 'remoteProblemId'>): Promise<void> {
    await this.ctx.db(this.runs).insert({ ...fields, state: 'submitting' }).onConflict(['submitId', 'attempt']).merge(['gmtModified']);
  }

  async updateRun(submitId: number, attempt: number, fields: Partial<RunRow>): Promise<void> {
    await this.ctx.db(this.runs).where({ submitId, attempt }).update({ ...fields, gmtModified: this.ctx.db.fn.now() });
  }
}
