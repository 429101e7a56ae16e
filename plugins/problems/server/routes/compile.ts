// The admin's "compile" buttons of a special judge or an interactor (reference: POST
// /api/admin/problem/compile-spj and /compile-interactive, body CompileDTO; spec 2 §7, §8 "Spj
// code must compile"; the calls are compileCalls of shared/calls.ts). A web node has no sandbox:
// the code is compiled by a judge node's test lane (protocol.ts CompileJob on `judge-test`), and
// the call waits for the answer.
//
// The answer comes back on `judge-compile-results`, which any web node may consume: the consumer
// puts it in the shared cache and broadcasts it on the bus, and the node holding the call takes it
// from the broadcast (or, should a broadcast be lost, from the cache, looked at every second).
import { randomUUID } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import { OjError, mountCall, ok, type PluginContext } from '@oj/sdk';
import { checkerLanguageFor } from '@oj/judge-languages';
import {
  COMPILE_JOB_NAME, CompileResultMessage, JUDGE_COMPILE_RESULTS_QUEUE, JUDGE_TEST_PRIORITY, JUDGE_TEST_QUEUE, PROTOCOL_VERSION, compileJobId,
  type CompileJob,
} from '@oj/judge-worker/protocol';
import { compileCalls } from '../../shared/calls.ts';
import type { Deps } from '../deps.ts';
import { problemAdminGate, rawId } from './admin-problems.ts';

/** how long the call waits for a judge node by default (the plugin's `compileTimeoutMs`) */
export const COMPILE_TIMEOUT_MS = 30_000;
const COMPILED_CHANNEL = 'problems.checker-compiled';
const CACHE_TTL_S = 120;
const CACHE_POLL_MS = 1000;
const cacheKey = (requestId: string) => `problems:checker-compiled:${requestId}`;

/** Compile answers for the calls waiting on this web node, from whichever node consumed them. */
class CompileAnswers {
  private readonly waiting = new Map<string, (answer: CompileResultMessage) => void>();

  constructor(private readonly ctx: PluginContext) {
    ctx.onClose(ctx.bus.subscribe(COMPILED_CHANNEL, (payload) => {
      if (Value.Check(CompileResultMessage, payload)) this.waiting.get(payload.requestId)?.(payload);
    }));
    ctx.queue.worker(JUDGE_COMPILE_RESULTS_QUEUE, async (job) => {
      const message: unknown = job.data;
      if (!Value.Check(CompileResultMessage, message)) {
        ctx.log.warn({ job: job.id }, 'malformed compile result dropped');
        return;
      }
      await ctx.cache.set(cacheKey(message.requestId), message, CACHE_TTL_S);
      await ctx.bus.broadcast(COMPILED_CHANNEL, message);
    });
  }

  /** the judge node's answer, or null when none came within `timeoutMs` */
  async ask(job: CompileJob, timeoutMs: number): Promise<CompileResultMessage | null> {
    const { requestId } = job;
    let timer: NodeJS.Timeout | undefined;
    let poll: NodeJS.Timeout | undefined;
    const answered = new Promise<CompileResultMessage | null>((resolve) => {
      this.waiting.set(requestId, resolve);
      timer = setTimeout(() => resolve(null), timeoutMs);
      poll = setInterval(() => {
        this.ctx.cache.get<unknown>(cacheKey(requestId))
          .then((cached) => { if (Value.Check(CompileResultMessage, cached)) resolve(cached); })
          .catch(() => { /* the broadcast or the next look answers */ });
      }, CACHE_POLL_MS);
    });
    try {
      await this.ctx.queue.add(JUDGE_TEST_QUEUE, COMPILE_JOB_NAME, job, {
        jobId: compileJobId(requestId), priority: JUDGE_TEST_PRIORITY.compile, removeOnComplete: 100, removeOnFail: 100,
      });
      const answer = await answered;
      if (!answer) await this.withdraw(requestId);
      return answer;
    } finally {
      clearTimeout(timer);
      clearInterval(poll);
      this.waiting.delete(requestId);
    }
  }

  /** nobody waits any more: a judge node that comes later need not compile it */
  private async withdraw(requestId: string): Promise<void> {
    const job = await this.ctx.queue.queue(JUDGE_TEST_QUEUE).getJob(compileJobId(requestId));
    try { await job?.remove(); } catch { /* already taken by a node: its answer is dropped */ }
  }
}

export function compileRoutes({ ctx }: Deps, timeoutMs: number = COMPILE_TIMEOUT_MS): void {
  const answers = new CompileAnswers(ctx);

  const route = (call: typeof compileCalls.adminSpj, purpose: CompileJob['purpose'], failedKey: string) => {
    mountCall(ctx.http, call, {
      config: { auth: true },
      tags: ['admin'],
      preValidation: problemAdminGate(ctx, (request) => rawId((request.body as { gid?: unknown } | undefined)?.gid)),
    }, async (request) => {
      const { code, language, extraFiles } = request.body;
      if (!checkerLanguageFor(language)) throw new OjError('PROBLEMS_CHECKER_LANGUAGE_UNSUPPORTED', 400, { language });
      const job: CompileJob = {
        protocolVersion: PROTOCOL_VERSION, kind: 'compile', requestId: randomUUID().replace(/-/g, ''), purpose,
        checker: { language, code }, ...(extraFiles ? { judgeExtraFiles: extraFiles } : {}),
      };
      const answer = await answers.ask(job, timeoutMs);
      if (!answer) throw new OjError('PROBLEMS_COMPILE_NO_JUDGE', 500, { seconds: Math.ceil(timeoutMs / 1000) });
      if (!answer.ok) throw new OjError(failedKey, 400, { message: answer.message.trim() });
      return ok(null);
    });
  };
  route(compileCalls.adminSpj, 'spj', 'PROBLEMS_SPJ_COMPILE_FAILED');
  route(compileCalls.adminInteractive, 'interactive', 'PROBLEMS_INTERACTIVE_COMPILE_FAILED');
  // the reference's paths for a group's checkers (spec 3 §7): the same call, its gid names the group
  route(compileCalls.groupSpj, 'spj', 'PROBLEMS_SPJ_COMPILE_FAILED');
  route(compileCalls.groupInteractive, 'interactive', 'PROBLEMS_INTERACTIVE_COMPILE_FAILED');
}
