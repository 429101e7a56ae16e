// `oj plugin keygen` and `oj plugin sign` (issue 32 §2): a publisher's ed25519 key pair, and a
// plugin package packed and signed (docs/plugin-guide.md "Signing"): the files npm packs, exactly
// as packed, signed in oj-signature.json inside the archive. The site checks it at start against
// the keys its operator trusts (core/kernel/src/plugins/trust.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generatePublisherKey, hashContents, parsePrivateKey, pluginIdentity, signManifest, SIGNATURE_FILE } from '@oj/kernel';
import { readPackage, withFile } from './tarball.ts';

/** the private key's file name in the folder keygen writes to, and the public key's beside it */
export const PRIVATE_KEY_FILE = 'oj-publisher-key.pem';
export const PUBLIC_KEY_FILE = 'oj-publisher-key.pub';

export interface MadeKey {
  privateKeyFile: string;
  /** the public key as text, for operators (to publish where they find it) */
  publicKeyFile: string;
  /** what the operator pastes into publisherKeys */
  publicKey: string;
}

/** A new key pair written to `dir`: the private key (mode 0600, never over an existing one) and the public key. */
export function makePublisherKey(dir: string): MadeKey {
  const privateKeyFile = join(resolve(dir), PRIVATE_KEY_FILE);
  const publicKeyFile = join(resolve(dir), PUBLIC_KEY_FILE);
  if (existsSync(privateKeyFile)) throw new Error(`${privateKeyFile} exists: a key is not replaced (the plugins it signed would need signing again); choose another --out`);
  mkdirSync(resolve(dir), { recursive: true });
  const { privateKeyPem, publicKey } = generatePublisherKey();
  // flag wx: never follows or replaces a file made meanwhile; mode: only its owner reads it
  writeFileSync(privateKeyFile, privateKeyPem, { mode: 0o600, flag: 'wx' });
  writeFileSync(publicKeyFile, `${publicKey}\n`);
  return { privateKeyFile, publicKeyFile, publicKey };
}

/** `npm pack` in `dir` with `args`: the JSON it prints about the package (its files, the archive's name). */
function npmPack(dir: string, args: string[]): { filename: string; files: { path: string }[] } {
  let out: string;
  try {
    out = execFileSync('npm', ['pack', '--json', '--ignore-scripts', ...args], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    throw new Error(`npm pack failed in ${dir}: ${(err as { stderr?: string }).stderr?.trim() || (err as Error).message}`);
  }
  const [info] = JSON.parse(out) as { filename: string; files: { path: string }[] }[];
  return info;
}

/**
 * Refuses a package whose "files" leave out the signature: packed again by its author (npm pack
 * keeps every file as it is), it would reach sites unsigned.
 */
function checkSignatureShipped(dir: string): void {
  const sigPath = join(dir, SIGNATURE_FILE);
  writeFileSync(sigPath, '{}\n');
  try {
    if (!npmPack(dir, ['--dry-run']).files.some((f) => f.path === SIGNATURE_FILE)) {
      throw new Error(`the "files" of ${join(dir, 'package.json')} leave out ${SIGNATURE_FILE}, so the package would reach sites unsigned: add "${SIGNATURE_FILE}" to "files"`);
    }
  } finally {
    rmSync(sigPath, { force: true });
  }
}

export interface SignedPackage {
  /** the signed archive to ship (`<name>-<version>.tgz` in the package's folder) */
  tarball: string;
  /** the signature, also written into the package's folder */
  file: string;
  id: string;
  version: string;
  files: number;
}

/**
 * Packs the (built) plugin package in `dir` with npm pack and signs the archive's files, as they
 * are, as `publisher` with the private key in `keyFile`: the archive, with oj-signature.json added,
 * is written to the package's folder (the one to ship), and the signature beside package.json.
 */
export async function signPlugin(dir: string, keyFile: string, publisher: string): Promise<SignedPackage> {
  const root = resolve(dir);
  if (!existsSync(join(root, 'package.json'))) throw new Error(`${root} is not a package (no package.json)`);
  if (!publisher.trim()) throw new Error('--publisher: the name operators know you by (the name they list your key under)');
  if (!existsSync(keyFile)) throw new Error(`--key ${keyFile}: no such file (oj plugin keygen makes one)`);
  const key = parsePrivateKey(readFileSync(keyFile, 'utf8'), keyFile);
  const { id, version } = await pluginIdentity(root);
  checkSignatureShipped(root);
  const work = mkdtempSync(join(tmpdir(), 'oj-sign-'));
  try {
    const packed = npmPack(root, ['--pack-destination', work]);
    const archive = readPackage(readFileSync(join(work, packed.filename)), packed.filename);
    const files = hashContents(archive.files);
    const signature = `${JSON.stringify(signManifest({ v: 1, id, version, publisher, files }, key), null, 2)}\n`;
    const tarball = join(root, packed.filename);
    writeFileSync(tarball, withFile(archive, SIGNATURE_FILE, Buffer.from(signature)));
    const file = join(root, SIGNATURE_FILE);
    writeFileSync(file, signature);
    return { tarball, file, id, version, files: Object.keys(files).length };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
