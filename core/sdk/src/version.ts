// The SDK's version, which plugins declare a range of (package.json "oj": { "sdk": "^1.0.0" }) and
// the kernel checks at boot. A change a built plugin could notice bumps it: a removed or changed
// export is a new major, an addition a new minor. It equals this package's version (a test says so).
export const SDK_VERSION = '1.2.0';
