// `oj seed --demo`: a few users, announcements and a carousel image, to see a lively site.
import { randomUUID } from 'node:crypto';
import { connectDatabase, hashPassword, randomPassword, loadPlugins, migrateUp, migrationUnits } from '@oj/kernel';
import { FileStore, openSharedStore } from '@oj/kernel/files';
import type { ParsedArgs } from '../args.ts';
import { configFrom } from '../config.ts';
import { openDatabase } from '../database.ts';
import { gradientPng } from '../png.ts';

const DEMO_USERS = [
  { username: 'alice', nickname: 'Alice', school: 'Demo University' },
  { username: 'bob', nickname: 'Bob', school: 'Demo High School' },
  { username: 'carol', nickname: 'Carol', school: 'Demo University' },
];

const ANNOUNCEMENTS = [
  { title: '欢迎 / Welcome', content: '欢迎来到本站！这是演示数据。\n\nWelcome! This is demo content: **markdown**, `code` and $a^2+b^2=c^2$ all render.' },
  { title: '比赛须知 / Contest rules', content: '1. 独立完成 / work on your own\n2. 按时提交 / submit on time' },
];

export async function run(args: ParsedArgs): Promise<void> {
  if (args.flags.demo !== true) throw new Error('usage: oj seed --demo');
  const config = configFrom(args);
  const database = await openDatabase(config);
  const db = connectDatabase(database.url, { poolMax: 1 });
  try {
    await migrateUp(db, migrationUnits(await loadPlugins(config.plugins, config.baseDir, [], config)));
    const created: string[] = [];
    for (const u of DEMO_USERS) {
      if (await db('users').whereRaw('lower(username) = ?', [u.username]).first('uid')) continue;
      const password = randomPassword(10);
      await db('users').insert({ uid: randomUUID().replace(/-/g, ''), ...u, email: `${u.username}@example.com`, passwordHash: await hashPassword(password, config.passwordCost) });
      created.push(`  ${u.username} / ${password}`);
    }
    const author = await db('users').where({ roleId: 1000 }).first('uid', 'username');
    for (const a of ANNOUNCEMENTS) {
      if (!(await db('announcements').where({ title: a.title }).first('id'))) await db('announcements').insert({ ...a, uid: author?.uid ?? null, username: author?.username ?? null });
    }
    if (!(await db('files').where({ kind: 'carousel' }).first('id'))) {
      const shared = openSharedStore(config, (reason, key) => console.error(`the shared store failed on ${key}: ${reason}`));
      const store = new FileStore(db, shared);
      try {
        await store.save({ uid: author?.uid ?? null, kind: 'carousel', name: 'welcome.png', bytes: gradientPng(880, 440, [38, 120, 200], [120, 60, 180]) });
      } finally {
        if (shared.kind === 's3') shared.close();
      }
    }
    console.log(created.length ? `demo users (shown once):\n${created.join('\n')}` : 'demo users already exist');
    console.log('demo announcements and carousel image are in place');
  } finally {
    await db.destroy();
    await database.close();
  }
}
