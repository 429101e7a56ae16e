// Whether the host may run a plugin package's code (issue 32 §2): a package from outside this
// installation runs when a publisher the operator trusts signed it and its files are what was
// signed, or when the operator allows it unsigned by name. Decided from files alone, before the
// package is imported. A plugin is code the operator trusts; the signature says whose code it is
// and that nobody changed it on the way, nothing about what it does.
import type { KeyObject } from 'node:crypto';
import { sep } from 'node:path';
import { SITE_ROOT } from '../paths.ts';
import { checkSignature, parsePublicKey, SIGNATURE_FILE } from './signature.ts';

/**
 * The project's own publisher keys, trusted on every site: official releases of first-party
 * plugins published as packages are signed with the private half, which never is in this
 * repository (docs/operator-guide.md "Trusting plugins"). None is issued yet.
 */
export const PROJECT_PUBLISHER_KEYS: Readonly<Record<string, string>> = {};

/** What the operator's config says about trust (oj.config.json). */
export interface TrustConfig {
  /** publisher name → ed25519 public key (base64 of the 32 raw bytes, or PEM) */
  publisherKeys?: Record<string, string>;
  /** package names (as in the package's package.json, or as written in `plugins`) allowed to start unsigned */
  allowUnsigned?: readonly string[];
}

/** A started plugin's standing, shown in Admin → Plugins. */
export type PluginTrust =
  /** part of this installation (its own plugins/ folder): trusted as the kernel is, not as a package */
  | { state: 'built-in' }
  | { state: 'signed'; publisher: string; id: string }
  /** refused by its signature but allowed by the operator's allowUnsigned: `reason` is why it was not trusted */
  | { state: 'allowed-unsigned'; reason: string; publisher?: string };

/** The trusted publishers: the project's and the operator's; a key that cannot be read stops the start. */
export function trustedPublishers(config: TrustConfig): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  for (const [name, text] of Object.entries({ ...PROJECT_PUBLISHER_KEYS, ...config.publisherKeys })) {
    try {
      keys.set(name, parsePublicKey(text));
    } catch (err) {
      throw new Error(`config /publisherKeys/${name}: ${(err as Error).message} (paste the public key \`oj plugin keygen\` printed)`);
    }
  }
  return keys;
}

/** Plugins inside the installation's own folder (not installed into a node_modules) came with it. */
export function isBuiltIn(dir: string): boolean {
  return dir.startsWith(SITE_ROOT + sep) && !dir.slice(SITE_ROOT.length).split(sep).includes('node_modules');
}

export class PluginTrustError extends Error {}

/**
 * The standing of the package in `dir` (`name`: its package.json name, else `spec`, the config's
 * `package`), or a PluginTrustError naming it, its folder, the reason and the way out.
 */
export function checkTrust(dir: string, name: string, spec: string, publishers: ReadonlyMap<string, KeyObject>, allowUnsigned: readonly string[]): PluginTrust {
  if (isBuiltIn(dir)) return { state: 'built-in' };
  const check = checkSignature(dir, publishers);
  if (check.state === 'signed') return { state: 'signed', publisher: check.publisher, id: check.id };
  if (allowUnsigned.includes(name) || allowUnsigned.includes(spec)) return { state: 'allowed-unsigned', reason: check.reason, publisher: check.publisher };
  const allow = `add "allowUnsigned": ["${name}"] to oj.config.json`;
  const wayOut = {
    unsigned: `Ask its publisher for a signed package (${SIGNATURE_FILE}), or, if you trust its code as it is, ${allow}`,
    unreadable: `Install it again from its publisher, or, to start it as it is, ${allow}`,
    'unknown-publisher': `If you trust "${check.publisher}", add their public key to oj.config.json as "publisherKeys": { "${check.publisher}": "<key>" }; or, to start it unchecked, ${allow}`,
    'bad-signature': `Install it again from its publisher, or, to start it as it is, ${allow}`,
    tampered: `Install it again from its publisher (its author signs again after the last build), or, to start it as it is, ${allow}`,
  }[check.kind];
  throw new PluginTrustError(`plugin ${name} (${dir}) is refused: ${check.reason}. ${wayOut}`);
}
