// The English strings are typed with the straight apostrophe. The site's font list falls back to
// Noto Sans CJK SC on Linux, which draws the curly one (’) full width: "the contest’s admins"
// reads "contest’ s admins" (issue 28 item 11). Every en-US.json of the repo and the contests UI's
// own tables are checked; and the two languages have the same keys.
import t from 'tap';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { en as uiEn, zh as uiZh } from '../ui/src/locales.ts';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));

function englishFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return englishFiles(path);
    return name === 'en-US.json' && dir.endsWith('locales') && !path.includes('/test/fixtures/') ? [path] : [];
  });
}

const CURLY = /[\u2018\u2019]/;

t.test('no English string of the site has a curly apostrophe', async (t) => {
  const files = ['core', 'plugins', 'web-shell'].flatMap((d) => englishFiles(join(REPO, d)));
  t.ok(files.length >= 10, `${files.length} English message files`);
  for (const file of files) {
    const table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    const curly = Object.entries(table).filter(([, v]) => CURLY.test(v)).map(([k]) => k);
    t.same(curly, [], file.slice(REPO.length));
  }
  const ui = Object.entries(uiEn).filter(([, v]) => CURLY.test(v)).map(([k]) => k);
  t.same(ui, [], 'the contests UI (English)');
  t.equal(uiEn.Board_Admin_Only, "This page is for the contest's admins.");
});

t.test('the contests UI has every key in both languages', async (t) => {
  t.same(Object.keys(uiZh).sort(), Object.keys(uiEn).sort());
});
