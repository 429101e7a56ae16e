// Shared steps of the groups tests: a site with the plugins groups needs, a group made directly in
// the database with users at every standing, and a multipart upload as a browser sends it.
import { randomBytes } from 'node:crypto';
import type { TestSite } from '@oj/kernel/testing';

export const PLUGINS = [
  { package: '@oj/plugin-problems' },
  { package: '@oj/plugin-submissions', config: { resultsConcurrency: 1 } },
  { package: '@oj/plugin-contests' },
  { package: '@oj/plugin-trainings' },
  { package: '@oj/plugin-discussions', config: { postsPerMinute: 1000 } },
  // join tries are raised here: their own test starts a site with the default
  { package: '@oj/plugin-groups', config: { appliesPerHour: 10_000 } },
];

export type Api<T = unknown> = { status: number; msg: string; data: T; http: number };
export interface Page<T> { records: T[]; total: number; size: number; current: number; pages: number }

/** the switch group's rules: a fresh site asks for accepted problems before creating a group; tests start from none */
export async function switchRules(site: TestSite, rules: Record<string, number | boolean>): Promise<void> {
  const root = await site.login('root_rules', 'secret123').catch(async () => {
    await site.createUser('root_rules', 'secret123', 'root');
    return site.login('root_rules', 'secret123');
  });
  const r = await site.api('PUT', '/api/admin/switch/update', { token: root, body: rules, lang: 'en-US' });
  if (r.status !== 200) throw new Error(`switch update refused: ${r.msg}`);
}

let seq = 0;
/** a group written directly (owner at level 5), with `members` at their levels; its id. The name is
 *  `Group <5 digits>`; a name already taken in this site (another copy of this module, another
 *  file's rows) is skipped, so a test never fails on the name's unique index. */
export async function makeGroup(site: TestSite, owner: string, opts: { auth?: number; visible?: boolean; code?: string | null; members?: Record<string, number> } = {}): Promise<number> {
  const auth = opts.auth ?? 1;
  let row: { id: number } | undefined;
  while (!row) {
    seq += 1;
    const tag = String((process.pid * 7919 + seq) % 100000).padStart(5, '0');
    const taken = await site.db('groups_group').whereRaw('lower(name) = ? or lower(short_name) = ?', [`group ${tag}`, `g${tag}`]).first('id');
    if (taken) continue;
    [row] = (await site.db('groups_group').insert({
      name: `Group ${tag}`, shortName: `G${tag}`, brief: 'A brief text', description: 'A description', uid: owner, auth,
      code: auth === 1 ? null : (opts.code ?? 'abc123'), visible: opts.visible ?? true,
    }).returning('id')) as { id: number }[];
  }
  const rows = [{ gid: row.id, uid: owner, auth: 5 }, ...Object.entries(opts.members ?? {}).map(([uid, a]) => ({ gid: row.id, uid, auth: a }))];
  await site.db('groups_member').insert(rows);
  return row.id;
}

/** an image upload (multipart, field `image`) as a browser sends it */
export async function uploadImage(site: TestSite, url: string, token: string | undefined, bytes: Buffer, filename: string, fields: Record<string, string> = {}, lang = 'en-US') {
  const boundary = `----oj${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': lang };
  if (token) headers.authorization = token;
  const res = await site.app.inject({ method: 'POST', url, headers, payload });
  return { http: res.statusCode, ...(JSON.parse(res.body) as { status: number; msg: string; data: unknown }) };
}

/** the smallest PNG (1×1) */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c63f8cfc0f01f0005000201' + 'a5f6d9e60000000049454e44ae426082', 'hex');
