// Issue 9 item 1, the class: no handler hands a request object to a query builder — a body or a
// query copied whole into insert/update/where writes or filters on whatever the caller sends.
import t from 'tap';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './harness.ts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

// `.update(request.body)`, `.insert({ ...request.body, … })`, `.where(request.query)`
const WHOLE_REQUEST = /\.(insert|update|where|andWhere|orWhere|merge|upsert)\(\s*(\{\s*\.\.\.\s*)?request\.(body|query|params)\s*[,)}]/;

t.test('no query builder gets a whole request body, query or params', async (t) => {
  const files = [join(REPO_ROOT, 'core/kernel/src'), ...readdirSync(join(REPO_ROOT, 'plugins')).map((p) => join(REPO_ROOT, 'plugins', p, 'server'))]
    .filter((d) => { try { return statSync(d).isDirectory(); } catch { return false; } })
    .flatMap(sources);
  t.ok(files.length > 50, `${files.length} server files read`);
  const hits = files.flatMap((file) => readFileSync(file, 'utf8').split('\n').flatMap((line, i) => (WHOLE_REQUEST.test(line) ? [`${file.slice(REPO_ROOT.length + 1)}:${i + 1}: ${line.trim()}`] : [])));
  t.same(hits, [], 'each written or filtered field is named where it is used');
});

t.test('the check sees the shape of the bug it is for', async (t) => {
  t.ok(WHOLE_REQUEST.test("await db('users').where({ uid }).update({ ...request.body, gmtModified: now })"));
  t.ok(WHOLE_REQUEST.test('q.where(request.query)'));
  t.notOk(WHOLE_REQUEST.test("update({ nickname: request.body.nickname })"));
});
