// The plugins' layers (issue 33), as a reviewer checks them, so a later change cannot quietly undo
// them: in every plugin only the store files (server/store.ts or server/stores/) name a table or
// run a query; no plugin writes a role id or compares a role by name (the SDK's roles module answers);
// no response is forced past its schema with `as never`.
import t from 'tap';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SITE_ROOT } from '../src/plugin-kit/pack.ts';

const PLUGINS = join(SITE_ROOT, 'plugins');


function sources(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...sources(path));
    else if (/\.tsx?$/.test(name)) found.push(path);
  }
  return found;
}

const serverFiles = (plugin: string) => sources(join(PLUGINS, plugin, 'server'));
/** every plugin of the workspace with a server part */
const PLUGIN_IDS = readdirSync(PLUGINS).filter((p) => statSync(join(PLUGINS, p, 'server'), { throwIfNoEntry: false })?.isDirectory());
const isStore = (file: string) => /\/server\/(store\.ts|stores\/)/.test(file);

/** lines of the files matching the pattern, as "plugins/x/server/y.ts:12: the line" */
function hits(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) => readFileSync(file, 'utf8').split('\n').flatMap((line, i) =>
    pattern.test(line) ? [`${relative(SITE_ROOT, file)}:${i + 1}: ${line.trim()}`] : []));
}

t.test('a plugin queries its tables only in its store', async (t) => {
  t.ok(PLUGIN_IDS.length >= 10, PLUGIN_IDS.join());
  for (const plugin of PLUGIN_IDS) {
    const outside = serverFiles(plugin).filter((f) => !isStore(f));
    t.same(hits(outside, /\bctx\.db\b|\bctx\.table\(|\.db\.raw\(|\btrx\(/), [], `${plugin}: no query outside its store`);
    t.ok(serverFiles(plugin).some(isStore), `${plugin} has a store`);
  }
});

t.test('no plugin writes a role id or compares a role by name', async (t) => {
  const files = PLUGIN_IDS.flatMap(serverFiles);
  t.same(hits(files, /roleId\s*[!=]==?\s*10\d\d\b|role_?ids?\s*=\s*\[\s*10\d\d/i), [], 'role ids come from ROLE_IDS');
  t.same(hits(files, /\.role\s*[!=]==?\s*'(?:root|admin|problem_admin)'/), [], 'role questions go to isSuperAdmin, isSiteAdmin, isAdminRole');
});

t.test('no response is forced past its schema', async (t) => {
  t.same(hits(PLUGIN_IDS.flatMap(serverFiles), /\bas never\b/), []);
});
