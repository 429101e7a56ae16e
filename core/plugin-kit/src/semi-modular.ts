// Semi UI shared per component instead of as one 2.9 MB module (issue 10 item 13). A shared module
// cannot be tree-shaken, so sharing '@douyinfe/semi-ui' whole made every page download every
// component. Here each build rewrites `import { Button } from '@douyinfe/semi-ui'` to
// `import Button from '@douyinfe/semi-ui/Button'`, and each such key is its own singleton that the
// shell provides and loads when first used; icons are imported one file each (they hold no state,
// so they are not shared). The whole-library key stays shared for code that still asks for it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface SemiModular {
  /** builtin:swc-loader `transformImport` for the build's own sources */
  transformImport: Array<Record<string, unknown>>;
  /** a rule that gives Semi's own files the one-file-per-icon imports */
  semiInternalsRule: Record<string, unknown> | null;
  alias: Record<string, string>;
  /** share key → the Semi version it was built against */
  keys: string[];
  version: string | null;
}

const ICONS_IMPORT = { libraryName: '@douyinfe/semi-icons', customName: '@douyinfe/semi-icons/lib/es/icons/{{ member }}', ignoreEsComponent: ['convertIcon', 'default'] };

/** Reads Semi's barrel (lib/es/index.js) in the package being built; null when it has no Semi. */
export function semiModular(context: string): SemiModular {
  const req = createRequire(path.join(context, 'package.json'));
  let dir: string;
  try {
    dir = path.dirname(req.resolve('@douyinfe/semi-ui/package.json'));
  } catch {
    return { transformImport: [], semiInternalsRule: null, alias: {}, keys: [], version: null };
  }
  const version = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  const barrel = readFileSync(path.join(dir, 'lib/es/index.js'), 'utf8');
  const alias: Record<string, string> = {};
  const keys: string[] = [];
  // named exports (Form, Row, Col, Layout, ToastFactory, …) stay imports of the whole library
  const ignore: string[] = [];
  for (const m of barrel.matchAll(/export \{([^}]*)\} from ['"](\.\/)?([^'"]+)['"]/g)) {
    for (const spec of m[1].split(',').map((x) => x.trim()).filter(Boolean)) {
      const d = m[2] ? /^default as (\w+)$/.exec(spec) : null;
      if (!d) {
        ignore.push(spec.split(/\s+as\s+/).pop()!);
        continue;
      }
      const key = `@douyinfe/semi-ui/${d[1]}`;
      alias[`${key}$`] = req.resolve(`@douyinfe/semi-ui/lib/es/${m[3]}`);
      keys.push(key);
    }
  }
  return {
    transformImport: [{ libraryName: '@douyinfe/semi-ui', customName: '@douyinfe/semi-ui/{{ member }}', ignoreEsComponent: ignore }, ICONS_IMPORT],
    semiInternalsRule: {
      test: /[\\/]@douyinfe[\\/]semi-ui[\\/]lib[\\/]es[\\/].*\.js$/,
      loader: 'builtin:swc-loader',
      options: { jsc: { parser: { syntax: 'ecmascript', jsx: true }, target: 'es2020' }, transformImport: [ICONS_IMPORT] },
    },
    alias,
    keys,
    version,
  };
}
