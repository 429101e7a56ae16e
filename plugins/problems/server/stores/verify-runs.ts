// The runs of "Verify solutions" (issue 31): the POST starts one and answers its id at once, the
// page polls GET for its state. A run is a row of problems_package_verify, so any web node of a
// several-node site (one PostgreSQL) answers it, not only the node judging it. The judging node
// writes each solution as it is judged and a heartbeat every VERIFY_RUN_HEARTBEAT_MS; a run
// silent for longer than six beats (its node died, or was stopped) reads as failed. Runs ended
// an hour ago are removed when the next one starts. This is the only code naming the table.
import { randomBytes } from 'node:crypto';
import type { Knex, PluginContext } from '@oj/sdk';
import type { VerifyRunRow } from '../../shared/rows.ts';
import type { VerifiedInputs, VerifiedSolution, VerifiedTimeLimit, VerifyResult } from '../exchange/verify.ts';

/** how often a running verification says it is alive */
export const VERIFY_RUN_HEARTBEAT_MS = 2000;
/** a run not heard from for this many heartbeats is read as failed */
// six beats (12 s): a busy machine (a judge compiling beside it, an embedded database behind
// another transaction) can hold a beat back a few seconds without the run being lost
const SILENT_BEATS = 6;
/** how long a run stays readable after it ended */
export const VERIFY_RUN_KEEP_MS = 60 * 60 * 1000;
/** the ids this module makes (others answer 404 without a query) */
export const VERIFY_RUN_ID = /^[0-9a-f]{32}$/;

export type VerifyRunState = 'running' | 'done' | 'failed';

/** one problem of a run: what is known so far, all of it once done */
export interface VerifyRunProblem {
  source: string;
  title: string;
  timeLimit: VerifiedTimeLimit | null;
  solutions: VerifiedSolution[];
  inputs?: VerifiedInputs;
}

/** a run as a reader sees it */
export interface VerifyRunView {
  state: VerifyRunState;
  judged: number;
  total: number;
  problems: VerifyRunProblem[];
  /** when failed: the message key and its parameters, said in the reader's language */
  error?: { code: string; params: Record<string, string | number> };
}

/** the handle of the node judging a run: it writes progress, the end, and beats until then */
export interface VerifyRunWriter {
  readonly id: string;
  /** a solution judged (or skipped) in problem `index` */
  solution(index: number, line: VerifiedSolution): void;
  /** the time limit problem `index` is judged with */
  timeLimit(index: number, limit: VerifiedTimeLimit): void;
  /**
   * a judge node's progress: solutions judged so far, and each problem's lines and time limit so
   * far when it sends them (a judge node before lines travelled sends only the count)
   */
  judgedSoFar(judged: number, problems?: ReadonlyArray<{ solutions: VerifiedSolution[]; timeLimit?: VerifiedTimeLimit }>): void;
  done(results: readonly VerifyResult[]): Promise<void>;
  failed(code: string, params: Record<string, string | number>): Promise<void>;
}

export class VerifyRuns {
  private readonly db: Knex;
  private readonly table: string;

  /** over `db`, in the table `ctx` names (verifyRunsOf) */
  constructor(db: Knex, ctx: Pick<PluginContext, 'table'>, private readonly heartbeatMs = VERIFY_RUN_HEARTBEAT_MS) {
    this.db = db;
    this.table = ctx.table('package_verify');
  }

  /** a new run of `problems` (their solutions counted), old runs removed first */
  async start(problems: ReadonlyArray<{ source: string; title: string; solutions: number }>, onError: (err: unknown) => void): Promise<VerifyRunWriter> {
    const now = Date.now();
    await this.db(this.table).where('endedAt', '<', now - VERIFY_RUN_KEEP_MS)
      .orWhere((q) => q.where('state', 'running').andWhere('heartbeatAt', '<', now - VERIFY_RUN_KEEP_MS)).del();
    const id = randomBytes(16).toString('hex');
    const known: VerifyRunProblem[] = problems.map((p) => ({ source: p.source, title: p.title, timeLimit: null, solutions: [] }));
    let judged = 0;
    await this.db(this.table).insert({
      id, state: 'running', total: problems.reduce((n, p) => n + p.solutions, 0), judged, problems: JSON.stringify(known),
      startedAt: now, heartbeatAt: now,
    });
    // writes one after the other, so a late progress write never follows the end
    let writes: Promise<void> = Promise.resolve();
    let ended = false;
    const write = (fields: Record<string, unknown>) => {
      writes = writes.then(async () => { await this.db(this.table).where({ id }).update({ ...fields, heartbeatAt: Date.now() }); }).catch(onError);
      return writes;
    };
    const beat = setInterval(() => { if (!ended) void write({}); }, this.heartbeatMs);
    beat.unref();
    const end = (fields: Record<string, unknown>) => {
      ended = true;
      clearInterval(beat);
      return write({ ...fields, endedAt: Date.now() });
    };
    return {
      id,
      solution(index, line) {
        known[index]?.solutions.push(line);
        judged++;
        void write({ judged, problems: JSON.stringify(known) });
      },
      timeLimit(index, limit) {
        if (known[index]) known[index].timeLimit = limit;
        void write({ problems: JSON.stringify(known) });
      },
      judgedSoFar(count, problems) {
        judged = Math.max(judged, count);
        for (const [i, p] of (problems ?? []).entries()) {
          if (!known[i]) continue;
          known[i].solutions = [...p.solutions];
          if (p.timeLimit) known[i].timeLimit = p.timeLimit;
        }
        void write(problems ? { judged, problems: JSON.stringify(known) } : { judged });
      },
      done(results) {
        const whole = known.map((p, i) => ({ source: p.source, title: p.title, ...results[i]! }));
        return end({ state: 'done', judged: whole.reduce((n, p) => n + p.solutions.length, 0), problems: JSON.stringify(whole) });
      },
      failed(code, params) {
        return end({ state: 'failed', errorCode: code, errorParams: JSON.stringify(params) });
      },
    };
  }

  /** a run's state; null for an unknown id. A run silent too long is failed (its node stopped). */
  async read(id: string): Promise<VerifyRunView | null> {
    if (!VERIFY_RUN_ID.test(id)) return null;
    const row = await this.db<VerifyRunRow>(this.table).where({ id }).first();
    if (!row) return null;
    const view: VerifyRunView = { state: row.state, judged: row.judged, total: row.total, problems: JSON.parse(row.problems) as VerifyRunProblem[] };
    if (row.state === 'failed') view.error = { code: row.errorCode ?? 'PROBLEMS_VERIFY_RUN_LOST', params: row.errorParams ? JSON.parse(row.errorParams) as Record<string, string | number> : {} };
    const silentFor = Date.now() - Number(row.heartbeatAt);
    if (row.state === 'running' && silentFor > SILENT_BEATS * this.heartbeatMs) {
      view.state = 'failed';
      view.error = { code: 'PROBLEMS_VERIFY_RUN_LOST', params: { seconds: Math.floor(silentFor / 1000) } };
    }
    return view;
  }
}

/**
 * The runs of the plugin's database. A context made by hand (a test's, without `db`) has its
 * database given beside it.
 */
export function verifyRunsOf(ctx: PluginContext, db?: Knex): VerifyRuns {
  return new VerifyRuns(db ?? ctx.db, ctx);
}
