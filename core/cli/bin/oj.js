#!/usr/bin/env node
// The `oj` command. Sources are TypeScript run through tsx, so there is no build step to forget.
import { register } from 'tsx/esm/api';
register();
const { main } = await import('../src/index.ts');
await main(process.argv.slice(2));
