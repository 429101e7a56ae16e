// The `oj` command as a child process: the site starts its judge node and its embedded database
// with it, running the same code as itself — the TypeScript sources under the `oj-source` export
// condition (tests), else the compiled JavaScript of dist/ (what a site runs).
import { join } from 'node:path';
import { packageRoot, runsSource } from '@oj/kernel';

export const OJ_BIN = join(packageRoot(import.meta.url), 'bin/oj.js');

/** The node flags a child needs to run what this process runs. */
export function sourceFlags(): string[] {
  return runsSource() ? ['--conditions=oj-source'] : [];
}
