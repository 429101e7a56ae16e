// Writes docs/openapi.json from the route schemas of a site with the first-party plugins and
// the guestbook enabled (problems, submissions, contests, trainings, discussions, comments, groups, ai-chat, guestbook):  node --conditions=oj-source --import tsx scripts/openapi.ts
import { writeFileSync } from 'node:fs';
import { TestSite } from '@oj/kernel/testing';

const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions' }, { package: '@oj/plugin-contests' }, { package: '@oj/plugin-trainings' }, { package: '@oj/plugin-discussions' }, { package: '@oj/plugin-comments' }, { package: '@oj/plugin-groups' }, { package: '@oj/plugin-ai-chat' }, { package: '@oj/plugin-remote-judge' }, { package: '@oj/plugin-guestbook' }] });
const doc = (await site.api('GET', '/api/openapi.json')).raw;
writeFileSync(new URL('../docs/openapi.json', import.meta.url), `${JSON.stringify(JSON.parse(doc), null, 2)}\n`);
await site.close();
console.log('docs/openapi.json written');
