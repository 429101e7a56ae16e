export * from './constants.ts';
export * from './events.ts';
export * from './schemas.ts';
export * from './scope.ts';
export * from './dispatch.ts';
