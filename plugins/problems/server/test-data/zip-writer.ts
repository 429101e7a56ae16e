// Building zips for downloads (test data, problem export).
import yazl from 'yazl';

export interface ZipItem {
  /** the path inside the zip */
  path: string;
  data: Buffer;
}

export function buildZip(items: ZipItem[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const item of items) zip.addBuffer(item.data, item.path);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
