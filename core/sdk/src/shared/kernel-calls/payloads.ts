// The payload schemas and types of the kernel's calls, for `kernelPayloads.X` (@oj/sdk/shared):
// the route files build on them and pages type what they keep with them.
export * from './fields.ts';
export * from './account.ts';
export * from './profile.ts';
export * from './messages.ts';
export * from './site.ts';
export * from './admin-users.ts';
export * from './admin.ts';
export * from './config.ts';
export * from './files.ts';
