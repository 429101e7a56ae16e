// `oj plugin keygen` and `oj plugin sign` (issue 32 §2): a publisher's ed25519 key pair, and the
// signature file a plugin package ships (docs/plugin-guide.md "Signing"). The site checks it at
// start against the keys its operator trusts (core/kernel/src/plugins/trust.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generatePublisherKey, hashFiles, parsePrivateKey, pluginIdentity, signManifest, SIGNATURE_FILE } from '@oj/kernel';

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

/**
 * The files `npm pack` (and pnpm pack, the same list) would put in the package: what a site
 * installs, so what the signature must cover. The signature file is left out, and must be among
 * them: a package whose "files" leaves it out would reach sites unsigned.
 */
export function packedFiles(dir: string): string[] {
  const sigPath = join(dir, SIGNATURE_FILE);
  const placeholder = !existsSync(sigPath);
  if (placeholder) writeFileSync(sigPath, '{}\n');
  let out: string;
  try {
    out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    throw new Error(`npm pack --dry-run failed in ${dir} (the files a package ships are npm's list): ${(err as { stderr?: string }).stderr?.trim() || (err as Error).message}`);
  } finally {
    if (placeholder) rmSync(sigPath, { force: true });
  }
  const files = ((JSON.parse(out) as { files: { path: string }[] }[])[0]?.files ?? []).map((f) => f.path);
  if (!files.includes(SIGNATURE_FILE)) {
    throw new Error(`the "files" of ${join(dir, 'package.json')} leave out ${SIGNATURE_FILE}, so the package would reach sites unsigned: add "${SIGNATURE_FILE}" to "files"`);
  }
  return files.filter((f) => f !== SIGNATURE_FILE).sort();
}

export interface SignedPackage {
  file: string;
  id: string;
  version: string;
  files: number;
}

/** Signs the (built) plugin package in `dir` as `publisher` with the private key in `keyFile`. */
export async function signPlugin(dir: string, keyFile: string, publisher: string): Promise<SignedPackage> {
  const root = resolve(dir);
  if (!existsSync(join(root, 'package.json'))) throw new Error(`${root} is not a package (no package.json)`);
  if (!publisher.trim()) throw new Error('--publisher: the name operators know you by (the name they list your key under)');
  if (!existsSync(keyFile)) throw new Error(`--key ${keyFile}: no such file (oj plugin keygen makes one)`);
  const key = parsePrivateKey(readFileSync(keyFile, 'utf8'), keyFile);
  const { id, version } = await pluginIdentity(root);
  const files = hashFiles(root, packedFiles(root));
  const signature = signManifest({ v: 1, id, version, publisher, files }, key);
  const file = join(root, SIGNATURE_FILE);
  writeFileSync(file, `${JSON.stringify(signature, null, 2)}\n`);
  return { file, id, version, files: Object.keys(files).length };
}
