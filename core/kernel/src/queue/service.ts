// BullMQ queues for the kernel and plugins, on Redis or on the site's PostgreSQL.
import type { Queue, Worker, JobsOptions, Processor } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { QueueService } from '@oj/sdk';
import { queueConnection, createQueue, createWorker, type QueueConnection, type QueueInfra } from './connection.ts';

export class KernelQueues implements QueueService {
  readonly connection: QueueConnection;
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];

  constructor(infra: QueueInfra, private readonly log: FastifyBaseLogger) {
    this.connection = queueConnection(infra);
  }

  queue(name: string): Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = createQueue(this.connection, name);
      q.on('error', (err) => this.log.error({ err, queue: name }, 'queue error'));
      this.queues.set(name, q);
    }
    return q;
  }

  async add(name: string, jobName: string, data: unknown, opts?: JobsOptions): Promise<void> {
    await this.queue(name).add(jobName, data, { removeOnComplete: 1000, removeOnFail: 5000, ...opts });
  }

  worker(name: string, processor: Processor, opts: { concurrency?: number } = {}): Worker {
    const w = createWorker(this.connection, name, processor, { concurrency: opts.concurrency ?? 1 });
    w.on('error', (err) => this.log.error({ err, queue: name }, 'worker error'));
    w.on('failed', (job, err) => this.log.warn({ err: err.message, queue: name, job: job?.id }, 'job failed'));
    this.workers.push(w);
    return w;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    await this.connection.close();
  }
}
