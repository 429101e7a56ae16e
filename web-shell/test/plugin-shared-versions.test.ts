// Issue 32 §5: a plugin UI records the ranges of the shared packages it was built against, and the
// shell does not load one whose range leaves out the version the shell carries.
import t from 'tap';
import { fileURLToPath } from 'node:url';
import { caretAdmits, sharedMismatch } from '../src/plugins/sharedVersions.ts';
import { installedSharedVersions, rangeOf } from '../../core/plugin-kit/src/shared-versions.ts';

t.test('the kit records the major a remote was built against', (t) => {
  t.equal(rangeOf('18.3.1'), '^18.0.0');
  t.equal(rangeOf('2.90.1'), '^2.0.0');
  t.equal(rangeOf('0.4.2'), '^0.4.0', 'below 1.0 a minor is a major');
  const shell = installedSharedVersions(fileURLToPath(new URL('..', import.meta.url)));
  t.match(shell, { react: /^18\./, 'react-dom': /^18\./, '@douyinfe/semi-ui': /^2\./, '@oj/ui': /^1\./ }, "the shell's own versions, found from its folder");
  t.end();
});

t.test('a caret range admits the same major from its version on', (t) => {
  t.ok(caretAdmits('^18.0.0', '18.3.1'));
  t.ok(caretAdmits('^18.2.0', '18.2.0'));
  t.notOk(caretAdmits('^18.2.0', '18.1.9'), 'older than the build');
  t.notOk(caretAdmits('^18.0.0', '19.0.0'), 'another major');
  t.notOk(caretAdmits('^19.0.0', '18.3.1'));
  t.ok(caretAdmits('^0.4.0', '0.4.7'));
  t.notOk(caretAdmits('^0.4.0', '0.5.0'), 'below 1.0 another minor is another major');
  t.ok(caretAdmits('>=1', '7.0.0'), 'a form the kit does not write is not judged');
  t.end();
});

t.test('the first shared package outside its range is named with what the plugin wants and what the shell has', (t) => {
  const shell = { react: '18.3.1', '@oj/ui': '1.0.0', '@douyinfe/semi-ui': '2.90.1' };
  t.equal(sharedMismatch({ react: '^18.0.0', '@oj/ui': '^1.0.0' }, shell), null);
  t.same(sharedMismatch({ react: '^18.0.0', '@oj/ui': '^2.0.0' }, shell), { pkg: '@oj/ui', wanted: '^2.0.0', present: '1.0.0' });
  t.same(sharedMismatch({ react: '^19.0.0' }, shell), { pkg: 'react', wanted: '^19.0.0', present: '18.3.1' });
  t.equal(sharedMismatch({ jotai: '^3.0.0' }, shell), null, 'a package the shell does not report is not judged');
  t.equal(sharedMismatch(null, shell), null, 'a build that recorded nothing (an older kit) loads as before');
  t.end();
});
