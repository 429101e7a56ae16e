// Plugin secrets (issue 11 §3, ARCHITECTURE §3): provider keys and remote accounts' passwords,
// stored AES-256-GCM encrypted under a key derived (HKDF) from the site's own secret key, one key
// per plugin, the row's plugin and name bound in as associated data (a value copied to another
// row does not open). The admin route says only whether each is set: no answer carries a value.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { SecretsService } from '@oj/sdk';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** a secret's name: what a plugin lists in `secrets` */
export const SECRET_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;
/** a value at most this long (a key, a password, a small service-account JSON) */
export const SECRET_VALUE_MAX = 10_000;

export interface SecretStatus { plugin: string; key: string; set: boolean; gmtModified: Date | null }

export class PluginSecrets {
  /** the names each enabled plugin declares, for the admin page */
  private readonly declared = new Map<string, readonly string[]>();
  private siteKey: Buffer | undefined;

  constructor(private readonly db: Knex) {}

  /** the site's secret key (from the secrets settings group, made at first boot) */
  useSiteKey(key: Buffer): void {
    this.siteKey = key;
  }

  declare(plugin: string, keys: readonly string[]): void {
    const bad = keys.find((k) => !SECRET_NAME.test(k));
    if (bad !== undefined) throw new Error(`plugin ${plugin}: secret name "${bad}" must be letters, digits, _ . - (starting with a letter)`);
    this.declared.set(plugin, [...keys]);
  }

  isDeclared(plugin: string, key: string): boolean {
    return this.declared.get(plugin)?.includes(key) ?? false;
  }

  private keyOf(plugin: string): Buffer {
    if (!this.siteKey) throw new Error('the site key is not loaded yet');
    return Buffer.from(hkdfSync('sha256', this.siteKey, Buffer.alloc(0), `oj plugin secrets ${plugin}`, 32));
  }

  encrypt(plugin: string, key: string, value: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keyOf(plugin), iv);
    cipher.setAAD(Buffer.from(`${plugin}\n${key}`));
    const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  decrypt(plugin: string, key: string, stored: string): string {
    const [version, data] = stored.split(':');
    if (version !== VERSION || !data) throw new Error(`plugin ${plugin}: secret ${key} is stored in an unknown form`);
    const bytes = Buffer.from(data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.keyOf(plugin), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(`${plugin}\n${key}`));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  async set(plugin: string, key: string, value: string | null): Promise<void> {
    if (!SECRET_NAME.test(key)) throw new Error(`plugin ${plugin}: secret name "${key}" must be letters, digits, _ . - (starting with a letter)`);
    if (value === null || value === '') {
      await this.db('pluginSecrets').where({ plugin, key }).delete();
      return;
    }
    await this.db('pluginSecrets')
      .insert({ plugin, key, value: this.encrypt(plugin, key, value), gmtModified: this.db.fn.now() })
      .onConflict(['plugin', 'key']).merge();
  }

  async get(plugin: string, key: string): Promise<string | undefined> {
    const row = (await this.db('pluginSecrets').where({ plugin, key }).first('value')) as { value: string } | undefined;
    return row ? this.decrypt(plugin, key, row.value) : undefined;
  }

  /** every declared secret of the enabled plugins, and whether it is set (never its value) */
  async statuses(): Promise<SecretStatus[]> {
    const rows = (await this.db('pluginSecrets').select('plugin', 'key', 'gmtModified')) as { plugin: string; key: string; gmtModified: Date }[];
    return [...this.declared].flatMap(([plugin, keys]) => keys.map((key) => {
      const row = rows.find((r) => r.plugin === plugin && r.key === key);
      return { plugin, key, set: !!row, gmtModified: row?.gmtModified ?? null };
    }));
  }

  /** the service one plugin sees: its own secrets only */
  forPlugin(plugin: string): SecretsService {
    return {
      get: (key) => this.get(plugin, key),
      set: (key, value) => this.set(plugin, key, value),
    };
  }
}
