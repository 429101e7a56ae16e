import { TestSite } from '@oj/kernel/testing';
const plugins = ['problems', 'submissions', 'contests', 'trainings', 'discussions', 'comments', 'groups'].map((p) => ({ package: `@oj/plugin-${p}` }));
for (let i = 0; i < 3; i++) {
  const t0 = Date.now();
  const site = await TestSite.start({ plugins });
  const t1 = Date.now();
  await site.close();
  console.log('start', t1 - t0, 'close', Date.now() - t1);
}
