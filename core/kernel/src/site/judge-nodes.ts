// Health for the admin dashboard (issue 10 item 12): the judge nodes' heartbeats, stored by
// whichever web node takes them from the queue, and this web node's own figures.
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import type { Knex } from 'knex';
import { Value } from '@sinclair/typebox/value';
import { JudgeHeartbeat, JUDGE_HEARTBEAT_QUEUE, JUDGE_NODE_LIVE_MS } from '../queue/judge-heartbeat.ts';
import type { KernelQueues } from '../queue/service.ts';

export interface MachineLoad {
  cores: number;
  /** one-minute load average over the cores, in percent */
  cpuLoad: number;
  /** memory in use, in percent */
  memoryLoad: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** this machine's cores and load (a judge node reports the same figures about itself) */
export function machineLoad(): MachineLoad {
  const cores = cpus().length;
  return { cores, cpuLoad: round2((loadavg()[0] / Math.max(1, cores)) * 100), memoryLoad: round2((1 - freemem() / totalmem()) * 100) };
}

/** "12.34%", the way the reference's admin client shows loads */
export const percentText = (n: number) => `${n.toFixed(2)}%`;

export async function recordHeartbeat(db: Knex, beat: JudgeHeartbeat): Promise<void> {
  if (beat.stopping) {
    await db('judgeNodes').where({ name: beat.name }).delete();
    return;
  }
  const row = { name: beat.name, cores: beat.cores, cpuLoad: beat.cpuLoad, memoryLoad: beat.memoryLoad, concurrency: beat.concurrency, lastSeen: db.fn.now() };
  await db('judgeNodes').insert(row).onConflict('name').merge();
}

export interface JudgeNodeRow extends MachineLoad {
  name: string;
  concurrency: number;
  lastSeen: Date;
}

/** the nodes heard from within JUDGE_NODE_LIVE_MS, by name */
export async function liveJudgeNodes(db: Knex): Promise<JudgeNodeRow[]> {
  return db('judgeNodes').where('lastSeen', '>', new Date(Date.now() - JUDGE_NODE_LIVE_MS)).orderBy('name').select('*');
}

/** Takes the judge nodes' heartbeats off the queue (a malformed beat is dropped, not retried). */
export function consumeJudgeHeartbeats(queues: KernelQueues, db: Knex): void {
  queues.worker(JUDGE_HEARTBEAT_QUEUE, async (job) => {
    if (!Value.Check(JudgeHeartbeat, job.data)) return;
    await recordHeartbeat(db, job.data);
  });
}
