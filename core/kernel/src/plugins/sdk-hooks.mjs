// Module resolution hook, registered by the plugin host before any plugin is imported (plain
// JavaScript: it runs on Node's loader thread). Every import of '@oj/sdk' (and its subpaths)
// resolves as if the kernel made it, to the kernel's own SDK, whatever copy of the kit a plugin
// was built and installed with: one OjError class (a second copy would turn every error a plugin
// throws into a 500), one set of refs, one definePlugin.
let kernelURL;

export function initialize(data) {
  kernelURL = data.kernelURL;
}

export async function resolve(specifier, context, next) {
  if (specifier === '@oj/sdk' || specifier.startsWith('@oj/sdk/')) return next(specifier, { ...context, parentURL: kernelURL });
  return next(specifier, context);
}
