// A packed npm package (`npm pack`, `pnpm pack`: a gzipped ustar archive whose files sit under
// `package/`), read and added to with node:zlib alone: `oj plugin sign` signs the files exactly
// as the archive holds them (pnpm pack writes package.json again) and adds the signature to it.
import { gunzipSync, gzipSync } from 'node:zlib';

const BLOCK = 512;
const ROOT = 'package/';

export interface TarFile {
  /** the path inside the package (`package/` taken off) */
  path: string;
  data: Buffer;
}

const field = (header: Buffer, start: number, length: number) => header.subarray(start, start + length).toString('utf8').replace(/\0.*$/s, '');
const octal = (header: Buffer, start: number, length: number) => parseInt(field(header, start, length).trim() || '0', 8);

/** pax extended header records (`<len> key=value\n`): the path and size they set for the next entry */
function paxRecords(data: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  for (const line of data.toString('utf8').split('\n')) {
    const m = /^\d+ ([^=]+)=(.*)$/s.exec(line);
    if (m) records[m[1]] = m[2];
  }
  return records;
}

/** The archive's files, and where its end-of-archive blocks begin. Links and devices are refused. */
export function readPackage(tgz: Buffer, where: string): { files: TarFile[]; end: number; tar: Buffer } {
  const tar = gunzipSync(tgz);
  const files: TarFile[] = [];
  let pax: Record<string, string> = {};
  for (let at = 0; at + BLOCK <= tar.length;) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) return { files, end: at, tar };
    const size = pax.size ? Number(pax.size) : octal(header, 124, 12);
    const type = String.fromCharCode(header[156] || 0x30);
    const prefix = field(header, 345, 155);
    const name = pax.path ?? (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100));
    const data = tar.subarray(at + BLOCK, at + BLOCK + size);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'x') { pax = paxRecords(data); continue; }
    if (type === 'g') continue;
    pax = {};
    if (type === '5') continue;
    if (type !== '0') throw new Error(`${where}: ${name} is not a plain file (tar type ${type}); a signed package ships files only`);
    if (!name.startsWith(ROOT)) throw new Error(`${where}: ${name} is outside package/, not an npm package`);
    files.push({ path: name.slice(ROOT.length), data });
  }
  throw new Error(`${where} ends without the end of its archive`);
}

/** A ustar header for a plain file `package/<path>` (short paths only: the signature's). */
function fileHeader(path: string, size: number): Buffer {
  const header = Buffer.alloc(BLOCK);
  const name = `${ROOT}${path}`;
  if (Buffer.byteLength(name) > 100) throw new Error(`${name} is too long for a plain tar header`);
  header.write(name, 0, 'utf8');
  header.write('000644 \0', 100, 'latin1');
  header.write('000000 \0', 108, 'latin1');
  header.write('000000 \0', 116, 'latin1');
  header.write(`${size.toString(8).padStart(11, '0')} `, 124, 'latin1');
  // the time npm and pnpm give every entry (1985-10-26): reproducible archives
  header.write(`${(499162500).toString(8).padStart(11, '0')} `, 136, 'latin1');
  header.write('        ', 148, 'latin1');
  header.write('0', 156, 'latin1');
  header.write('ustar\u000000', 257, 'latin1');
  let sum = 0;
  for (const b of header) sum += b;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return header;
}

/** The archive with `path` added (after its files, before the end-of-archive blocks), gzipped. */
export function withFile(read: { tar: Buffer; end: number }, path: string, data: Buffer): Buffer {
  const padding = Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK);
  return gzipSync(Buffer.concat([read.tar.subarray(0, read.end), fileHeader(path, data.length), data, padding, Buffer.alloc(BLOCK * 2)]));
}
