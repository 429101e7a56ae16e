// `@oj/sdk/extensions`: the first-party plugins' extension points as a plugin of its own compiles
// against them (docs/plugin-guide.md). Types only, so importing them loads nothing at run time and
// a plugin needs none of those plugins installed to build; each plugin checks at compile time that
// its own interfaces are still these.
export type * from './ai-chat.ts';
export type * from './remote-judge.ts';
export type * from './judging.ts';
