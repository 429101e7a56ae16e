// The web side's link check (issue 9 item 13): every stored link is rendered through safeLink,
// which keeps http(s) URLs and paths of this site and drops everything else.
import t from 'tap';
import { safeLink, isExternalLink } from '../../core/ui/src/safe-link.ts';
import { SAFE_LINKS, UNSAFE_LINKS } from '../../core/kernel/test/fixtures/links.ts';

t.test('unsafe links are dropped: javascript:, data:, vbscript:, //host, backslashes, control characters', (t) => {
  for (const link of UNSAFE_LINKS) t.equal(safeLink(link), undefined, JSON.stringify(link));
  t.equal(safeLink(null), undefined);
  t.equal(safeLink(undefined), undefined);
  t.end();
});

t.test('http(s) URLs, paths of this site and fragments are kept as they are', (t) => {
  for (const link of SAFE_LINKS.filter((l) => l !== '')) t.equal(safeLink(link), link, JSON.stringify(link));
  t.equal(safeLink(''), undefined, 'an empty link is no link');
  t.ok(isExternalLink('https://github.com/alice'));
  t.notOk(isExternalLink('/problem/1000'));
  t.end();
});
