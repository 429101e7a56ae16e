// A remote submission's life (issue 17): the dispatcher takes an attempt of a problem whose display
// id names a registered site (HDU-1000) into the `remote-judge` queue; a worker on any web node
// leases an account (the user's own, else the pool's), logs in when it has no session, submits the
// code with a marker comment (so the site never refuses it as a duplicate, and the run can be
// found), then looks at the run every few seconds until the site's verdict, which goes back
// through the submissions plugin's result path (at most once per attempt): status 9 Submitting,
// 7 Judging, then the mapped verdict with time and memory. What goes wrong ends as Submitted Failed
// with a reason the user reads in their language, and the user may resubmit.
import type { PluginContext } from '@oj/sdk';
import { JudgeStatus, submissionsService, type DispatchOutcome, type DispatchedSubmission, type JudgeDispatcher, type JudgeReporter } from '@oj/plugin-submissions/shared';
import { RemoteError, type RemoteAccount, type RemoteFailure, type RemoteHttp, type RemoteLanguage, type RemotePoll, type RemoteSite } from '../shared/sites.ts';
import type { Accounts } from './accounts.ts';
import type { RemoteJudgeConfig } from './config.ts';
import type { Health } from './health.ts';
import { SiteSession } from './http.ts';
import type { Sites } from './registry.ts';
import type { RunRow } from '../shared/index.ts';
import type { RemoteJudgeStore } from './store.ts';

export const REMOTE_QUEUE = 'remote-judge';
/** the marker's words: `// oj-remote <submitId>-<attempt>-<time>` */
export const MARKER = 'oj-remote';
/** how long a run untouched still counts as being worked on (the sweeper asks) */
const ALIVE_MS = 5 * 60_000;

type SubmitJob = { kind: 'submit'; s: DispatchedSubmission; firstTryAt: number };
type PollJob = { kind: 'poll'; submitId: number; attempt: number };

/** a message key with its params, shown in each reader's language (DispatchOutcome.message) */
export const keyed = (key: string, params: Record<string, string | number> = {}) => `${key} ${JSON.stringify(params)}`;

const FAILURE_MESSAGE: Record<RemoteFailure, string> = {
  captcha: 'REMOTE_JUDGE_SF_CAPTCHA',
  login: 'REMOTE_JUDGE_SF_LOGIN',
  'rate-limited': 'REMOTE_JUDGE_SF_RATE_LIMITED',
  unavailable: 'REMOTE_JUDGE_SF_DOWN',
  changed: 'REMOTE_JUDGE_SF_CHANGED',
  'not-found': 'REMOTE_JUDGE_SF_NO_PROBLEM',
  rejected: 'REMOTE_JUDGE_SF_REJECTED',
};

const FAILURES = new Set<string>(Object.keys(FAILURE_MESSAGE));

/** a site's failure: a RemoteError, or any Error with a known `kind` (a third party's own class); anything else means the site changed */
/** what the server log says of a failure: the generic words and the reason kept from the admin */
export const logDetail = (e: RemoteError) => (e.logDetail ? `${e.message} [${e.logDetail}]` : e.message);

export function asRemote(err: unknown): RemoteError {
  if (err instanceof RemoteError) return err;
  const kind = (err as { kind?: unknown })?.kind;
  const detail = (err as Error)?.message ?? String(err);
  return new RemoteError(typeof kind === 'string' && FAILURES.has(kind) ? (kind as RemoteFailure) : 'changed', detail);
}

/** the code with the marker on a last line of its own */
export function withMarker(code: string, language: RemoteLanguage, submitId: number, attempt: number): string {
  const comment = language.comment ?? '//';
  return `${code.replace(/\s+$/, '')}\n${comment} ${MARKER} ${submitId}-${attempt}-${Date.now().toString(36)}\n`;
}

export class Runs {
  constructor(
    private readonly ctx: PluginContext,
    private readonly config: RemoteJudgeConfig,
    private readonly sites: Sites,
    private readonly accounts: Accounts,
    private readonly health: Health,
    private readonly store: RemoteJudgeStore,
  ) {}

  dispatcher(): JudgeDispatcher {
    return {
      name: 'remote-judge',
      claims: (problem) => problem.isRemote && this.sites.ofDisplayId(problem.problemId) !== undefined,
      dispatch: async (s) => {
        const job: SubmitJob = { kind: 'submit', s, firstTryAt: Date.now() };
        await this.ctx.queue.add(REMOTE_QUEUE, 'submit', job, { jobId: `submit-${s.submitId}-${s.attempt}-${Date.now()}` });
      },
      inProgress: async (submitId, attempt) => {
        const run = await this.store.run(submitId, attempt);
        return Boolean(run && run.state !== 'done' && Date.now() - new Date(run.gmtModified).getTime() < ALIVE_MS);
      },
    };
  }

  start(): void {
    this.ctx.queue.worker(REMOTE_QUEUE, async (job) => {
      const data = job.data as SubmitJob | PollJob;
      if (data.kind === 'submit') await this.submit(data);
      else await this.poll(data);
    }, { concurrency: this.config.concurrency });
  }

  private reporter(submitId: number, attempt: number, oj: string): JudgeReporter {
    return this.ctx.services.get(submissionsService).reporter(submitId, attempt, `remote:${oj}`);
  }

  private async setRun(submitId: number, attempt: number, fields: Partial<RunRow>): Promise<void> {
    await this.store.updateRun(submitId, attempt, fields);
  }

  private session(site: RemoteSite, cookies: string | undefined, proxy: string | null | undefined): SiteSession {
    return new SiteSession(this.ctx.outbound, this.sites.baseUrl(site), { cookies, proxy: proxy ?? undefined, timeoutMs: this.config.timeoutMs });
  }

  /** runs `work` in the session; logs in first when it has none, and once more when the site says the session expired */
  private async loggedIn<R>(site: RemoteSite, http: RemoteHttp, account: RemoteAccount, hasSession: boolean, work: () => Promise<R>): Promise<R> {
    if (!hasSession) {
      if (!account.password) throw new RemoteError('login', 'no password and no session cookie');
      await site.login(http, account);
    }
    try {
      return await work();
    } catch (err) {
      if (!(asRemote(err).kind === 'login' && hasSession && account.password)) throw err;
      await site.login(http, account);
      return work();
    }
  }

  private async submit(job: SubmitJob): Promise<void> {
    const { s } = job;
    const found = this.sites.ofDisplayId(s.problemId);
    const oj = found?.site.oj ?? s.problemId.split('-')[0];
    const reporter = this.reporter(s.submitId, s.attempt, oj);
    const fail = async (key: string, params: Record<string, string | number> = {}) => {
      await this.setRun(s.submitId, s.attempt, { state: 'done' });
      await reporter.submitFailed(keyed(key, { oj, ...params }));
    };
    if (!found) return void (await reporter.submitFailed(keyed('REMOTE_JUDGE_SF_UNKNOWN_SITE', { oj })));
    // on its way (again, after waiting for an account): unless a rejudge started a newer attempt
    // or the attempt already has its verdict, which leaves this job nothing to send
    if (!(await reporter.progress(JudgeStatus.SUBMITTING))) return this.setRun(s.submitId, s.attempt, { state: 'done' });
    const { site, remoteId } = found;
    await this.store.startRun({ submitId: s.submitId, attempt: s.attempt, oj: site.oj, remoteProblemId: remoteId });

    const state = await this.health.state(site.oj);
    if (state === 'off') return fail('REMOTE_JUDGE_SF_OFF');
    if (state === 'unavailable') return fail('REMOTE_JUDGE_SF_UNAVAILABLE');
    const language = site.languages.find((l) => l.name === s.language);
    if (!language) return fail('REMOTE_JUDGE_SF_LANGUAGE', { language: s.language });

    const account = await this.accounts.acquire(site, s.uid);
    if (account === 'none') return fail('REMOTE_JUDGE_SF_NO_ACCOUNT');
    if (account === 'busy') {
      if (Date.now() - job.firstTryAt >= this.config.accountWaitMs) return fail('REMOTE_JUDGE_SF_ACCOUNT_WAIT');
      await this.setRun(s.submitId, s.attempt, {});
      await this.ctx.queue.add(REMOTE_QUEUE, 'submit', job, { delay: this.config.accountRetryMs, jobId: `submit-${s.submitId}-${s.attempt}-${Date.now()}` });
      return;
    }

    // checked once more with the account in hand: a rejudge may have come while it was leased
    if (!(await reporter.progress(JudgeStatus.SUBMITTING))) {
      await this.accounts.release(account.id, { submitted: false });
      return this.setRun(s.submitId, s.attempt, { state: 'done' });
    }
    await this.setRun(s.submitId, s.attempt, { accountId: account.id });
    const { account: credentials, session, proxy } = await this.accounts.credentials(account);
    const http = this.session(site, session, proxy);
    let runId: string;
    try {
      const code = withMarker(s.code, language, s.submitId, s.attempt);
      runId = await this.loggedIn(site, http, credentials, session !== undefined,
        () => site.submit(http, { problemId: remoteId, language, code, account: credentials }));
      if (!runId) throw new RemoteError('changed', 'the site gave no run id');
    } catch (err) {
      const e = asRemote(err);
      this.ctx.log.warn({ oj: site.oj, submitId: s.submitId, kind: e.kind, detail: logDetail(e) }, 'remote submit failed');
      await this.accounts.release(account.id, { error: `${e.kind}: ${e.message}`, submitted: false, restMs: e.kind === 'rate-limited' ? 60_000 : undefined });
      await this.health.failed(site.oj, e.kind, e.message);
      return fail(FAILURE_MESSAGE[e.kind], { username: credentials.username });
    }
    if (http.changed) await this.accounts.saveSession(account.id, http.cookies());
    await this.accounts.release(account.id, { error: null, submitted: true });
    await this.health.succeeded(site.oj);
    await this.setRun(s.submitId, s.attempt, { runId: String(runId), state: 'polling' });
    await reporter.progress(JudgeStatus.JUDGING);
    await this.nextPoll(s.submitId, s.attempt, site, 0);
  }

  private async nextPoll(submitId: number, attempt: number, site: RemoteSite, polls: number): Promise<void> {
    const job: PollJob = { kind: 'poll', submitId, attempt };
    await this.ctx.queue.add(REMOTE_QUEUE, 'poll', job, { delay: this.sites.pollMs(site), jobId: `poll-${submitId}-${attempt}-${polls}` });
  }

  private async poll(job: PollJob): Promise<void> {
    const { submitId, attempt } = job;
    const run = await this.store.run(submitId, attempt);
    if (!run || run.state !== 'polling' || !run.runId) return;
    const reporter = this.reporter(submitId, attempt, run.oj);
    const site = this.sites.find(run.oj);
    const systemError = async (key: string, params: Record<string, string | number> = {}) => {
      await this.setRun(submitId, attempt, { state: 'done' });
      await reporter.final({ status: JudgeStatus.SYSTEM_ERROR, message: keyed(key, { oj: run.oj, ...params }) });
    };
    if (!site) return systemError('REMOTE_JUDGE_SE_SITE_GONE');
    const row = run.accountId ? await this.accounts.row(run.accountId) : undefined;
    const { account, session, proxy } = row ? await this.accounts.credentials(row) : { account: { username: '' }, session: undefined, proxy: undefined };
    const http = this.session(site, session, proxy);
    let result: RemotePoll;
    try {
      result = await this.loggedIn(site, http, account, session !== undefined || !account.password,
        () => site.poll(http, { runId: run.runId!, problemId: run.remoteProblemId, account }));
    } catch (err) {
      const e = asRemote(err);
      this.ctx.log.warn({ oj: site.oj, submitId, kind: e.kind, detail: logDetail(e) }, 'remote poll failed');
      await this.health.failed(site.oj, e.kind, e.message);
      // a site down for a moment is asked again later; anything else has no verdict to wait for
      if (e.kind !== 'unavailable' && e.kind !== 'rate-limited') return systemError('REMOTE_JUDGE_SE_POLL');
      result = { done: false };
    }
    if (row && http.changed) await this.accounts.saveSession(row.id, http.cookies());
    if (result.done) {
      await this.health.succeeded(site.oj);
      const outcome: DispatchOutcome = { ...result.outcome, score: result.outcome.score ?? (result.outcome.status === JudgeStatus.ACCEPTED ? 100 : 0) };
      await this.setRun(submitId, attempt, { state: 'done' });
      await reporter.final(outcome);
      return;
    }
    const polls = run.polls + 1;
    if (polls >= this.config.maxPolls) {
      return systemError('REMOTE_JUDGE_SE_NO_VERDICT', { minutes: Math.max(1, Math.round((polls * this.sites.pollMs(site)) / 60_000)) });
    }
    await this.setRun(submitId, attempt, { polls });
    await reporter.progress(result.status ?? JudgeStatus.JUDGING);
    await this.nextPoll(submitId, attempt, site, polls);
  }
}
