// The sheet of generated accounts (issue 9 §10): kept for an hour so the admin can download it,
// but sealed — AES-256-GCM under a key that is handed to the admin inside the sheet's download key
// and never stored. The database row alone (a dump, a backup, another admin's query) holds no
// password in the clear and cannot be opened.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface SheetAccount { username: string; password: string }

/** what is stored: the row's id and the sealed accounts */
export interface SealedSheet { id: string; sealed: { iv: string; tag: string; data: string } }

const ID_BYTES = 8;
const KEY_BYTES = 32;

/** Seals the accounts; the download key is `<id>.<secret>` (60 characters). */
export function sealSheet(accounts: SheetAccount[]): { downloadKey: string; row: SealedSheet } {
  const id = randomBytes(ID_BYTES).toString('hex');
  const secret = randomBytes(KEY_BYTES);
  const iv = randomBytes(12);
  // the id is bound in as associated data: a sealed blob moved to another row does not open
  const cipher = createCipheriv('aes-256-gcm', secret, iv).setAAD(Buffer.from(id));
  const data = Buffer.concat([cipher.update(JSON.stringify(accounts), 'utf8'), cipher.final()]);
  return {
    downloadKey: `${id}.${secret.toString('base64url')}`,
    row: { id, sealed: { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') } },
  };
}

/** The row id named by a download key, or undefined for a malformed key. */
export function sheetIdOf(downloadKey: string): string | undefined {
  const [id, secret] = downloadKey.split('.');
  return id && secret && /^[0-9a-f]+$/.test(id) ? id : undefined;
}

/** The accounts of a sealed sheet, or undefined when the key does not open it. */
export function openSheet(row: SealedSheet, downloadKey: string): SheetAccount[] | undefined {
  const secret = Buffer.from(downloadKey.split('.')[1] ?? '', 'base64url');
  if (secret.length !== KEY_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(row.sealed.iv, 'base64')).setAAD(Buffer.from(row.id));
    decipher.setAuthTag(Buffer.from(row.sealed.tag, 'base64'));
    const text = Buffer.concat([decipher.update(Buffer.from(row.sealed.data, 'base64')), decipher.final()]).toString('utf8');
    return JSON.parse(text) as SheetAccount[];
  } catch {
    return undefined;
  }
}
