import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { OjConfig } from './schema.ts';

/** First-party plugins enabled when the config file lists none. */
export const DEFAULT_PLUGINS: { package: string }[] = [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions' }, { package: '@oj/plugin-contests' }, { package: '@oj/plugin-trainings' }, { package: '@oj/plugin-discussions' }, { package: '@oj/plugin-comments' }, { package: '@oj/plugin-groups' }, { package: '@oj/plugin-ai-chat' }, { package: '@oj/plugin-remote-judge' }];

export interface LoadedConfig extends OjConfig {
  /** folder plugin packages and relative paths are resolved from */
  baseDir: string;
  dataDir: string;
  plugins: NonNullable<OjConfig['plugins']>;
  /** plugins (ids or packages) this start leaves out (`oj start --without ID`), whatever the config enables */
  without?: string[];
}

export interface ConfigOverrides {
  configPath?: string;
  port?: number;
  dataDir?: string;
  /** `--without ID[,ID…]`: start without these plugins (a plugin that fails to start, until it is fixed) */
  without?: string[];
}

/**
 * The config: defaults ← file ← environment ← command-line flags.
 * Environment: OJ_CONFIG, PORT, HOST, OJ_DATA_DIR, DATABASE_URL, REDIS_URL, OJ_PUBLIC_URL, OJ_TRUST_PROXY, OJ_LOG_LEVEL.
 */
export function loadConfig(overrides: ConfigOverrides = {}, env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  const explicit = overrides.configPath ?? env.OJ_CONFIG;
  const path = resolve(explicit ?? 'oj.config.json');
  let fromFile: Record<string, unknown> = {};
  if (existsSync(path)) {
    try {
      fromFile = JSON.parse(readFileSync(path, 'utf8'));
    } catch (err) {
      throw new Error(`config file ${path} is not valid JSON: ${(err as Error).message}`);
    }
  } else if (explicit) {
    throw new Error(`config file ${path} does not exist`);
  }
  const storage = fromFile.storage as Record<string, unknown> | undefined;
  if (storage && typeof storage === 'object' && 'secretAccessKey' in storage) {
    throw new Error(`config /storage/secretAccessKey: the S3 secret key is never kept in the config file; set it in the environment variable OJ_S3_SECRET_ACCESS_KEY (in ${path})`);
  }
  const merged: Record<string, unknown> = { ...fromFile };
  const setIf = (key: string, value: unknown) => { if (value !== undefined && value !== '') merged[key] = value; };
  setIf('port', env.PORT !== undefined && env.PORT !== '' ? Number(env.PORT) : undefined);
  setIf('host', env.HOST);
  setIf('dataDir', env.OJ_DATA_DIR);
  setIf('databaseUrl', env.DATABASE_URL);
  setIf('redisUrl', env.REDIS_URL);
  setIf('publicUrl', env.OJ_PUBLIC_URL);
  setIf('trustProxy', trustProxyFromEnv(env.OJ_TRUST_PROXY));
  setIf('logLevel', env.OJ_LOG_LEVEL);
  setIf('port', overrides.port);
  setIf('dataDir', overrides.dataDir);

  const withDefaults = Value.Default(OjConfig, Value.Clone(merged));
  const errors = [...Value.Errors(OjConfig, withDefaults)];
  if (errors.length > 0) {
    const e = storageError(withDefaults as Record<string, unknown>) ?? errors[0];
    throw new Error(`config ${e.path || '/'}: ${e.message}${existsSync(path) ? ` (in ${path})` : ''}`);
  }
  const config = withDefaults as OjConfig;
  const baseDir = existsSync(path) ? dirname(path) : process.cwd();
  return {
    ...config,
    baseDir,
    dataDir: resolve(baseDir, config.dataDir),
    plugins: config.plugins ?? DEFAULT_PLUGINS.map((p) => ({ ...p, enabled: true, config: {} })),
    without: overrides.without ?? [],
  };
}

/** a wrong `storage` named precisely: the error of the variant its `kind` chose, not "expected union value" */
function storageError(config: Record<string, unknown>): { path: string; message: string } | undefined {
  const storage = config.storage as { kind?: unknown } | undefined;
  const variant = OjConfig.properties.storage.anyOf.find((v) => v.properties.kind.const === storage?.kind);
  if (!storage || !variant) return undefined;
  const first = [...Value.Errors(variant, Value.Default(variant, Value.Clone(storage)))][0];
  return first && { path: `/storage${first.path}`, message: first.message };
}

/** OJ_TRUST_PROXY: true/false, or comma-separated addresses / CIDR ranges of the proxies */
function trustProxyFromEnv(value: string | undefined): unknown {
  if (value === undefined || value.trim() === '') return undefined;
  const v = value.trim();
  if (v === 'true' || v === 'false') return v === 'true';
  return v.split(',').map((a) => a.trim()).filter(Boolean);
}
