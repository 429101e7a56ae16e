// The shell's English strings that count something say "1 submission", not "1 submissions": a
// string with "{{count}} <noun>s" has its singular form beside it (i18next's _one / _other keys).
import t from 'tap';
import i18next from 'i18next';
import en from '../src/locales/en-US.ts';
import zh from '../src/locales/zh-CN.ts';

const strings = en as Record<string, string>;

t.test('every English string that counts a plural noun has a singular form', async (t) => {
  const counted = Object.entries(strings).filter(([key, text]) => /\{\{count\}\} [a-z]+s\b/.test(text) && !key.endsWith('_other'));
  t.same(counted.map(([key]) => key), [], 'no "{{count}} …s" string without _one and _other');
  for (const key of Object.keys(strings).filter((k) => k.endsWith('_one'))) {
    t.ok(`${key.slice(0, -4)}_other` in strings, `${key}: its _other form`);
    t.ok(key in zh, `${key}: in Chinese too`);
  }
});

t.test('the heatmap tooltip and the unread notice count in English and Chinese', async (t) => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en-US', resources: { 'en-US': { translation: en }, 'zh-CN': { translation: zh } } });
  t.equal(i18n.t('Heatmap_Tooltip', { date: '2026-11-28', count: 1 }), '2026-11-28: 1 submission');
  t.equal(i18n.t('Heatmap_Tooltip', { date: '2026-11-28', count: 3 }), '2026-11-28: 3 submissions');
  t.equal(i18n.t('You_Have_Unread_Messages', { count: 1 }), 'You have 1 unread message.');
  await i18n.changeLanguage('zh-CN');
  t.equal(i18n.t('Heatmap_Tooltip', { date: '2026-11-28', count: 1 }), '2026-11-28：1 次提交');
});
