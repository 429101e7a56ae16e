// The shared store on an S3-compatible object store (MinIO, Ceph RGW, AWS S3, …) through the AWS
// SDK v3: every web node reads and writes the same bucket. A put of one object is atomic in S3
// (readers see the old or the new object). Anything but "no such object" is an outage of the store:
// logged here with its reason, answered to users as OJ_STORE_UNAVAILABLE (503) in their language.
// The SDK (several hundred modules) is loaded on the store's first use, not when the kernel is
// imported: a site on its data dir never loads it (issue 29, the start cost of every test process).
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { OjError, type OpenedObject, type SharedStore, type StoredObject } from '@oj/sdk';
import { checkStoreKey, checkStorePrefix } from './store-keys.ts';

export interface S3StoreOptions {
  /** e.g. http://minio.lan:9000; unset for AWS S3 itself */
  endpoint?: string;
  region: string;
  bucket: string;
  /** bucket in the path (http://host/bucket/key), as MinIO and Ceph usually want */
  forcePathStyle: boolean;
  /** a folder inside the bucket for this site's keys ('' for the whole bucket) */
  prefix: string;
  /** unset: the SDK's own chain (environment, instance role) */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** how the store reports an outage (never with the credentials) */
  warn(reason: string, key: string): void;
}

/** the SDK's "there is no such object" answers */
function notFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

function reasonOf(err: unknown): string {
  const e = err as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode;
  return `${e.name ?? 'Error'}${status ? ` (HTTP ${status})` : ''}: ${e.message ?? String(err)}`;
}

type Sdk = typeof import('@aws-sdk/client-s3');

export class S3Store implements SharedStore {
  readonly kind = 's3' as const;
  private loaded?: Promise<{ sdk: Sdk; client: S3Client }>;

  constructor(private readonly options: S3StoreOptions) {}

  /** the SDK and the client, made on first use */
  private s3(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: this.options.endpoint,
        region: this.options.region,
        forcePathStyle: this.options.forcePathStyle,
        credentials: this.options.credentials,
        // S3-compatible servers differ in the newer checksum headers: send them only where S3 requires them
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
      }),
    }));
    return this.loaded;
  }

  /** where this store is, for messages (never the credentials) */
  describe(): string {
    return `s3://${this.options.bucket}/${this.options.prefix}${this.options.endpoint ? ` at ${this.options.endpoint}` : ''}`;
  }

  private full(key: string): string {
    return this.options.prefix + checkStoreKey(key);
  }

  private failed(err: unknown, key: string): OjError {
    this.options.warn(reasonOf(err), key);
    return new OjError('OJ_STORE_UNAVAILABLE', 503);
  }

  /** at start: the bucket answers with these credentials (the reason when it does not) */
  async check(): Promise<void> {
    try {
      const { sdk, client } = await this.s3();
      await client.send(new sdk.HeadBucketCommand({ Bucket: this.options.bucket }));
    } catch (err) {
      throw new Error(`the shared store ${this.describe()} cannot be used: ${reasonOf(err)}`);
    }
  }

  localFolder(): null {
    return null;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    try {
      const { sdk, client } = await this.s3();
      await client.send(new sdk.PutObjectCommand({ Bucket: this.options.bucket, Key: this.full(key), Body: bytes, ContentLength: bytes.length }));
    } catch (err) {
      throw this.failed(err, key);
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of opened.body) chunks.push(Buffer.from(chunk as Uint8Array));
    } catch (err) {
      throw this.failed(err, key);
    }
    return Buffer.concat(chunks);
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const { sdk, client } = await this.s3();
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: this.options.bucket, Key: this.full(key) }));
      return { key, size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (notFound(err)) return null;
      throw this.failed(err, key);
    }
  }

  async open(key: string, range?: { start: number; end: number }): Promise<OpenedObject | null> {
    try {
      const { sdk, client } = await this.s3();
      const got = await client.send(new sdk.GetObjectCommand({ Bucket: this.options.bucket, Key: this.full(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      const length = got.ContentLength ?? 0;
      const total = got.ContentRange ? Number(got.ContentRange.split('/')[1]) : length;
      if (!(got.Body instanceof Readable)) throw new Error('the store answered without a body');
      return { key, size: Number.isFinite(total) ? total : length, modifiedAt: got.LastModified ?? new Date(0), body: got.Body, length };
    } catch (err) {
      if (notFound(err)) return null;
      throw this.failed(err, key);
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        const { sdk, client } = await this.s3();
        await client.send(new sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.full(key) }));
      } catch (err) {
        if (!notFound(err)) throw this.failed(err, key);
      }
    }
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    checkStorePrefix(prefix);
    let token: string | undefined;
    do {
      let page;
      try {
        const { sdk, client } = await this.s3();
        page = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: this.options.prefix + prefix, ContinuationToken: token }));
      } catch (err) {
        throw this.failed(err, prefix);
      }
      for (const item of page.Contents ?? []) {
        if (!item.Key) continue;
        yield { key: item.Key.slice(this.options.prefix.length), size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    void this.loaded?.then(({ client }) => client.destroy(), () => {});
  }
}
