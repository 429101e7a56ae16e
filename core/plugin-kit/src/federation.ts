// The one rspack + Module Federation factory used by the web shell (the host) and every plugin UI
// (a remote). Keeping the shared list in one place is what makes react, the router, jotai, i18next,
// Semi and @oj/ui real singletons at run time (see shared/reference/stack-research.md §2).
//
// It is the build preset of the plugin kit (`@oj/plugin-kit/rspack`). The caller passes its own
// `rspack` and `ModuleFederationPlugin` so this file resolves nothing itself: the build uses the
// one copy of rspack installed in the package being built.
import path from 'node:path';
import { PrecompressPlugin } from './precompress.ts';
import { semiModular } from './semi-modular.ts';
import { SharedVersionsPlugin, installedSharedVersions } from './shared-versions.ts';
import { StaticDescriptorPlugin, type RspackRun } from './static-descriptor.ts';

// Structural stand-ins for the rspack types: the kit does not depend on @rspack/core itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PluginCtor = new (opts: any) => RspackPluginInstance;
interface RspackPluginInstance {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  apply(compiler: any): void;
}
type Configuration = Record<string, unknown>;

export interface FederationBuildDeps {
  /** `rspack` from @rspack/core: its plugins and, called as a function, a compiler (the static descriptor's build) */
  rspack: { DefinePlugin: PluginCtor; HtmlRspackPlugin: PluginCtor };
  ModuleFederationPlugin: PluginCtor;
}

export interface FederationBuildOptions {
  /** 'host' for the shell, 'remote' for a plugin UI. */
  kind: 'host' | 'remote';
  /** Federation container name: 'oj_shell' or `oj_plugin_<id>` (dashes become underscores). */
  name: string;
  /** Folder of the package being built. */
  context: string;
  entry?: string;
  exposes?: Record<string, string>;
  outDir?: string;
  htmlTemplate?: string;
  mode?: 'production' | 'development';
}

/** Share keys every build agrees on. Subpaths are separate keys (stack research §2, gotcha 4). */
export const sharedSingletons: Record<string, { singleton: true; requiredVersion: string | false; eager?: boolean }> = {
  react: { singleton: true, requiredVersion: '^18.0.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^18.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^18.0.0' },
  'react-dom/client': { singleton: true, requiredVersion: '^18.0.0' },
  'react-router-dom': { singleton: true, requiredVersion: '^7.0.0' },
  'react-router': { singleton: true, requiredVersion: '^7.0.0' },
  jotai: { singleton: true, requiredVersion: '^2.0.0' },
  'jotai/utils': { singleton: true, requiredVersion: '^2.0.0' },
  i18next: { singleton: true, requiredVersion: '>=25' },
  'react-i18next': { singleton: true, requiredVersion: '>=16' },
  '@douyinfe/semi-ui': { singleton: true, requiredVersion: '^2.0.0' },
  '@douyinfe/semi-icons': { singleton: true, requiredVersion: '^2.0.0' },
  '@oj/ui': { singleton: true, requiredVersion: false },
};

export function pluginContainerName(id: string): string {
  return `oj_plugin_${id.replace(/-/g, '_')}`;
}

export function federatedConfig(deps: FederationBuildDeps, opts: FederationBuildOptions): Configuration {
  const mode = opts.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const isHost = opts.kind === 'host';
  const semi = semiModular(opts.context);
  // one singleton per Semi component (semi-modular.ts); the shell provides each, loaded on first use
  const shared: Record<string, { singleton: true; requiredVersion: string | false; version?: string; import?: false | string }> = { ...sharedSingletons };
  for (const key of semi.keys) shared[key] = { singleton: true, requiredVersion: '^2.0.0', ...(semi.version ? { version: semi.version } : {}), ...(isHost ? { import: semi.alias[`${key}$`] } : {}) };
  const plugins: RspackPluginInstance[] = [
    new deps.ModuleFederationPlugin({
      name: opts.name,
      filename: 'remoteEntry.js',
      exposes: opts.exposes,
      manifest: true,
      dts: false,
      // the shell provides every shared module: a page never needs the versions the other remotes
      // declare, so loading one shared module must not first load (or, after a failure, fail on)
      // every registered remote, as 'version-first' does; remotes load where they are used
      shareStrategy: 'loaded-first',
      // the shell hands its federation runtime to the remotes, so each remote does not bring its own ~100 KB copy
      experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
      // a remote always runs inside the shell, which provides every shared module: build no fallbacks
      shared: isHost ? shared : Object.fromEntries(Object.entries(shared).map(([k, v]) => [k, { ...v, import: false as const }])),
    }),
    new deps.rspack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify(mode),
      // the shell carries the versions of the shared packages it provides, to compare with each plugin UI's ranges
      ...(isHost ? { OJ_SHARED_VERSIONS: JSON.stringify(installedSharedVersions(opts.context)) } : {}),
    }),
  ];
  // a remote records the ranges it was built against (oj-shared.json), so a shell of another major does not load it
  if (!isHost) plugins.push(new SharedVersionsPlugin({ context: opts.context, outDir: opts.outDir ?? path.join(opts.context, 'dist') }));
  if (mode === 'production') plugins.push(new PrecompressPlugin());
  const tsRule = {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: mode === 'development' } },
        target: 'es2020',
      },
      transformImport: semi.transformImport,
    },
    type: 'javascript/auto',
  };
  const resolve = {
    extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    // a workspace package's TypeScript source (its `oj-source` export) rather than its server build
    conditionNames: ['oj-source', 'browser', 'import', 'module', 'default'],
    alias: semi.alias,
  };
  const descriptorEntry = opts.exposes?.['./plugin'];
  // a remote's menus, pages and slots as data (oj-ui.json), so the shell loads it only where it is used
  if (!isHost && descriptorEntry && typeof deps.rspack === 'function') {
    plugins.push(new StaticDescriptorPlugin({
      rspack: deps.rspack as unknown as RspackRun & { DefinePlugin: PluginCtor },
      context: opts.context,
      entry: descriptorEntry,
      outDir: opts.outDir ?? path.join(opts.context, 'dist'),
      resolve,
      tsRule,
    }));
  }
  if (isHost && opts.htmlTemplate) {
    plugins.push(new deps.rspack.HtmlRspackPlugin({ template: opts.htmlTemplate, inject: 'body' }));
  }
  return {
    mode,
    context: opts.context,
    entry: opts.entry ? { main: opts.entry } : {},
    devtool: false,
    output: {
      path: opts.outDir ?? path.join(opts.context, 'dist'),
      // host at the site root; a remote resolves its chunks relative to its manifest URL
      publicPath: isHost ? '/' : 'auto',
      filename: isHost ? 'assets/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
      chunkFilename: isHost ? 'assets/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
      cssFilename: isHost ? 'assets/[name].[contenthash:8].css' : '[name].[contenthash:8].css',
      cssChunkFilename: isHost ? 'assets/[name].[contenthash:8].css' : '[name].[contenthash:8].css',
      uniqueName: opts.name,
      clean: true,
      // spec 1 §9: a script chunk that has not arrived after 120 s is a ChunkLoadError
      chunkLoadTimeout: 120_000,
    },
    resolve,
    module: {
      rules: [
        tsRule,
        ...(semi.semiInternalsRule ? [semi.semiInternalsRule] : []),
        // monaco-editor declares "sideEffects": ["*.css"], so a bundler would drop the bare imports
        // that register its languages and start its editor worker: no highlighting, a dead worker
        { test: /[\\/]monaco-editor[\\/]esm[\\/]vs[\\/](languages[\\/]definitions[\\/][^\\/]+[\\/]register|editor[\\/]editor\.worker)\.js$/, sideEffects: true },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|woff2?|ttf|eot)$/, type: 'asset' },
      ],
    },
    optimization: { minimize: mode === 'production' },
    performance: { hints: false },
    // Semi's per-component style sheets do not depend on each other's order
    ignoreWarnings: [/Conflicting order between .*@douyinfe[\\/]semi-/],
    stats: 'errors-warnings',
    plugins,
  };
}

export interface PluginUiOptions {
  /** the plugin's id (its container is `oj_plugin_<id>`) */
  id: string;
  /** the plugin's ui/ folder: src/plugin.tsx is exposed as ./plugin, the build goes to dist/ */
  uiDir: string;
  mode?: 'production' | 'development';
}

/** A plugin UI's build, laid out as the kernel serves it (ui/dist at /plugins/<id>/). */
export function pluginUiConfig(deps: FederationBuildDeps, opts: PluginUiOptions): Configuration {
  return federatedConfig(deps, {
    kind: 'remote',
    name: pluginContainerName(opts.id),
    context: opts.uiDir,
    exposes: { './plugin': './src/plugin.tsx' },
    outDir: path.join(opts.uiDir, 'dist'),
    mode: opts.mode,
  });
}
