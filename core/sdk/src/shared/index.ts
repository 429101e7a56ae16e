// The browser-safe part of the SDK (`@oj/sdk/shared`): payload schemas both a route and a page use.
// Nothing here may import Fastify, knex, BullMQ or node: modules.
export * from './schema.ts';
export * from './profile.ts';
export * from './trusted-html.ts';
export * from './calls.ts';
export { kernelCalls } from './kernel-calls/index.ts';
export * as kernelPayloads from './kernel-calls/payloads.ts';
