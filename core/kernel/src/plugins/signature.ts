// Signed plugin packages (issue 32 §2; the anchor: Grafana refuses unsigned plugins unless the
// operator allows each). A package carries `oj-signature.json`: the plugin's id and version, its
// publisher, the sha256 of every file it ships, and an ed25519 signature over that manifest. At
// start the host checks it against the publisher keys the operator trusts before any of the
// package's code runs. ed25519 from node:crypto, no dependency.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** the signature file, at the package's root */
export const SIGNATURE_FILE = 'oj-signature.json';

/** What is signed: who vouches for which plugin, and each shipped file's sha256 (paths with `/`). */
export interface SignedManifest {
  v: 1;
  id: string;
  version: string;
  publisher: string;
  files: Record<string, string>;
}

export interface SignatureFile extends SignedManifest {
  /** ed25519 over canonicalManifest(), base64 */
  signature: string;
}

/** The bytes signed: the manifest as JSON with its keys and its file list sorted, no spaces. */
export function canonicalManifest(m: SignedManifest): Buffer {
  const files = Object.fromEntries(Object.keys(m.files).sort().map((path) => [path, m.files[path]]));
  return Buffer.from(JSON.stringify({ files, id: m.id, publisher: m.publisher, v: 1, version: m.version }));
}

// an ed25519 public key in SPKI DER is this 12-byte prefix and the raw 32-byte key
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** A new key pair: the private key as PEM (PKCS#8), the public key as the base64 of its 32 raw bytes. */
export function generatePublisherKey(): { privateKeyPem: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), publicKey: publicKeyText(publicKey) };
}

/** The form an operator pastes into publisherKeys: base64 of the raw 32-byte key (44 characters). */
export function publicKeyText(key: KeyObject): string {
  return (key.export({ format: 'der', type: 'spki' }) as Buffer).subarray(SPKI_ED25519_PREFIX.length).toString('base64');
}

/** A publisher key as written in the config: base64 of the 32 raw bytes, or a PEM public key. */
export function parsePublicKey(text: string): KeyObject {
  const trimmed = text.trim();
  if (trimmed.startsWith('-----BEGIN')) {
    const key = createPublicKey(trimmed);
    if (key.asymmetricKeyType !== 'ed25519') throw new Error(`a ${key.asymmetricKeyType} key, not ed25519`);
    return key;
  }
  const raw = Buffer.from(trimmed, 'base64');
  if (raw.length !== 32 || raw.toString('base64') !== trimmed) throw new Error('neither the base64 of a 32-byte ed25519 key nor a PEM public key');
  return createPublicKey({ key: Buffer.concat([SPKI_ED25519_PREFIX, raw]), format: 'der', type: 'spki' });
}

/** A private key file as keygen writes it (PEM, ed25519). */
export function parsePrivateKey(pem: string, where: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch (err) {
    throw new Error(`${where} is not a private key in PEM: ${(err as Error).message}`);
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${where} is a ${key.asymmetricKeyType} key; plugins are signed with ed25519 keys (oj plugin keygen)`);
  return key;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The sha256 of each of `paths` (relative to `dir`), refusing a symbolic link: a package ships files. */
export function hashFiles(dir: string, paths: readonly string[]): Record<string, string> {
  const files: Record<string, string> = {};
  for (const path of [...paths].sort()) {
    if (path.split('/').some((part) => part === '..' || part === '') || path.startsWith('/')) throw new Error(`${path} is not a path inside the package`);
    const full = join(dir, path);
    const stat = lstatSync(full);
    if (stat.isSymbolicLink()) throw new Error(`${path} is a symbolic link; a signed package ships its files themselves`);
    if (!stat.isFile()) throw new Error(`${path} is not a file`);
    files[path] = sha256(readFileSync(full));
  }
  return files;
}

/**
 * The files a package holds as installed: every file under `dir` but node_modules (its
 * dependencies, installed beside it) and the signature itself; a symbolic link counts as a file
 * (it is refused). Sorted, `/`-separated.
 */
export function installedFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (path !== SIGNATURE_FILE) {
        found.push(path);
      }
    }
  };
  walk('');
  return found.sort();
}

/** The manifest's file entries for files held in memory (a packed archive's). */
export function hashContents(files: readonly { path: string; data: Buffer }[]): Record<string, string> {
  const hashed: Record<string, string> = {};
  for (const { path, data } of [...files].sort((x, y) => (x.path < y.path ? -1 : 1))) {
    if (path.split('/').some((part) => part === '..' || part === '' || part === '.')) throw new Error(`${path} is not a path inside the package`);
    if (path in hashed) throw new Error(`${path} is in the package twice`);
    hashed[path] = sha256(data);
  }
  return hashed;
}

export function signManifest(manifest: SignedManifest, privateKey: KeyObject): SignatureFile {
  return { ...manifest, signature: sign(null, canonicalManifest(manifest), privateKey).toString('base64') };
}

/** Where a package stands: signed by a trusted publisher, or why not. */
export type SignatureCheck =
  | { state: 'signed'; publisher: string; id: string; version: string }
  | { state: 'refused'; kind: 'unsigned' | 'unreadable' | 'unknown-publisher' | 'bad-signature' | 'tampered'; reason: string; publisher?: string };

const MAX_LISTED = 5;
const listed = (paths: string[]) => paths.slice(0, MAX_LISTED).join(', ') + (paths.length > MAX_LISTED ? ` and ${paths.length - MAX_LISTED} more` : '');

function readSignature(dir: string): SignatureFile | string {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(join(dir, SIGNATURE_FILE), 'utf8'));
  } catch (err) {
    return `its ${SIGNATURE_FILE} cannot be read: ${(err as Error).message}`;
  }
  const s = data as Partial<SignatureFile>;
  const strings = [s.id, s.version, s.publisher, s.signature].every((v) => typeof v === 'string' && v.length > 0);
  const files = s.files && typeof s.files === 'object' && Object.values(s.files).every((h) => typeof h === 'string');
  if (s.v !== 1 || !strings || !files) return `its ${SIGNATURE_FILE} is not a signature this site reads (v 1: id, version, publisher, files, signature)`;
  return s as SignatureFile;
}

/**
 * Checks the package in `dir` against the trusted publishers (name → public key): the signature
 * over its manifest, then every installed file against the manifest (changed, added, removed).
 * Reads files only; runs none of the package's code.
 */
export function checkSignature(dir: string, publishers: ReadonlyMap<string, KeyObject>): SignatureCheck {
  if (!existsSync(join(dir, SIGNATURE_FILE))) return { state: 'refused', kind: 'unsigned', reason: `it is not signed (no ${SIGNATURE_FILE})` };
  const sig = readSignature(dir);
  if (typeof sig === 'string') return { state: 'refused', kind: 'unreadable', reason: sig };
  const key = publishers.get(sig.publisher);
  if (!key) {
    return { state: 'refused', kind: 'unknown-publisher', publisher: sig.publisher, reason: `it is signed by the publisher "${sig.publisher}", whose key is not among the trusted publisherKeys` };
  }
  if (!verify(null, canonicalManifest(sig), key, Buffer.from(sig.signature, 'base64'))) {
    return { state: 'refused', kind: 'bad-signature', publisher: sig.publisher, reason: `its signature does not match the key of "${sig.publisher}" (the signature file was altered, or made with another key)` };
  }
  const present = installedFiles(dir);
  const signed = new Set(Object.keys(sig.files));
  const added = present.filter((p) => !signed.has(p));
  const removed = [...signed].filter((p) => !present.includes(p)).sort();
  const changed = present.filter((p) => {
    if (!signed.has(p)) return false;
    const full = join(dir, p);
    return lstatSync(full).isSymbolicLink() || !lstatSync(full).isFile() || sha256(readFileSync(full)) !== sig.files[p];
  });
  if (added.length || removed.length || changed.length) {
    const what = [changed.length && `changed: ${listed(changed)}`, added.length && `added: ${listed(added)}`, removed.length && `removed: ${listed(removed)}`].filter(Boolean).join('; ');
    return { state: 'refused', kind: 'tampered', publisher: sig.publisher, reason: `its files differ from what "${sig.publisher}" signed (${what})` };
  }
  return { state: 'signed', publisher: sig.publisher, id: sig.id, version: sig.version };
}
