// A judge node's heartbeat reaches the site through the queue (no database credentials on the
// judge) and the admin dashboard lists it with its cores and loads; its last beat removes it.
import { cpus } from 'node:os';
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { startHeartbeat } from '../src/heartbeat.ts';

const site = await TestSite.start();
t.teardown(() => site.close());
const admin = await site.userWithToken('anadmin', 'admin');

type Listed = { name: string; cpuCores: number; percentCpuLoad: string; percentMemoryLoad: string; concurrency: number };
const listed = async () => (await site.api<Listed[]>('GET', '/api/admin/config/get-judge-service-info', { token: admin.token })).data;

/** the web node takes beats off the queue in its own time: ask until the list says so */
async function until(check: (nodes: Listed[]) => boolean): Promise<Listed[]> {
  for (let i = 0; i < 600; i++) {
    const nodes = await listed();
    if (check(nodes)) return nodes;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the judge node list never matched: ${JSON.stringify(await listed())}`);
}

t.test('a running node is listed with its cores and loads; a stopped one is not', async (t) => {
  const beat = startHeartbeat({ connection: site.kernel.queues.connection, name: 'judge-east-1', concurrency: 3, log: () => {} });
  const nodes = await until((n) => n.some((x) => x.name === 'judge-east-1'));
  const node = nodes.find((x) => x.name === 'judge-east-1')!;
  t.equal(node.cpuCores, cpus().length);
  t.equal(node.concurrency, 3);
  t.match(node.percentCpuLoad, /^\d+\.\d\d%$/);
  t.match(node.percentMemoryLoad, /^\d+\.\d\d%$/);
  await beat.close();
  await until((n) => !n.some((x) => x.name === 'judge-east-1'));
  t.pass('the last beat took it off the list');
});
