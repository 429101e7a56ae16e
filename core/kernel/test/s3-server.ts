// A real S3-compatible server on loopback for tests (s3rver from npm: the S3 REST API with SigV4
// checked, objects in a temp folder), started by the test with one bucket. Not a mock: the store
// talks to it through the AWS SDK as it would to MinIO or AWS.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** the config's `storage` for this server */
  storage: { kind: 's3'; endpoint: string; region: string; bucket: string; forcePathStyle: true; accessKeyId: string };
  /** the environment a site needs beside it (the secret key) */
  env: { OJ_S3_SECRET_ACCESS_KEY: string };
  /** the objects' folder on disk (s3rver's own layout) */
  dir: string;
  stop(): Promise<void>;
}

/** s3rver's built-in account */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

export async function startS3(opts: { port?: number; bucket?: string; dir?: string } = {}): Promise<TestS3> {
  const bucket = opts.bucket ?? 'oj-files';
  const dir = opts.dir ?? mkdtempSync(join(tmpdir(), 'oj-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: opts.port ?? 0, directory: dir, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let running = true;
  return {
    endpoint, bucket, dir,
    storage: { kind: 's3', endpoint, region: 'us-east-1', bucket, forcePathStyle: true, accessKeyId: ACCESS_KEY },
    env: { OJ_S3_SECRET_ACCESS_KEY: SECRET_KEY },
    /** stops it (a test may stop it early to see an outage; stopping twice is fine) */
    async stop() {
      if (running) await server.close();
      running = false;
      if (!opts.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
