// Statements are sanitised when stored (spec R5; issue 9 item 15): raw HTML with handlers and
// javascript: links are gone from what is saved; ordinary markdown and the examples stay as sent.
import t from 'tap';
import { createProblem, problemsSite } from './helpers.ts';

const site = await problemsSite();
t.teardown(() => site.close());
const { token: root } = await site.userWithToken('md_root', 'root');

t.test('description, input, output and hint are stored sanitised; examples and plain markdown are kept', async (t) => {
  const table = '| n | $a_i$ |\n|---|---|\n| 1 | `<b>` |\n\n```cpp\ncout << "<script>";\n```\n';
  const pid = await createProblem(site, root, 'MD1', {}, {
    description: `${table}<img src=x onerror="alert(1)">`,
    input: '[docs](javascript:alert(2))', output: '<script>alert(3)</script>Print $a+b$.', hint: '<a href="https://ok.example" onclick="x()">ok</a>',
  });
  const r = await site.api<{ problem: Record<string, string> }>('GET', '/api/get-problem-detail', { query: { problemId: 'MD1' } });
  t.equal(r.status, 200, r.msg);
  const p = r.data.problem;
  t.equal(p.description, `${table}<img>`);
  t.equal(p.input, 'docs');
  t.equal(p.output, 'Print $a+b$.');
  t.equal(p.hint, '<a href="https://ok.example">ok</a>');
  t.equal(p.examples, '<input>1 2</input><output>3</output>', 'examples are not markdown');
  t.ok(pid);
});
