// A judge node's heartbeat (issue 10 item 12): every JUDGE_HEARTBEAT_EVERY_MS it tells the site,
// through the queue it already has, its name, cores, CPU and memory load; its last beat says it is
// stopping. The admin dashboard lists the nodes heard from lately.
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { createQueue, JUDGE_HEARTBEAT_EVERY_MS, JUDGE_HEARTBEAT_QUEUE, type JudgeHeartbeat, type QueueConnection } from '@oj/kernel/queue';

export interface HeartbeatOptions {
  connection: QueueConnection;
  name: string;
  concurrency: number;
  everyMs?: number;
  log?: (message: string) => void;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** this node's figures now */
export function heartbeatOf(name: string, concurrency: number, stopping = false): JudgeHeartbeat {
  const cores = cpus().length;
  return {
    name, concurrency, stopping, cores,
    cpuLoad: round2((loadavg()[0] / Math.max(1, cores)) * 100),
    memoryLoad: round2((1 - freemem() / totalmem()) * 100),
  };
}

export interface Heartbeat {
  /** sends the last beat (the node leaves the list) and stops */
  close(): Promise<void>;
}

/** Beats at once, then every `everyMs`; a beat that cannot be sent is logged and the next one tried. */
export function startHeartbeat(options: HeartbeatOptions): Heartbeat {
  const queue = createQueue(options.connection, JUDGE_HEARTBEAT_QUEUE);
  const log = options.log ?? ((m: string) => console.log(m));
  // one waiting beat per node (and one last beat): while no web node takes them they do not pile up
  const send = (stopping: boolean) =>
    queue.add('beat', heartbeatOf(options.name, options.concurrency, stopping), {
      jobId: `beat-${stopping ? 'last-' : ''}${Buffer.from(options.name).toString('hex')}`, removeOnComplete: true, removeOnFail: true,
    });
  const beat = () => void send(false).catch((err) => log(`heartbeat not sent: ${err}`));
  beat();
  const timer = setInterval(beat, options.everyMs ?? JUDGE_HEARTBEAT_EVERY_MS);
  timer.unref();
  let closing: Promise<void> | undefined;
  return {
    // a node may be closed twice (a test, a signal during shutdown): one last beat only
    close() {
      closing ??= (async () => {
        clearInterval(timer);
        await send(true).catch((err) => log(`last heartbeat not sent: ${err}`));
        await queue.close();
      })();
      return closing;
    },
  };
}
