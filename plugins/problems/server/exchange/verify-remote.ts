// "Verify solutions" on a web node without a sandbox (issue 31 item 3; a site whose judging is done
// by judge machines, `oj judge`): the package read here is judged by a judge node, as
// `oj problem verify` judges it (protocol.ts VerifyJob on `judge-verify`). Its case files are kept
// in the upload area (the data dir, or the shared store every web node reads) under the request's
// key, served to judge nodes with the judge token (routes/judge-test-data.ts), and removed when the
// call ends, answered or not.
//
// The answer comes back on `judge-verify-results`, which any web node may consume: the consumer
// puts it in the shared cache and broadcasts it on the bus, and the node holding the call takes it
// from the broadcast (or from the cache, looked at every second). A judge node says `working`
// every few seconds while it judges, and after each solution with all the lines so far (the run
// shows them as they come); the call gives up when it hears nothing for `idleMs`: no
// judge node took the job (none connected, or none that knows the job), or the one judging it
// stopped answering. A job that waits its turn behind another verification being judged is not
// given up on.
import { createReadStream } from 'node:fs';
import { copyFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import { OjError, type PluginContext } from '@oj/sdk';
import type { VerifyResult } from '@oj/judge-engine';
import {
  JUDGE_VERIFY_QUEUE, JUDGE_VERIFY_RESULTS_QUEUE, PROTOCOL_VERSION, VERIFY_JOB_NAME, VerifyJob, VerifyResultMessage, featuresOf, verifyJobId,
  type VerifyPackageFile,
} from '@oj/judge-worker/protocol';
import type { TestDataStore } from '../test-data/data-store.ts';
import type { ImportedProblem } from './formats/model.ts';
import { verifySpecOf } from './verify.ts';

/** how long a call waits without a word from a judge node (the plugin's `verifyTimeoutMs`) */
export const VERIFY_TIMEOUT_MS = 30_000;
const VERIFIED_CHANNEL = 'problems.package-verified';
const CACHE_TTL_S = 600;
const LOOK_EVERY_MS = 1000;
const finalKey = (requestId: string) => `problems:package-verified:${requestId}`;
const beatKey = (requestId: string) => `problems:package-verifying:${requestId}`;

/** the name a kept case file is fetched by (protocol.ts VerifyPackageFile.key) */
const fileKey = (problem: number, file: number) => `verify-${problem}-${file}`;

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** what a judge node has judged so far: a count, and each problem's lines when it sends them */
export type JudgeNodeProgress = (judged: number, progress?: VerifyResultMessage['progress']) => void;

export class RemoteVerifier {
  private readonly waiting = new Map<string, (message: VerifyResultMessage) => void>();

  constructor(private readonly ctx: PluginContext, private readonly testData: TestDataStore, private readonly idleMs: number = VERIFY_TIMEOUT_MS) {
    ctx.onClose(ctx.bus.subscribe(VERIFIED_CHANNEL, (payload) => {
      if (Value.Check(VerifyResultMessage, payload)) this.waiting.get(payload.requestId)?.(payload);
    }));
    ctx.queue.worker(JUDGE_VERIFY_RESULTS_QUEUE, async (job) => {
      const message: unknown = job.data;
      if (!Value.Check(VerifyResultMessage, message)) {
        ctx.log.warn({ job: job.id }, 'malformed verify result dropped');
        return;
      }
      // the answer and the last heartbeat apart: a late heartbeat never hides the answer
      await ctx.cache.set(message.state === 'working' ? beatKey(message.requestId) : finalKey(message.requestId), message, CACHE_TTL_S);
      await ctx.bus.broadcast(VERIFIED_CHANNEL, message);
    });
  }

  /**
   * each problem's verdicts, judged by a judge node; an OjError when none answers or the judging
   * failed. `judged` hears the judge node's progress: how many solutions it has judged so far, and
   * (from a judge node that sends them) each problem's lines so far.
   */
  async verify(problems: readonly ImportedProblem[], judged: JudgeNodeProgress = () => {}): Promise<VerifyResult[]> {
    const requestId = randomBytes(16).toString('hex');
    const dir = await this.testData.uploads.scratch(requestId);
    try {
      const job: VerifyJob = { protocolVersion: PROTOCOL_VERSION, kind: 'verify', requestId, problems: [] };
      const keys: string[] = [];
      for (const [i, problem] of problems.entries()) {
        const files: VerifyPackageFile[] = [];
        let j = 0;
        for (const [name, path] of problem.files) {
          const key = fileKey(i, j++);
          await copyFile(path, join(dir, key));
          files.push({ name, key, size: (await stat(path)).size, sha256: await sha256Of(path) });
          keys.push(key);
        }
        job.problems.push({ spec: verifySpecOf(problem), files });
      }
      // a node without a feature a problem needs (a multi-pass one) refuses rather than judging it wrongly
      const requires = [...new Set(job.problems.flatMap((p) => featuresOf(p.spec.task)))];
      if (requires.length) job.requires = requires;
      if (!Value.Check(VerifyJob, job)) {
        const first = Value.Errors(VerifyJob, job).First();
        throw new OjError('PROBLEMS_VERIFY_UNSENDABLE', 400, { why: first ? `${first.path}: ${first.message}` : 'invalid' });
      }
      await this.testData.uploads.keep(requestId, dir, keys);
      const answer = await this.ask(job, judged);
      if (answer.state === 'failed') throw new OjError('PROBLEMS_VERIFY_JUDGE_FAILED', 500, { judge: answer.judger, message: answer.message ?? '' });
      if (answer.results?.length !== problems.length) throw new OjError('PROBLEMS_VERIFY_JUDGE_FAILED', 500, { judge: answer.judger, message: 'the answer does not match the package' });
      return answer.results;
    } finally {
      // nothing is left behind: answered, refused or given up on
      await this.testData.uploads.drop(requestId).catch((err) => this.ctx.log.warn({ err, requestId }, 'verify-package: kept files not removed (the upload sweep takes them)'));
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** the judge node's answer (`done` or `failed`); an OjError when none is heard for idleMs */
  private async ask(job: VerifyJob, judged: JudgeNodeProgress): Promise<VerifyResultMessage> {
    const { requestId } = job;
    const queue = this.ctx.queue.queue(JUDGE_VERIFY_QUEUE);
    let heardAt = Date.now();
    let lastSeq = 0;
    let look: NodeJS.Timeout | undefined;
    const heard = (message: VerifyResultMessage) => {
      if (message.seq > lastSeq) {
        lastSeq = message.seq;
        if (message.state === 'working') judged(message.judged, message.progress);
      }
      heardAt = Date.now();
    };
    const answered = new Promise<VerifyResultMessage | 'silent'>((resolve) => {
      this.waiting.set(requestId, (message) => {
        heard(message);
        if (message.state !== 'working') resolve(message);
      });
      let looking = false;
      look = setInterval(() => {
        if (looking) return;
        looking = true;
        (async () => {
          const final = await this.ctx.cache.get<unknown>(finalKey(requestId));
          if (Value.Check(VerifyResultMessage, final)) return resolve(final);
          const beat = await this.ctx.cache.get<unknown>(beatKey(requestId));
          if (Value.Check(VerifyResultMessage, beat) && beat.seq > lastSeq) heard(beat);
          // not taken yet, while a judge node works on another verification: it waits its turn
          if (lastSeq === 0 && (await queue.getJobCounts('active')).active > 0) heardAt = Date.now();
          if (Date.now() - heardAt > this.idleMs) resolve('silent');
        })().catch(() => { /* the broadcast or the next look answers */ }).finally(() => { looking = false; });
      }, Math.min(LOOK_EVERY_MS, Math.max(50, Math.floor(this.idleMs / 4))));
    });
    try {
      await this.ctx.queue.add(JUDGE_VERIFY_QUEUE, VERIFY_JOB_NAME, job, { jobId: verifyJobId(requestId), attempts: 1, removeOnComplete: 100, removeOnFail: 100 });
      const answer = await answered;
      if (answer !== 'silent') return answer;
      const taken = lastSeq > 0;
      await this.withdraw(requestId);
      throw new OjError(taken ? 'PROBLEMS_VERIFY_JUDGE_SILENT' : 'PROBLEMS_VERIFY_NO_JUDGE', 503, { seconds: Math.ceil(this.idleMs / 1000) });
    } finally {
      clearInterval(look);
      this.waiting.delete(requestId);
      await Promise.all([this.ctx.cache.del(finalKey(requestId)), this.ctx.cache.del(beatKey(requestId))]).catch(() => { /* they expire */ });
    }
  }

  /** nobody waits any more: a judge node that comes later need not judge it */
  private async withdraw(requestId: string): Promise<void> {
    const job = await this.ctx.queue.queue(JUDGE_VERIFY_QUEUE).getJob(verifyJobId(requestId));
    try { await job?.remove(); } catch { /* taken by a node meanwhile: it finds the files gone and its answer is dropped */ }
  }
}
