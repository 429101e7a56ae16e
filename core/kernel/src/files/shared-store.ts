// The site's shared store (docs/operator-guide.md "Files and test data"): the data dir on one
// machine, an S3-compatible bucket when several web nodes serve the site. The kernel opens it from
// the config (the secret key only from the environment) and gives each plugin a view scoped to
// keys under its id.
import type { OpenedObject, SharedStore, StoredObject } from '@oj/sdk';
import type { LoadedConfig } from '../config/load.ts';
import { LocalStore } from './local-store.ts';
import { S3Store } from './s3-store.ts';
import { checkStoreKey } from './store-keys.ts';

/** the environment variable holding the S3 secret key (never the config file, never an answer or a log line) */
export const S3_SECRET_ENV = 'OJ_S3_SECRET_ACCESS_KEY';
export const S3_ACCESS_KEY_ENV = 'OJ_S3_ACCESS_KEY_ID';

export type KernelStore = LocalStore | S3Store;

export function openSharedStore(config: Pick<LoadedConfig, 'dataDir' | 'storage'>, warn: (reason: string, key: string) => void, env: NodeJS.ProcessEnv = process.env): KernelStore {
  const storage = config.storage;
  if (storage.kind === 'local') return new LocalStore(config.dataDir);
  const accessKeyId = storage.accessKeyId ?? env[S3_ACCESS_KEY_ENV];
  const secretAccessKey = env[S3_SECRET_ENV];
  if (accessKeyId && !secretAccessKey) throw new Error(`storage: the S3 access key ${accessKeyId} needs its secret in the environment variable ${S3_SECRET_ENV}`);
  if (!accessKeyId && secretAccessKey) throw new Error(`storage: ${S3_SECRET_ENV} is set but no accessKeyId (config storage.accessKeyId or ${S3_ACCESS_KEY_ENV})`);
  const prefix = storage.prefix ? `${checkStoreKey(storage.prefix.replace(/\/+$/, ''))}/` : '';
  return new S3Store({
    endpoint: storage.endpoint,
    region: storage.region,
    bucket: storage.bucket,
    forcePathStyle: storage.forcePathStyle,
    prefix,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    warn,
  });
}

/** `store` seen from inside `scope/`: what a plugin's ctx.store is (keys under its id) */
export function scopedStore(store: SharedStore, scope: string): SharedStore {
  const base = `${checkStoreKey(scope)}/`;
  const inner = (key: string) => base + checkStoreKey(key);
  const outer = <T extends StoredObject>(item: T): T => ({ ...item, key: item.key.slice(base.length) });
  return {
    kind: store.kind,
    localFolder: (prefix) => store.localFolder(prefix === '' ? scope : inner(prefix)),
    put: (key, bytes) => store.put(inner(key), bytes),
    get: (key) => store.get(inner(key)),
    open: async (key, range): Promise<OpenedObject | null> => { const o = await store.open(inner(key), range); return o && outer(o); },
    stat: async (key) => { const o = await store.stat(inner(key)); return o && outer(o); },
    delete: (keys) => store.delete(keys.map(inner)),
    async *list(prefix) {
      for await (const item of store.list(base + prefix)) yield outer(item);
    },
  };
}
