// Shared steps of the trainings tests: a site with the problems, submissions and trainings plugins,
// and trainings, categories and problems written through the admin calls (their own tests check them).
import type { TestSite } from '@oj/kernel/testing';

export const PLUGINS = [
  { package: '@oj/plugin-problems' },
  { package: '@oj/plugin-submissions', config: { resultsConcurrency: 1 } },
  { package: '@oj/plugin-trainings' },
];

export type Api<T = unknown> = { status: number; msg: string; data: T; http: number };
export interface Page<T> { records: T[]; total: number; size: number; current: number; pages: number }

export async function createCategory(site: TestSite, token: string, name: string, color = '#1890ff'): Promise<number> {
  const r = await site.api<{ id: number }>('POST', '/api/admin/training/category', { token, body: { name, color }, lang: 'en-US' });
  if (r.status !== 200) throw new Error(`category refused: ${r.msg}`);
  return r.data.id;
}

export async function createTraining(site: TestSite, token: string, training: Record<string, unknown>, categoryId: number): Promise<number> {
  const r = await site.api<{ id: number }>('POST', '/api/admin/training', {
    token, lang: 'en-US',
    body: { training: { description: 'Practise', auth: 'Public', status: true, ...training }, trainingCategory: { id: categoryId } },
  });
  if (r.status !== 200) throw new Error(`training refused: ${r.msg}`);
  return r.data.id;
}

export async function addProblem(site: TestSite, token: string, tid: number, pid: number): Promise<void> {
  const r = await site.api('POST', '/api/admin/training/add-problem-from-public', { token, body: { tid, pid }, lang: 'en-US' });
  if (r.status !== 200) throw new Error(`problem refused: ${r.msg}`);
}
