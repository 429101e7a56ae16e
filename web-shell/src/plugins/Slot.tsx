// The shell's slots are @oj/ui's Slot, which plugins use too (ARCHITECTURE §3).
export { Slot } from '@oj/ui';

/** Plugins that failed to load: a notice with Retry (ARCHITECTURE.md §3). */
export { PluginNotices } from './PluginNotices.js';
