// The comment area as users meet it (spec 1 §2.10, §5, §7; spec 3 §6): comments and replies on a
// discussion and in a contest's Q&A, the first replies and the rest, likes, delete rules, the
// messages they send, the discussion's comment count, the contest phases and who sees what, the
// posting rules, and markdown kept safe.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { PLUGINS, DEFAULT_LIMITS, post, postingRules, type Page } from '../../discussions/test/helpers.ts';
import { createContest, register } from '../../contests/test/helpers.ts';
import type { CommentList, CommentView, ReplyView } from '../shared/index.ts';
import type { DiscussionView } from '@oj/plugin-discussions/browser';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
await postingRules(site, { defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0, defaultCreateDiscussionDailyLimit: 1000 });
const ann = await site.userWithToken('ann');
const bob = await site.userWithToken('bob');
const cat = await site.userWithToken('cat');
const admin = await site.userWithToken('adm', 'admin');
const root = await site.userWithToken('boss', 'root');
const muted = await site.userWithToken('quiet', 'mute_user');
const nodisc = await site.userWithToken('nodisc', 'no_discuss_user');

const comments = (area: Record<string, number>, token?: string, query: Record<string, number> = {}) =>
  site.api<CommentList>('GET', '/api/comments', { query: { ...area, ...query }, token, lang: 'en-US' });
const comment = (token: string, area: Record<string, number>, content: unknown, lang = 'en-US') =>
  site.api<CommentView>('POST', '/api/comment', { token, body: { content, ...area }, lang });
const reply = (token: string, area: Record<string, number>, commentId: number, content: string, quote?: { quoteId: number; quoteType: 'Comment' | 'Reply' }, lang = 'en-US') =>
  site.api<ReplyView>('POST', '/api/reply', { token, body: { reply: { commentId, content, toUid: null }, ...area, ...quote }, lang });
const detail = (did: number) => site.api<DiscussionView>('GET', '/api/get-discussion-detail', { query: { did } });

t.test('content: not blank, at most 10000 characters, in both languages; nothing is written on a refusal', async (t) => {
  const did = await post(site, ann.token, {});
  for (const [content, en, zh] of [['  \n ', 'Content cannot be empty', '内容不能为空'], ['', 'Content cannot be empty', '内容不能为空'], ['x'.repeat(10_001), 'Content can not exceed 10000 characters', '内容不能超过 10000 个字符']]) {
    t.same([(await comment(bob.token, { did }, content)).status, (await comment(bob.token, { did }, content)).msg], [400, en]);
    t.equal((await comment(bob.token, { did }, content, 'zh-CN')).msg, zh);
  }
  t.equal((await comment(bob.token, { did }, 'x'.repeat(10_000))).status, 200, 'exactly 10000');
  t.equal((await comments({ did })).data.commentList.total, 1);
  t.equal((await site.api('POST', '/api/comment', { body: { content: 'hi', did }, lang: 'en-US' })).msg, 'Please login first!', 'a visitor must log in');
  t.equal((await comment(bob.token, {}, 'hi')).msg, 'This comment area does not exist', 'no area');
  t.equal((await comment(bob.token, { did, cid: 1 }, 'hi')).msg, 'This comment area does not exist', 'two areas');
  t.equal((await comment(bob.token, { did: 99_999 }, 'hi')).msg, 'This comment area does not exist', 'a missing discussion');
  t.equal((await comment(muted.token, { did }, 'hi')).status, 403, 'a muted user may not comment');
  t.equal((await comment(nodisc.token, { did }, 'hi')).status, 200, 'a user without discussion rights still comments (spec 1 §6)');
});

t.test('a discussion\'s comments: 10 a load, newest first, the 3 newest replies, the rest on asking, likes and counts', async (t) => {
  const did = await post(site, ann.token, { title: 'Thread' });
  const ids: number[] = [];
  for (let i = 1; i <= 12; i++) ids.push((await comment(i % 2 ? bob.token : cat.token, { did }, `comment ${i}`)).data.id);
  const first = await comments({ did }, ann.token);
  t.equal(first.data.commentList.total, 12);
  t.same(first.data.commentList.records.map((c) => c.content).slice(0, 2), ['comment 12', 'comment 11']);
  t.equal(first.data.commentList.records.length, 10);
  t.same((await comments({ did }, undefined, { currentPage: 2 })).data.commentList.records.map((c) => c.content), ['comment 2', 'comment 1']);
  const target = ids[0]!;
  const r1 = await reply(ann.token, { did }, target, 'reply 1');
  t.equal(r1.msg, 'Reply Successfully');
  t.same([r1.data.fromName, r1.data.toName, r1.data.quoteType, r1.data.quoteId], ['ann', 'bob', 'Comment', target], 'a reply to the comment names its author');
  const r2 = await reply(cat.token, { did }, target, 'reply 2', { quoteId: r1.data.id, quoteType: 'Reply' });
  t.same([r2.data.toName, r2.data.quoteType, r2.data.quoteId], ['ann', 'Reply', r1.data.id], 'a reply to a reply names that reply\'s author');
  for (let i = 3; i <= 5; i++) await reply(bob.token, { did }, target, `reply ${i}`);
  const page2 = await comments({ did }, undefined, { currentPage: 2 });
  const withReplies = page2.data.commentList.records.find((c) => c.id === target)!;
  t.equal(withReplies.totalReplyNum, 5);
  t.same(withReplies.replyList.map((r) => r.content), ['reply 5', 'reply 4', 'reply 3'], 'the three newest come with it');
  const all = await site.api<ReplyView[]>('GET', '/api/reply', { query: { commentId: target } });
  t.same(all.data.map((r) => r.content), ['reply 5', 'reply 4', 'reply 3', 'reply 2', 'reply 1'], 'all on asking');
  t.equal((await detail(did)).data.commentNum, 17, 'the discussion counts comments and replies');
  // a reply quoting a reply of another comment is refused
  const other = ids[1]!;
  const wrong = await reply(bob.token, { did }, other, 'x', { quoteId: r1.data.id, quoteType: 'Reply' });
  t.same([wrong.status, wrong.msg], [404, 'This comment does not exist or has been deleted']);
  // likes
  const like = (token: string, toLike: boolean) => site.api('GET', '/api/comment-like', { token, query: { cid: target, toLike, sourceId: did, sourceType: 'Discussion' }, lang: 'en-US' });
  t.equal((await like(ann.token, true)).msg, 'Liked successfully');
  await like(ann.token, true);
  await like(cat.token, true);
  const liked = await comments({ did }, ann.token, { currentPage: 2 });
  t.equal(liked.data.commentList.records.find((c) => c.id === target)!.likeNum, 2);
  t.equal(liked.data.commentLikeMap[String(target)], true);
  t.equal(liked.data.commentLikeMap[String(ids[1])], false);
  await like(cat.token, false);
  t.equal((await comments({ did }, undefined, { currentPage: 2 })).data.commentList.records.find((c) => c.id === target)!.likeNum, 1);
});

t.test('messages: a comment tells the discussion\'s author, a reply the one replied to, a like the comment\'s author', async (t) => {
  const dan = await site.userWithToken('dan');
  const fay = await site.userWithToken('fay');
  const did = await post(site, dan.token, { title: 'Ask me' });
  const c = (await comment(fay.token, { did }, 'A **question**')).data;
  const r = (await reply(dan.token, { did }, c.id, 'An answer')).data;
  await site.api('GET', '/api/comment-like', { token: dan.token, query: { cid: c.id, toLike: true } });
  await comment(dan.token, { did }, 'my own: no message');
  const unread = await site.api<Record<string, number>>('GET', '/api/msg/unread', { token: dan.token });
  t.same(unread.data, { comment: 1, reply: 0, like: 0, sys: 0, mine: 0 }, 'the author: one comment');
  const fays = await site.api<Record<string, number>>('GET', '/api/msg/unread', { token: fay.token });
  t.same([fays.data.reply, fays.data.like], [1, 1], 'the commenter: a reply and a like');
  const discuss = await site.api<Page<{ action: string; sourceTitle: string; sourceContent: string; url: string; senderUsername: string }>>('GET', '/api/msg/comment', { token: dan.token });
  t.same(discuss.data.records.map((m) => [m.action, m.sourceTitle, m.sourceContent, m.url, m.senderUsername]), [['Discuss', 'Ask me', 'A **question**', `/discussion-detail/${did}`, 'fay']]);
  const replies = await site.api<Page<{ action: string; sourceContent: string; quoteContent: string }>>('GET', '/api/msg/reply', { token: fay.token });
  t.same(replies.data.records.map((m) => [m.action, m.sourceContent, m.quoteContent]), [['Reply', 'An answer', 'A **question**']]);
  void r;
});

t.test('delete: the author, or an admin role on a discussion; confirmation is the page\'s; the count follows', async (t) => {
  const did = await post(site, ann.token, {});
  const c = (await comment(bob.token, { did }, 'bob says')).data;
  const r = (await reply(cat.token, { did }, c.id, 'cat says')).data;
  const delC = (token: string, id: number) => site.api('DELETE', '/api/comment', { token, body: { id, fromUid: 'ignored', did }, lang: 'en-US' });
  const delR = (token: string, id: number) => site.api('DELETE', '/api/reply', { token, body: { reply: { id, commentId: c.id }, did }, lang: 'en-US' });
  t.same([(await delC(cat.token, c.id)).status, (await delC(cat.token, c.id)).msg], [403, 'You may not delete this comment']);
  t.equal((await delC(ann.token, c.id)).status, 403, 'not even the discussion\'s author');
  t.equal((await delR(bob.token, r.id)).status, 403, 'nor the comment\'s author for a reply');
  t.equal((await detail(did)).data.commentNum, 2);
  t.equal((await delR(cat.token, r.id)).msg, 'Delete successfully');
  t.equal((await detail(did)).data.commentNum, 1);
  const c2 = (await comment(cat.token, { did }, 'to be moderated')).data;
  t.equal((await delC(admin.token, c2.id)).status, 200, 'an admin role on a discussion');
  t.equal((await delC(bob.token, c.id)).status, 200, 'the author');
  t.equal((await comments({ did })).data.commentList.total, 0);
  t.equal((await detail(did)).data.commentNum, 0);
  t.equal((await delC(bob.token, c.id)).status, 404, 'twice is not found');
  // deleting the discussion takes its comments
  const c3 = (await comment(bob.token, { did }, 'left behind?')).data;
  await site.api('DELETE', '/api/discussion', { token: ann.token, query: { did } });
  t.equal((await site.api('GET', '/api/reply', { query: { commentId: c3.id }, lang: 'en-US' })).status, 404);
  t.equal(Number(((await site.db('comments_comment').where({ did }).count({ n: '*' })) as Array<{ n: string }>)[0]!.n), 0, 'no comment is left');
});

t.test('a discussion that is disabled or whose area is off has no comment area for others', async (t) => {
  const did = await post(site, ann.token, {});
  await comment(bob.token, { did }, 'early');
  await site.api('PUT', '/api/admin/discussion', { token: admin.token, body: { id: did, status: 1 } });
  t.equal((await comments({ did }, cat.token)).msg, 'This comment area does not exist');
  t.equal((await comments({ did }, ann.token)).data.commentList.total, 1, 'its author still reads it');
  t.equal((await comment(cat.token, { did }, 'x')).status, 404);
  await site.api('PUT', '/api/admin/discussion', { token: admin.token, body: { id: did, status: 0 } });
  await postingRules(site, { openPublicDiscussion: false });
  t.equal((await comments({ did }, ann.token)).status, 404, 'switched off');
  await postingRules(site, { openPublicDiscussion: true });
});

t.test('posting rules: accepted problems for a discussion\'s comments (admins exempt), and a flood', async (t) => {
  const did = await post(site, ann.token, {});
  await postingRules(site, { defaultCreateCommentACInitValue: 3 });
  const r = await comment(bob.token, { did }, 'hi');
  t.same([r.status, r.msg], [403, 'You need at least 3 accepted problems before you can comment']);
  t.equal((await comment(bob.token, { did }, 'hi', 'zh-CN')).msg, '至少通过 3 道题目才能评论');
  t.equal((await reply(bob.token, { did }, (await comment(admin.token, { did }, 'admin')).data.id, 'x')).status, 403, 'replies too');
  await postingRules(site, { defaultCreateCommentACInitValue: 0 });
  const other = await TestSite.start({ plugins: DEFAULT_LIMITS });
  t.teardown(() => other.close());
  await postingRules(other, { defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0 });
  const eve = await other.userWithToken('eve');
  const odid = await post(other, eve.token, {});
  for (let i = 0; i < 6; i++) t.equal((await other.api('POST', '/api/comment', { token: eve.token, body: { content: `c${i}`, did: odid } })).status, 200);
  const flood = await other.api('POST', '/api/comment', { token: eve.token, body: { content: 'one more', did: odid }, lang: 'en-US' });
  t.match(flood.msg, /^You are doing this too often: at most 6 times every 1 minutes; try again in \d+ seconds$/);
});

t.test('markdown is sanitised when stored; an admin keeps the wider list, never script', async (t) => {
  const did = await post(site, ann.token, {});
  const payload = '<u>u</u> <img src=x onerror=alert(1)> [a](javascript:alert(1)) <svg onload=alert(1)>';
  const mine = (await comment(bob.token, { did }, payload)).data.content;
  const adm = (await comment(admin.token, { did }, payload)).data.content;
  const rep = (await reply(bob.token, { did }, (await comment(bob.token, { did }, 'x')).data.id, payload)).data.content;
  for (const c of [mine, adm, rep]) t.notMatch(c, /onerror|onload|javascript:|<svg/i);
  t.notMatch(mine, /<u>/);
  t.match(adm, /<u>u<\/u>/);
  t.equal((await comments({ did })).data.commentList.records.find((c) => c.content === adm)!.fromRole, 'admin');
});

t.test('a contest\'s Q&A: the switch, entering the contest, who sees what while it runs, the reply rule, contest admins', async (t) => {
  const owner = await site.userWithToken('owner');
  const running = await createContest(site, { uid: owner.uid, author: 'owner', title: 'Live', phase: 'running' });
  const ended = await createContest(site, { uid: owner.uid, author: 'owner', title: 'Past', phase: 'ended' });
  const scheduled = await createContest(site, { uid: owner.uid, author: 'owner', title: 'Soon', phase: 'scheduled' });
  const locked = await createContest(site, { uid: owner.uid, author: 'owner', title: 'Locked', phase: 'running', auth: 1, pwd: 'x' });
  const cid = running;
  t.equal((await comments({ cid })).msg, 'Please login first!', 'a visitor is asked to log in');
  t.equal((await comments({ cid: scheduled }, bob.token)).status, 403, 'not before it starts');
  t.equal((await comments({ cid: scheduled }, owner.token)).status, 200, 'except for its admins');
  t.equal((await comments({ cid: locked }, bob.token)).status, 403, 'a private contest needs registering');
  await register(site, locked, bob.uid);
  t.equal((await comments({ cid: locked }, bob.token)).status, 200, 'then it opens');
  t.equal((await comments({ cid: 99_999 }, bob.token)).status, 404);
  const qb = (await comment(bob.token, { cid }, 'Is n ≤ 10^5?')).data;
  const qc = (await comment(cat.token, { cid }, 'Can I use Java?')).data;
  const ownerNote = (await comment(owner.token, { cid }, 'Problem B is fixed')).data;
  const rootNote = (await comment(root.token, { cid }, 'Welcome')).data;
  const seen = async (token: string) => (await comments({ cid }, token)).data.commentList.records.map((c) => c.content).sort();
  t.same(await seen(bob.token), ['Is n ≤ 10^5?', 'Problem B is fixed', 'Welcome'], 'while it runs: one\'s own and administrators\'');
  t.same(await seen(owner.token), ['Can I use Java?', 'Is n ≤ 10^5?', 'Problem B is fixed', 'Welcome'], 'its admin sees all');
  t.equal((await site.api('GET', '/api/reply', { token: bob.token, query: { commentId: qc.id }, lang: 'en-US' })).status, 404, 'another contestant\'s question is not there');
  t.equal((await site.api('GET', '/api/comment-like', { token: bob.token, query: { cid: qc.id, toLike: true } })).status, 404);
  // the owner answers bob: bob sees the answer, cat does not see bob's thread
  const answer = await reply(owner.token, { cid }, qb.id, 'Yes');
  t.equal(answer.status, 200, answer.msg);
  t.same((await comments({ cid }, bob.token)).data.commentList.records.find((c) => c.id === qb.id)!.replyList.map((r) => r.content), ['Yes']);
  const bobsMsgs = await site.api<Page<{ sourceType: string; url: string; sourceTitle: string }>>('GET', '/api/msg/reply', { token: bob.token });
  t.same(bobsMsgs.data.records.filter((m) => m.sourceType === 'Contest').map((m) => [m.sourceType, m.url, m.sourceTitle]), [['Contest', `/contest/${cid}/comment`, 'Live']]);
  // replies: to one's own, or by an admin; not to the owner's or a root's notes
  t.equal((await reply(bob.token, { cid }, qb.id, 'Thanks')).status, 200, 'on one\'s own question');
  const refused = await reply(bob.token, { cid }, ownerNote.id, 'ok');
  t.same([refused.status, refused.msg], [403, 'You may not reply to this comment during the contest']);
  t.equal((await reply(bob.token, { cid }, rootNote.id, 'hi')).status, 403, 'nor to a root\'s');
  t.equal((await reply(root.token, { cid }, qc.id, 'Yes, Java 17')).status, 200, 'a super admin is a contest admin');
  // delete: contest admins may, others only their own
  const delC = (token: string, id: number) => site.api('DELETE', '/api/comment', { token, body: { id, cid } });
  t.equal((await delC(bob.token, ownerNote.id)).status, 403);
  t.equal((await delC(admin.token, qb.id)).status, 404, 'a site admin who does not administer the contest does not even see it while it runs');
  t.equal((await delC(owner.token, qc.id)).status, 200, 'its owner may');
  // once ended everyone sees everything
  const pastQ = (await comment(cat.token, { cid: ended }, 'Why WA?')).data;
  t.ok((await comments({ cid: ended }, bob.token)).data.commentList.records.some((c) => c.id === pastQ.id), 'after the end all is visible');
  t.equal((await reply(bob.token, { cid: ended }, pastQ.id, 'edge cases')).status, 200, 'and anyone may reply on an ordinary comment');
  // the switch
  await postingRules(site, { openContestComment: false });
  const off = await comments({ cid }, bob.token);
  t.same([off.status, off.msg], [403, 'The website has not opened the contest comment area']);
  t.equal((await comment(bob.token, { cid }, 'x')).msg, 'The website has not opened the contest comment area');
  t.equal((await comments({ did: await post(site, ann.token, {}) })).status, 200, 'discussions are not affected');
  await postingRules(site, { openContestComment: true });
});
