// The federation preset lives in the plugin kit (core/plugin-kit), which outside plugins install;
// the workspace's builds (web shell, first-party plugin UIs) import it from here.
export * from './core/plugin-kit/src/federation.ts';
