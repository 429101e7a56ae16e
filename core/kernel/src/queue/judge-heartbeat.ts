// Judge nodes report their health to the site on a queue of their own (issue 10 item 12): they
// hold no database credentials, and every node already has the queue connection. A web node
// stores the last beat of each node; the admin dashboard lists the nodes heard from lately.
import { Type, type Static } from '@sinclair/typebox';

export const JUDGE_HEARTBEAT_QUEUE = 'judge-heartbeat';
/** how often a judge node beats */
export const JUDGE_HEARTBEAT_EVERY_MS = 10_000;
/** a node is listed as live while its last beat is younger than this (three missed beats) */
export const JUDGE_NODE_LIVE_MS = 3 * JUDGE_HEARTBEAT_EVERY_MS;

export const JudgeHeartbeat = Type.Object({
  /** the node's name (OJ_JUDGE_NAME, else the host name) */
  name: Type.String({ minLength: 1, maxLength: 100 }),
  cores: Type.Integer({ minimum: 0 }),
  /** one-minute load average over the cores, in percent */
  cpuLoad: Type.Number({ minimum: 0 }),
  /** memory in use, in percent */
  memoryLoad: Type.Number({ minimum: 0, maximum: 100 }),
  /** submissions judged at once */
  concurrency: Type.Integer({ minimum: 0 }),
  /** the last beat of a node shutting down: it is no longer listed */
  stopping: Type.Boolean(),
});
export type JudgeHeartbeat = Static<typeof JudgeHeartbeat>;
