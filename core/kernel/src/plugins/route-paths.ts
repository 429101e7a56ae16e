// Where a plugin's routes may live (issue 32 §3): under its own prefixes (/api/<id>, /api/admin/<id>)
// or the paths it declares with definePlugin({ routes }), checked at start. A declaration is an
// exact path (`/api/get-problem-list`, `/api/judge/test-data/:problemId/manifest`) or, ending in
// `*`, every path that starts with what comes before the star (`/api/get-contest-*`, `/aichat/*`).
// A plugin that may mount anywhere could take a path the kernel or another plugin answers; this
// keeps each route's owner findable and a mistaken path a start error rather than a silent clash.

/** The prefixes every plugin owns without declaring them. */
export function ownPrefixes(pluginId: string): string[] {
  return [`/api/${pluginId}`, `/api/admin/${pluginId}`];
}

/** a path under the prefix: the prefix itself or a segment below it (`/api/x` owns `/api/x/y`, not `/api/xy`) */
const under = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/** Whether `url` matches one declaration (exact, or a prefix when it ends in `*`). */
export function matchesDeclaration(url: string, declaration: string): boolean {
  return declaration.endsWith('*') ? url.startsWith(declaration.slice(0, -1)) : url === declaration;
}

/** Whether a plugin may mount `url`: under its own prefixes or a path it declares. */
export function routeAllowed(pluginId: string, declared: readonly string[], url: string): boolean {
  return ownPrefixes(pluginId).some((p) => under(url, p)) || declared.some((d) => matchesDeclaration(url, d));
}

/**
 * Paths the kernel serves besides its routes (the files it keeps, plugin UI builds): no plugin may
 * declare a path among them.
 */
const KERNEL_PREFIXES = ['/api/public/', '/plugins/'];

/**
 * Broad declarations covering whole namespaces (`/*`, `/api/*`, `/api/admin/*`): a declaration is
 * refused when what comes before its star is at most one of these.
 */
const NAMESPACES = ['/api/admin/'];

/** Whether a prefix declaration (`p*`) could take a path starting with `start`. */
function prefixCovers(declarationPrefix: string, start: string): boolean {
  return start.startsWith(declarationPrefix) || declarationPrefix.startsWith(start);
}

/**
 * What is wrong with a plugin's declared paths: a malformed one, one so broad it covers a whole
 * namespace, one covering a kernel route or the kernel's files, or another enabled plugin's own
 * prefix. `kernelUrls`: the kernel's mounted route paths; `otherIds`: the other enabled plugins.
 */
export function declarationProblems(pluginId: string, declared: readonly string[], kernelUrls: readonly string[], otherIds: readonly string[]): string[] {
  const problems: string[] = [];
  const fix = `declare the exact paths or a narrower prefix, or mount the routes under /api/${pluginId}/`;
  for (const d of declared) {
    const shown = JSON.stringify(d);
    const star = typeof d === 'string' ? d.indexOf('*') : -1;
    if (typeof d !== 'string' || !d.startsWith('/') || (star !== -1 && star !== d.length - 1)) {
      problems.push(`routes: ${shown} is not a path (an exact path like "/api/get-thing", or a prefix ending in * like "/api/get-thing-*")`);
      continue;
    }
    if (d.endsWith('*')) {
      const start = d.slice(0, -1);
      if (NAMESPACES.some((ns) => ns.startsWith(start))) {
        problems.push(`routes: ${shown} covers a whole namespace of the site (every path under ${start || '/'}); ${fix}`);
        continue;
      }
    }
    const kernelRoute = kernelUrls.find((url) => matchesDeclaration(url, d));
    if (kernelRoute) {
      problems.push(`routes: ${shown} covers the kernel's route ${kernelRoute}; ${fix}`);
      continue;
    }
    const kernelFiles = KERNEL_PREFIXES.find((p) => d.endsWith('*') ? prefixCovers(d.slice(0, -1), p) : d.startsWith(p));
    if (kernelFiles) {
      problems.push(`routes: ${shown} covers the kernel's files under ${kernelFiles}; ${fix}`);
      continue;
    }
    const other = otherIds.flatMap((id) => ownPrefixes(id).map((p) => ({ id, p })))
      .find(({ p }) => d.endsWith('*') ? prefixCovers(d.slice(0, -1), `${p}/`) || d.slice(0, -1) === p : under(d, p));
    if (other) problems.push(`routes: ${shown} covers the paths of plugin ${other.id} (${other.p}/…); ${fix}`);
  }
  return problems;
}

/** The same declaration made by two plugins, or null. */
export function sharedDeclaration(plugins: readonly { id: string; routes: readonly string[] }[]): string | null {
  const seen = new Map<string, string>();
  for (const { id, routes } of plugins) {
    for (const d of new Set(routes)) {
      const first = seen.get(d);
      if (first) return `plugins ${first} and ${id} both declare the route path ${d} (definePlugin({ routes })): a path has one owner; one of them must drop it, or enable only one of them`;
      seen.set(d, id);
    }
  }
  return null;
}

/** The start error for a route outside its plugin's paths: the plugin, the route and the fix. */
export function outsideMessage(pluginId: string, where: string, url: string): string {
  return `${where} is outside the paths of plugin ${pluginId}: mount it under /api/${pluginId}/ (or /api/admin/${pluginId}/), or declare it in definePlugin({ routes: [${JSON.stringify(url)}] }) if it is a path the site must keep (a reference path)`;
}
