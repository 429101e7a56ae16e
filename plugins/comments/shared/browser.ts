// The comments plugin's browser-safe contract (`@oj/plugin-comments/browser`): the comment and
// reply as the UI sees them, the constants and the payload schemas of the comment calls.
// TypeBox and @oj/sdk/shared only.
export * from './comment.ts';
