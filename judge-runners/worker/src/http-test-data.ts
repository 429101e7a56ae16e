// Test data fetched from a web node with the judge token and cached on disk by content hash
// (protocol.ts has the HTTP contract). Layout of the cache dir:
//   blobs/<sha256>          every file once, by content
//   sets/<hash>/            one finished test-data set: its files (hard links) and manifest.json
//   problems/<id>.json      the last manifest seen for a problem, for If-None-Match revalidation
import { existsSync } from 'node:fs';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import { TEST_DATA_ROUTES, TestDataManifest, VERIFY_PACKAGE_ROUTES, type TestDataRef, type VerifyPackageFile } from './protocol.ts';
import { sha256, testDataHash } from './test-data-hash.ts';
import { TestDataUnavailableError, type PackageFileSource, type PreparedTestData, type TestDataSource } from './test-data-source.ts';

export interface HttpTestDataOptions {
  /** the web node, e.g. http://10.0.0.5:8080 (OJ_WEB_URL) */
  baseUrl: string;
  /** OJ_JUDGE_TOKEN */
  token: string;
  cacheDir: string;
}

export class TestDataFetchError extends Error {}

/** answers that say the web node cannot serve now (down behind a proxy, restarting, overloaded) */
function unavailable(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

function prepared(dir: string, manifest: TestDataManifest): PreparedTestData {
  return { dir, cases: manifest.cases, judgeMode: manifest.judgeMode, judgeCaseMode: manifest.judgeCaseMode, hash: manifest.hash };
}

export class HttpTestData implements TestDataSource, PackageFileSource {
  private readonly inFlight = new Map<string, Promise<PreparedTestData>>();

  constructor(private readonly options: HttpTestDataOptions) {}

  async get(ref: TestDataRef): Promise<PreparedTestData> {
    const setDir = join(this.options.cacheDir, 'sets', ref.hash);
    const cached = await this.readManifest(join(setDir, 'manifest.json'));
    if (cached) return prepared(setDir, cached);
    const key = `${ref.problemId}:${ref.hash}`;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.fetchSet(ref.problemId).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** a case file of a package verified for a web node: not cached (it is gone once the verification ends) */
  async packageFile(requestId: string, file: VerifyPackageFile): Promise<Buffer> {
    const what = `file ${file.name} of the package being verified`;
    const res = await this.request(VERIFY_PACKAGE_ROUTES.file(requestId, file.key), what);
    if (!res.ok) throw new TestDataFetchError(`${what}: HTTP ${res.status}`);
    const data = await this.body(res, what);
    if (sha256(data) !== file.sha256) throw new TestDataFetchError(`${what}: content does not match its hash`);
    return data;
  }

  private async readManifest(path: string): Promise<TestDataManifest | null> {
    try {
      const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
      return Value.Check(TestDataManifest, parsed) ? parsed : null;
    } catch {
      return null;
    }
  }

  /** the web node's answer; TestDataUnavailableError when it gives none or says it cannot serve now */
  private async request(path: string, what: string, headers: Record<string, string> = {}): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(new URL(path, this.options.baseUrl), { headers: { authorization: `Bearer ${this.options.token}`, ...headers } });
    } catch (err) {
      const cause = (err as { cause?: Error }).cause?.message;
      throw new TestDataUnavailableError(`${what}: the web node did not answer (${cause ?? (err as Error).message})`);
    }
    if (unavailable(res.status)) throw new TestDataUnavailableError(`${what}: the web node answered HTTP ${res.status}`);
    return res;
  }

  /** the body of an answer; a connection cut while it comes (the web node died) is an outage too */
  private async body(res: Response, what: string): Promise<Buffer> {
    try {
      return Buffer.from(await res.arrayBuffer());
    } catch (err) {
      throw new TestDataUnavailableError(`${what}: the web node stopped while answering (${(err as Error).message})`);
    }
  }

  private async fetchManifest(problemId: number): Promise<TestDataManifest> {
    const lastPath = join(this.options.cacheDir, 'problems', `${problemId}.json`);
    const last = await this.readManifest(lastPath);
    const res = await this.request(TEST_DATA_ROUTES.manifest(problemId), `test data of problem ${problemId}`, last ? { 'if-none-match': `"${last.hash}"` } : {});
    if (res.status === 304 && last) return last;
    if (!res.ok) throw new TestDataFetchError(`test data of problem ${problemId}: HTTP ${res.status}`);
    let body: unknown;
    try {
      body = JSON.parse((await this.body(res, `test data of problem ${problemId}`)).toString('utf8'));
    } catch (err) {
      if (err instanceof TestDataUnavailableError) throw err;
      throw new TestDataFetchError(`test data of problem ${problemId}: malformed manifest`);
    }
    if (!Value.Check(TestDataManifest, body)) throw new TestDataFetchError(`test data of problem ${problemId}: malformed manifest`);
    const { hash, ...rest } = body;
    if (testDataHash(rest) !== hash) throw new TestDataFetchError(`test data of problem ${problemId}: manifest hash mismatch`);
    await mkdir(join(this.options.cacheDir, 'problems'), { recursive: true });
    await writeAtomically(lastPath, JSON.stringify(body));
    return body;
  }

  private async fetchBlob(problemId: number, name: string, expected: string): Promise<string> {
    const blobDir = join(this.options.cacheDir, 'blobs');
    const path = join(blobDir, expected);
    if (existsSync(path)) return path;
    const res = await this.request(TEST_DATA_ROUTES.file(problemId, name, expected), `test file ${name} of problem ${problemId}`);
    if (!res.ok) throw new TestDataFetchError(`test file ${name} of problem ${problemId}: HTTP ${res.status}`);
    const data = await this.body(res, `test file ${name} of problem ${problemId}`);
    if (sha256(data) !== expected) throw new TestDataFetchError(`test file ${name} of problem ${problemId}: content does not match its hash`);
    await mkdir(blobDir, { recursive: true });
    await writeAtomically(path, data);
    return path;
  }

  private async fetchSet(problemId: number): Promise<PreparedTestData> {
    const manifest = await this.fetchManifest(problemId);
    const setDir = join(this.options.cacheDir, 'sets', manifest.hash);
    if (await this.readManifest(join(setDir, 'manifest.json'))) return prepared(setDir, manifest);
    const building = `${setDir}.${randomBytes(6).toString('hex')}.tmp`;
    await mkdir(building, { recursive: true });
    try {
      for (const file of manifest.files) {
        const blob = await this.fetchBlob(problemId, file.name, file.sha256);
        await link(blob, join(building, file.name));
      }
      await writeFile(join(building, 'manifest.json'), JSON.stringify(manifest));
      try {
        await rename(building, setDir);
      } catch (err) {
        // another judge process on this cache finished the same set first
        if (!(await this.readManifest(join(setDir, 'manifest.json')))) throw err;
      }
    } finally {
      await rm(building, { recursive: true, force: true });
    }
    return prepared(setDir, manifest);
  }
}

async function writeAtomically(path: string, data: string | Buffer): Promise<void> {
  const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, path);
}
