// Shared by the problems tests: a site with the plugin, admin tokens, problem payloads, zips and
// multipart uploads built the way a browser sends them.
import { randomBytes } from 'node:crypto';
import yazl from 'yazl';
import { TestSite } from '@oj/kernel/testing';

export async function problemsSite(config: Record<string, unknown> = {}): Promise<TestSite> {
  return TestSite.start({ plugins: [{ package: '@oj/plugin-problems', config }] });
}

export function problemBody(problemId: string, extra: Record<string, unknown> = {}, problem: Record<string, unknown> = {}) {
  return {
    problem: { problemId, title: `Problem ${problemId}`, description: 'Add two numbers', examples: '<input>1 2</input><output>3</output>', ...problem },
    languages: [{ name: 'C++' }, { name: 'Python3' }],
    samples: [{ input: '1 2\r\n', output: '3\n', score: null, groupNum: null }],
    isUploadTestCase: false,
    ...extra,
  };
}

export async function createProblem(site: TestSite, token: string, problemId: string, extra: Record<string, unknown> = {}, problem: Record<string, unknown> = {}): Promise<number> {
  const res = await site.api<{ pid: number }>('POST', '/api/admin/problem', { token, body: problemBody(problemId, extra, problem) });
  if (res.status !== 200) throw new Error(`create ${problemId}: ${res.msg}`);
  return res.data.pid;
}

export interface ZipEntry { name: string; data?: Buffer | string; mode?: number }

export function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(Buffer.from(e.data ?? ''), e.name, e.mode ? { mode: e.mode } : {});
  zip.end();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** a zip whose entry names are rewritten after building (for names zip tools refuse to write, like "../x") */
export async function zipWithRawName(placeholder: string, rawName: string, data = 'x'): Promise<Buffer> {
  if (placeholder.length !== rawName.length) throw new Error('same length needed');
  const zip = await zipOf([{ name: placeholder, data }]);
  const from = Buffer.from(placeholder);
  const to = Buffer.from(rawName);
  for (let i = zip.indexOf(from); i !== -1; i = zip.indexOf(from, i + 1)) to.copy(zip, i);
  return zip;
}

export async function upload(site: TestSite, url: string, token: string | undefined, file: Buffer, filename = 'cases.zip', lang = 'en-US') {
  const boundary = `----oj${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/zip\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': lang };
  if (token) headers.authorization = token;
  const res = await site.app.inject({ method: 'POST', url, headers, payload });
  const body = JSON.parse(res.body) as { status: number; msg: string; data: unknown };
  return { http: res.statusCode, ...body };
}
