// Commands plugins add to `oj` (PluginDefinition.commands), as an operator meets them: listed in
// `oj help` with the plugin that adds them, run with the words after their name, messages in the
// chosen language, the site opened only when the command asks, the exit code the command answers,
// and a plugin naming a command as the CLI's own refused with its name.
import t from 'tap';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const OJ = new URL('../bin/oj.js', import.meta.url).pathname;
const FIXTURES = new URL('./fixtures/', import.meta.url).pathname;
const exec = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'ojcmd-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

function config(name: string, plugins: string[]): string {
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify({ plugins: plugins.map((p) => ({ package: join(FIXTURES, p) })) }));
  return path;
}

/** oj (its sources: the fixtures are TypeScript) on the embedded database of this test's data dir; the exit code and both outputs */
async function oj(args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--conditions=oj-source', OJ, ...args], { cwd: dir, env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', OJ_LANG: '', ...env } });
    return { code: 0, out: stdout, err: stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: err.stdout, err: err.stderr };
  }
}

const good = config('good', ['command-plugin']);
const dataDir = join(dir, 'data');

t.test('oj help lists a plugin\'s command with the plugin that adds it', async (t) => {
  const { code, out } = await oj(['help', '--config', good, '--data-dir', dataDir]);
  t.equal(code, 0);
  t.match(out, /oj greet\s+greet NAME \[--open\] \[--exit N\]: says hello \(plugin command-plugin\)/);
  t.match(out, /oj migrate/, 'beside the CLI\'s own');
});

t.test('the command runs with its words, speaks the chosen language and answers its exit code', async (t) => {
  const zh = await oj(['greet', 'Ada', '--config', good, '--data-dir', dataDir]);
  t.same([zh.code, zh.out.trim()], [0, '你好，Ada'], 'zh-CN by default');
  const en = await oj(['greet', 'Ada', '--lang', 'en-US', '--config', good, '--data-dir', dataDir]);
  t.equal(en.out.trim(), 'Hello, Ada');
  t.equal((await oj(['greet', 'Ada', '--config', good, '--data-dir', dataDir], { OJ_LANG: 'en-US' })).out.trim(), 'Hello, Ada', 'OJ_LANG');
  t.equal((await oj(['greet', '--exit', '3', '--config', good, '--data-dir', dataDir])).code, 3);
  const bad = await oj(['greet', '--lang', 'fr', '--config', good, '--data-dir', dataDir]);
  t.equal(bad.code, 1);
  t.match(bad.err, /--lang must be one of zh-CN, en-US, got "fr"/);
});

t.test('site.open() sets the site up (migrated, plugins set up) and the command reads a public service', async (t) => {
  const { code, out, err } = await oj(['greet', 'Ada', '--open', '--lang', 'en-US', '--config', good, '--data-dir', dataDir]);
  t.equal(code, 0, err);
  t.match(out, /^Hello, Ada\nusers: 0$/m);
});

t.test('a plugin naming a command as the CLI\'s own is refused, named', async (t) => {
  const clash = config('clash', ['command-plugin', 'clashing-command']);
  const { code, err } = await oj(['greet', 'Ada', '--config', clash, '--data-dir', dataDir]);
  t.equal(code, 1);
  t.match(err, /the plugin clashing-command adds the command "oj migrate", which is the CLI's own/);
  const unknown = await oj(['nope', '--config', good, '--data-dir', dataDir]);
  t.equal(unknown.code, 1);
  t.match(unknown.err, /oj: unknown command "nope"[\s\S]*oj greet/, 'an unknown command lists the plugins\' ones too');
});
