// Shared by the remote judge's tests: a site with the remote-judge plugin and the worked example's
// Toy OJ (docs/examples/remote-judge-toy) pointed at a loopback fake, and the submissions helpers.
import { fileURLToPath } from 'node:url';
import { TestSite } from '@oj/kernel/testing';
import { startToyFake, type ToyFake } from './fakes/toy.ts';

export const TOY_PLUGIN = fileURLToPath(new URL('../../../docs/examples/remote-judge-toy', import.meta.url));
const UNFINISHED = [5, 6, 7, 9];

export interface Seen { submitId: number; status: number; time: number | null; memory: number | null; errorMessage: string | null; judger: string | null; code: string | null }

export async function toySite(config: Record<string, unknown> = {}, extra: Array<{ package: string; config?: Record<string, unknown> }> = []): Promise<{ site: TestSite; fake: ToyFake }> {
  const fake = await startToyFake();
  const site = await TestSite.start({
    plugins: [
      { package: '@oj/plugin-problems' },
      { package: '@oj/plugin-submissions', config: { sweepEveryMs: 600_000 } },
      { package: '@oj/plugin-remote-judge', config: { baseUrls: { TOY: fake.url }, pollMs: 20, accountRetryMs: 50, accountWaitMs: 1500, breakerFailures: 3, maxPolls: 30, timeoutMs: 1500, ...config } },
      { package: TOY_PLUGIN },
      ...extra,
    ],
    config: { outbound: { allow: ['127.0.0.1'] } },
  });
  await site.kernel.settings.update('switch', { defaultSubmitInterval: 0 });
  return { site, fake };
}

export async function submit(site: TestSite, token: string, pid: number, language: string, code: string): Promise<number> {
  const r = await site.api<{ submitId: number }>('POST', '/api/submit-problem-judge', { token, body: { pid, language, code }, lang: 'en-US' });
  if (r.status !== 200) throw new Error(`submit refused: ${r.msg}`);
  return r.data.submitId;
}

export async function detail(site: TestSite, submitId: number, token: string, lang = 'en-US'): Promise<Seen> {
  const r = await site.api<{ submission: Seen }>('GET', '/api/get-submission-detail', { token, query: { submitId }, lang });
  if (r.status !== 200) throw new Error(`detail refused: ${r.msg}`);
  return r.data.submission;
}

/** polls the detail as the problem page does until the verdict is final */
export async function verdict(site: TestSite, submitId: number, token: string, lang = 'en-US'): Promise<Seen> {
  for (;;) {
    const s = await detail(site, submitId, token, lang);
    if (!UNFINISHED.includes(s.status)) return s;
    await new Promise((r) => setTimeout(r, 30));
  }
}
