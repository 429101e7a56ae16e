// Every build of the kit (the shell and each plugin remote) writes brotli and gzip copies beside
// its text assets once, at build time; the kernel's static server sends the one the browser
// accepts (issue 10 item 13: the server sent 4 MB of uncompressed JavaScript on /home).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Smaller files are not worth a second request-time lookup or the bytes on disk. */
export const PRECOMPRESS_MIN_BYTES = 1024;
const TEXT_ASSET = /\.(m?js|css|json|html|svg|txt|map)$/;

interface EmitCompiler {
  hooks: { afterEmit: { tapPromise(name: string, fn: (compilation: { getAssets(): { name: string }[] }) => Promise<void>): void } };
  outputPath: string;
}

/** The .br (quality 11: built once, read many times) and .gz (level 9) siblings of one file. */
export async function precompressFile(file: string): Promise<void> {
  const body = await readFile(file);
  if (body.length < PRECOMPRESS_MIN_BYTES) return;
  const [br, gzBody] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 9 }),
  ]);
  // a copy that is not smaller would only cost the browser a decode
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gzBody.length < body.length) await writeFile(`${file}.gz`, gzBody);
}

export class PrecompressPlugin {
  apply(compiler: EmitCompiler): void {
    compiler.hooks.afterEmit.tapPromise('OjPrecompress', async (compilation) => {
      const names = compilation.getAssets().map((a) => a.name).filter((n) => TEXT_ASSET.test(n));
      await Promise.all(names.map((n) => precompressFile(path.join(compiler.outputPath, n))));
    });
  }
}
