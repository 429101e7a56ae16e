#!/usr/bin/env node
// The `oj` command. A site runs the compiled JavaScript of dist/ (`pnpm run build`, done by
// scripts/setup.sh). Under the `oj-source` export condition (`node --conditions=oj-source`, as the
// tests run) it runs the TypeScript sources instead, through tsx.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const flags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
const source = flags.some((f, i) => /^(--conditions|-C)=oj-source$/.test(f) || ((f === '--conditions' || f === '-C') && flags[i + 1] === 'oj-source'));
let entry;
if (source) {
  const { register } = await import('tsx/esm/api');
  register();
  entry = '../src/index.ts';
} else {
  entry = '../dist/src/index.js';
  if (!existsSync(fileURLToPath(new URL(entry, import.meta.url)))) {
    console.error('oj: the site is not built (core/cli/dist is missing): run `pnpm -r run build` (scripts/setup.sh does) first');
    process.exit(1);
  }
}
const { main } = await import(entry);
await main(process.argv.slice(2));
