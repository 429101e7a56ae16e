// The spec constants live in shared/limits.ts (the admin payload schemas use them too).
export * from '../shared/limits.ts';
