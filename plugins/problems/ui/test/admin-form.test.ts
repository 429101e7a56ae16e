// The admin problem form's rules (spec 2 §5 "Admin") and text formats, without a browser: each
// broken rule answers the message key the form shows, in both languages.
import { readdirSync, readFileSync } from 'node:fs';
import t from 'tap';
import type { AdminProblem } from '../src/admin/types.ts';
import { formatExamples, formatExtraFiles, formError, parseExamples, parseExtraFiles, RULE_FIELD, toCaseRow, type FormState } from '../src/admin/form-model.ts';
import { en, zh } from '../src/admin/locales.ts';

function valid(): FormState {
  const problem: AdminProblem = {
    problemId: 'P1', title: 'A+B', type: 0, judgeMode: 'default', judgeCaseMode: 'default', timeLimit: 1000, memoryLimit: 256, stackLimit: 128, ioScore: 100,
    description: '', input: '', output: '', examples: '', hint: '', source: '', difficulty: 0, auth: 1, codeShare: true,
    spjCode: null, spjLanguage: null, userExtraFile: null, judgeExtraFile: null, isRemoveEndBlank: false, openCaseResult: true,
    isFileIO: false, ioReadFileName: null, ioWriteFileName: null,
  };
  return {
    problem, examples: [], languages: ['C++'], templates: [], tags: [], userExtraFiles: [], judgeExtraFiles: [],
    upload: false, cases: [{ input: '1 2\n', output: '3\n', score: '', groupNum: '' }], uploadDir: null, compiledCode: null,
  };
}
const withProblem = (patch: Partial<AdminProblem>): FormState => ({ ...valid(), problem: { ...valid().problem, ...patch } });
const message = (s: FormState) => {
  const key = formError(s) as keyof typeof en | null;
  return key && en[key];
};

t.test('a complete form passes', async (t) => {
  t.equal(formError(valid()), null);
});

t.test('title, display id and limits', async (t) => {
  t.equal(message(withProblem({ title: '   ' })), 'The title cannot be empty');
  t.equal(message(withProblem({ title: 'x'.repeat(256) })), 'The title is at most 255 characters');
  t.match(message(withProblem({ problemId: 'a b' })), /letters, digits/);
  t.match(message(withProblem({ timeLimit: Number.NaN })), /positive integers/);
  t.match(message(withProblem({ memoryLimit: 0 })), /positive integers/);
  t.match(message(withProblem({ stackLimit: 1.5 })), /positive integers/);
});

t.test("the server's bounds are the form's own rules, each shown at its field", async (t) => {
  const cases: Array<[FormState, string, string]> = [
    [withProblem({ source: 'x'.repeat(1_000_001) }), 'The source is too long (at most 1,000,000 characters)', 'source'],
    [withProblem({ description: 'x'.repeat(1_000_001) }), 'The description is too long (at most 1,000,000 characters)', 'description'],
    [{ ...valid(), examples: [{ input: 'x'.repeat(1_000_000), output: '1' }] }, 'The examples are too long (at most 1,000,000 characters)', 'examples'],
    [{ ...valid(), templates: [{ lid: 1, language: 'C++', code: 'x'.repeat(65536), status: true }] }, 'A code template is at most 65535 characters', 'templates'],
    [{ ...valid(), cases: Array.from({ length: 2001 }, () => ({ input: '1', output: '1', score: '', groupNum: '' })) }, 'A problem has at most 2000 test cases', 'cases'],
  ];
  for (const [form, text, field] of cases) {
    t.equal(message(form), text);
    t.equal(RULE_FIELD[formError(form)!], field, `shown at ${field}`);
  }
  t.equal(RULE_FIELD.PA_Title_Required, 'title');
});

t.test('scores must be integers at least 0; OI needs every score', async (t) => {
  const bad = (score: string) => ({ ...valid(), cases: [{ input: '1', output: '1', score, groupNum: '' }] });
  t.equal(message(bad('-1')), 'Score must be integer and at least 0');
  t.equal(message(bad('2.5')), 'Score must be integer and at least 0');
  t.equal(message(bad('abc')), 'Score must be integer and at least 0');
  t.equal(formError(bad('0')), null);
  t.equal(message({ ...bad(''), problem: { ...valid().problem, type: 1 } }), 'Score must be integer and at least 0');
  t.equal(message(withProblem({ ioScore: -5 })), 'Score must be integer and at least 0');
});

t.test('a non-default judge case mode needs a group number on every case', async (t) => {
  const s = withProblem({ judgeCaseMode: 'subtask_lowest' });
  t.match(message(s), /subtask group number/);
  t.equal(formError({ ...s, cases: [{ input: '1', output: '1', score: '', groupNum: '1' }] }), null);
});

t.test('special judge: code and language, then a successful compile of that very code', async (t) => {
  t.match(message(withProblem({ judgeMode: 'spj' })), /judge program/);
  const s = withProblem({ judgeMode: 'spj', spjCode: 'int main(){}', spjLanguage: 'SPJ-C++' });
  t.equal(message(s), 'Spj code must compile');
  t.equal(formError({ ...s, compiledCode: 'int main(){}' }), null);
  t.equal(message({ ...s, compiledCode: 'int main(){return 1;}' }), 'Spj code must compile', 'an edit after the compile needs a new one');
});

t.test('templates, tags, languages, file IO, cases, extra files', async (t) => {
  t.equal(message({ ...valid(), templates: [{ lid: 1, language: 'C++', code: '  ', status: true }] }), 'Code template cannot be empty');
  t.match(message({ ...valid(), templates: [{ lid: 2, language: 'Java', code: 'x', status: true }] }), /one of the problem languages/);
  t.equal(message({ ...valid(), tags: [{ name: 'DP' }, { name: 'dp ' }] }), 'Do not add existing tags');
  t.equal(message({ ...valid(), languages: [] }), 'Choose at least one language');
  t.match(message(withProblem({ isFileIO: true, ioReadFileName: 'in.txt', ioWriteFileName: '' })), /file names/);
  t.equal(formError(withProblem({ isFileIO: true, ioReadFileName: 'in.txt', ioWriteFileName: 'out.txt' })), null);
  t.equal(message({ ...valid(), cases: [] }), 'Add at least one test case');
  t.equal(message({ ...valid(), upload: true, cases: [] }), 'Upload the test data zip');
  t.match(message({ ...valid(), userExtraFiles: [{ name: 'lib.h', content: '' }] }), /File name and content are required/);
  t.match(message({ ...valid(), judgeExtraFiles: [{ name: '../x', content: 'a' }] }), /File name and content are required/);
  t.match(message({ ...valid(), judgeExtraFiles: [{ name: 'a.h', content: '1' }, { name: 'a.h', content: '2' }] }), /same name/);
});

t.test('examples and extra files round-trip through their stored text', async (t) => {
  const examples = [{ input: '1 2\n', output: '3\n' }, { input: 'x', output: 'y' }];
  t.same(parseExamples(formatExamples(examples)), examples);
  t.equal(formatExamples([{ input: '1', output: '2' }]), '<input>1</input><output>2</output>');
  const files = [{ name: 'testlib.h', content: '#pragma once' }];
  t.same(parseExtraFiles(formatExtraFiles(files)), files);
  t.equal(formatExtraFiles([]), null);
  t.same(parseExtraFiles('not json'), []);
  t.same(toCaseRow({ input: 'a', output: 'b', score: '10', groupNum: '' }), { input: 'a', output: 'b', score: 10, groupNum: null });
});

t.test('every string exists in both languages', async (t) => {
  t.same(Object.keys(zh).sort(), Object.keys(en).sort());
  for (const [k, v] of Object.entries(zh)) t.ok(v.trim(), `zh ${k}`);
  const dir = new URL('../src/admin/', import.meta.url);
  const used = new Set(readdirSync(dir).flatMap((f) => [...readFileSync(new URL(f, dir), 'utf8').matchAll(/'(PA_[A-Za-z_]+|Problem_Admin)'/g)].map((m) => m[1])));
  t.ok(used.size > 50, 'the pages use their strings');
  t.same([...used].filter((k) => !(k in en)), [], 'every key the pages use is defined');
});
