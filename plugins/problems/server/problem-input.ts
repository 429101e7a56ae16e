// The admin payload schemas live in shared/problem-input.ts (other plugins' forms reuse them).
export * from '../shared/problem-input.ts';
