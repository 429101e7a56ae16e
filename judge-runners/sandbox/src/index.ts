// @oj/sandbox: sandboxed runs for the judge (see src/types.ts for the API).
export type * from './types.ts';
export { createSandboxPool } from './pool.ts';
