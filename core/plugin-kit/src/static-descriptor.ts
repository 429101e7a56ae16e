// The static part of a plugin UI's descriptor, written beside its remote as `oj-ui.json` (issue 10
// item 13). The shell reads it from GET /api/plugins and so knows a plugin's pages, menus, route
// modes and slots without downloading the plugin: the remote is loaded only when one of its pages
// is opened or one of its slots is rendered. Nothing changes for authors: after the remote's build
// the descriptor module (`./plugin`) is bundled once more for Node, with its pages' `import()`s
// left out, run, and its data kept (paths, guards, labels and their strings, slot names).
// A descriptor that cannot run in Node gets no file, with a warning: the shell then loads that
// plugin on every page, as it did before this file existed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export const STATIC_UI_FILE = 'oj-ui.json';
/** Bumped when the file's shape changes; the shell ignores a version it does not know. */
export const STATIC_UI_VERSION = 1;

type Json = Record<string, unknown>;

interface RouteLike { path: string; guard?: Json; layout?: string; hideFooter?: boolean; children?: RouteLike[] }
interface NavLike { label: string; group?: string; icon?: unknown; [k: string]: unknown }
interface DescriptorLike {
  id: string;
  routes?: RouteLike[];
  adminRoutes?: RouteLike[];
  modes?: unknown[];
  nav?: NavLike[];
  adminNav?: NavLike[];
  slots?: Record<string, unknown[]>;
  locales?: Record<string, Json>;
}

function routes(list: RouteLike[] | undefined): Json[] | undefined {
  if (!list?.length) return undefined;
  return list.map((r) => ({
    path: r.path,
    ...(r.guard ? { guard: r.guard } : {}),
    ...(r.layout ? { layout: r.layout } : {}),
    ...(r.hideFooter ? { hideFooter: true } : {}),
    ...(r.children?.length ? { children: routes(r.children) } : {}),
  }));
}

/** The data of a descriptor as the shell needs it before the plugin is loaded. */
export function staticDescriptor(d: DescriptorLike): Json {
  const navs = [...(d.nav ?? []), ...(d.adminNav ?? [])];
  // a menu icon is a React element: only the loaded plugin can draw it, so such a plugin loads at once
  const eager = navs.some((n) => n.icon !== undefined && n.icon !== null);
  const strip = (n: NavLike) => Object.fromEntries(Object.entries(n).filter(([k]) => k !== 'icon'));
  // the strings of the menu labels and groups, so the menus and the tab title are translated before the plugin loads
  const keys = new Set(navs.flatMap((n) => [n.label, n.group].filter((k): k is string => typeof k === 'string')));
  const locales: Record<string, Json> = {};
  for (const [lng, bundle] of Object.entries(d.locales ?? {})) {
    const picked = Object.fromEntries([...keys].filter((k) => typeof bundle?.[k] === 'string').map((k) => [k, bundle[k]]));
    if (Object.keys(picked).length) locales[lng] = picked;
  }
  const slots = Object.entries(d.slots ?? {}).filter(([, ws]) => Array.isArray(ws) && ws.length > 0).map(([name]) => name);
  return {
    v: STATIC_UI_VERSION,
    id: d.id,
    ...(eager ? { eager: true } : {}),
    ...(d.modes?.length ? { modes: d.modes } : {}),
    ...(routes(d.routes) ? { routes: routes(d.routes) } : {}),
    ...(routes(d.adminRoutes) ? { adminRoutes: routes(d.adminRoutes) } : {}),
    ...(d.nav?.length ? { nav: d.nav.map(strip) } : {}),
    ...(d.adminNav?.length ? { adminNav: d.adminNav.map(strip) } : {}),
    ...(slots.length ? { slots } : {}),
    ...(Object.keys(locales).length ? { locales } : {}),
  };
}

// Structural stand-ins for rspack's types (the kit does not depend on @rspack/core).
interface ChildCompiler {
  run(cb: (err: Error | null, stats?: { hasErrors(): boolean; toString(o: string): string }) => void): void;
  close(cb: () => void): void;
}
export type RspackRun = (config: Json) => ChildCompiler;
interface EmitCompiler {
  hooks: { afterEmit: { tapPromise(name: string, fn: () => Promise<void>): void } };
}

export interface StaticDescriptorOptions {
  rspack: RspackRun & { DefinePlugin: new (o: Json) => unknown };
  context: string;
  /** the descriptor module, relative to `context` (the `./plugin` expose) */
  entry: string;
  outDir: string;
  resolve: Json;
  /** the build's own TypeScript rule */
  tsRule: Json;
}

function build(o: StaticDescriptorOptions, tmp: string): Promise<void> {
  const compiler = o.rspack({
    mode: 'development',
    context: o.context,
    target: 'node',
    devtool: false,
    entry: { descriptor: o.entry },
    output: { path: tmp, filename: '[name].cjs', library: { type: 'commonjs2' } },
    resolve: o.resolve,
    module: {
      // `weak`: the pages a descriptor imports lazily are not built at all
      parser: { javascript: { dynamicImportMode: 'weak' } },
      rules: [o.tsRule, { test: /\.css$/, type: 'asset/source' }, { test: /\.(png|jpe?g|gif|svg|woff2?|ttf|eot)$/, type: 'asset/inline' }],
    },
    optimization: { minimize: false, splitChunks: false },
    stats: 'errors-only',
    plugins: [new o.rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
  });
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => {
        if (err) reject(err);
        else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
        else resolve();
      });
    });
  });
}

/** Writes `oj-ui.json` into the remote's output after each build of it. */
export class StaticDescriptorPlugin {
  constructor(private readonly opts: StaticDescriptorOptions) {}

  apply(compiler: EmitCompiler): void {
    compiler.hooks.afterEmit.tapPromise('OjStaticDescriptor', async () => {
      const tmp = mkdtempSync(path.join(os.tmpdir(), 'oj-ui-'));
      try {
        await build(this.opts, tmp);
        const bundle = path.join(tmp, 'descriptor.cjs');
        const mod = createRequire(bundle)(bundle) as { default?: DescriptorLike };
        const d = mod.default;
        if (!d || typeof d.id !== 'string') throw new Error(`${this.opts.entry} has no default export made with defineUiPlugin`);
        writeFileSync(path.join(this.opts.outDir, STATIC_UI_FILE), `${JSON.stringify(staticDescriptor(d))}\n`);
      } catch (e) {
        rmSync(path.join(this.opts.outDir, STATIC_UI_FILE), { force: true });
        const why = (e instanceof Error ? e.message : String(e)).split('\n').slice(0, 6).join('\n  ');
        console.warn(`[oj plugin-kit] ${STATIC_UI_FILE} not written (${why}).\n  The shell will load this plugin's UI on every page instead of when one of its pages or slots is shown.`);
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    });
  }
}
