// Shared steps of the discussions and comments tests: a site with the plugins they need, users of
// each role, and the switch group's posting rules set for a test.
import type { TestSite } from '@oj/kernel/testing';

export const PLUGINS = [
  { package: '@oj/plugin-problems' },
  { package: '@oj/plugin-submissions', config: { resultsConcurrency: 1 } },
  { package: '@oj/plugin-contests' },
  // the flood limits are raised here: their own test starts a site with the defaults
  { package: '@oj/plugin-discussions', config: { postsPerMinute: 1000, likesPerMinute: 1000, reportsPerHour: 1000 } },
  { package: '@oj/plugin-comments', config: { commentsPerMinute: 1000, likesPerMinute: 1000 } },
];

/** the same plugins with the flood limits as a site has them */
export const DEFAULT_LIMITS = PLUGINS.map((p) => ({ package: p.package, ...(p.package.endsWith('submissions') ? { config: p.config } : {}) }));

export type Api<T = unknown> = { status: number; msg: string; data: T; http: number };
export interface Page<T> { records: T[]; total: number; size: number; current: number; pages: number }

/** the switch group's posting rules: by default a fresh site asks for accepted problems; tests start from none */
export async function postingRules(site: TestSite, rules: Record<string, number | boolean>): Promise<void> {
  const root = await site.login('root_rules', 'secret123').catch(async () => {
    await site.createUser('root_rules', 'secret123', 'root');
    return site.login('root_rules', 'secret123');
  });
  const r = await site.api('PUT', '/api/admin/switch/update', { token: root, body: rules, lang: 'en-US' });
  if (r.status !== 200) throw new Error(`switch update refused: ${r.msg}`);
}

export async function post(site: TestSite, token: string, body: Record<string, unknown>): Promise<number> {
  const r = await site.api<{ id: number }>('POST', '/api/discussion', { token, body: { title: 'Hello', description: 'About it', content: 'Text', categoryId: 1, ...body }, lang: 'en-US' });
  if (r.status !== 200) throw new Error(`post refused: ${r.msg}`);
  return r.data.id;
}
