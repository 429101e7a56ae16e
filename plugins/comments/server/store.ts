// The comments plugin's store: comments, replies and likes (comments_comment, comments_reply,
// comments_like), with their authors' public profiles. Only this file names the tables. Who may
// see what is the routes' rule; a list narrowed by it takes a `Narrowing`.
import type { Knex, PluginContext } from '@oj/sdk';
import type { CommentRow, ListedCommentRow, ListedReplyRow, ReplyRow } from '../shared/index.ts';

/** the area a comment is in: a discussion's (did) or a contest's Q&A (cid) */
export interface AreaRef {
  kind: 'discussion' | 'contest';
  id: number;
}

/**
 * Only some authors' comments and replies are shown (a running contest's Q&A): the viewer's own,
 * those of these users and of these roles; a reply also when it answers the viewer
 */
export interface Narrowing {
  viewerUid: string;
  uids: string[];
  roleIds: readonly number[];
}

const AUTHOR = ['u.username', 'u.avatar', 'u.roleId', 'u.titleName', 'u.titleColor'];

export class CommentStore {
  private readonly comments: string;
  private readonly replyTable: string;
  private readonly likes: string;

  constructor(private readonly ctx: PluginContext) {
    this.comments = ctx.table('comment');
    this.replyTable = ctx.table('reply');
    this.likes = ctx.table('like');
  }

  /** the comment with its author */
  comment(id: number): Promise<ListedCommentRow | undefined> {
    return this.ctx.db(`${this.comments} as c`).join(`${this.ctx.users.table} as u`, 'u.uid', 'c.uid')
      .select('c.*', ...AUTHOR).where('c.id', id).first<ListedCommentRow | undefined>();
  }

  /** one page of the area's comments (the newest first) with their authors, and how many there are */
  async page(area: AreaRef, narrowing: Narrowing | null, offset: number, size: number): Promise<{ rows: ListedCommentRow[]; total: number }> {
    const base = this.ctx.db(`${this.comments} as c`).join(`${this.ctx.users.table} as u`, 'u.uid', 'c.uid')
      .where(`c.${area.kind === 'contest' ? 'cid' : 'did'}`, area.id).modify(narrowed(narrowing, 'c'));
    const [{ n }] = await base.clone().count<Array<{ n: string | number }>>({ n: '*' });
    const total = Number(n);
    const rows = total ? await base.clone().select<ListedCommentRow[]>('c.*', ...AUTHOR).orderBy('c.id', 'desc').offset(offset).limit(size) : [];
    return { rows, total };
  }

  /** how many replies each of these comments has (those shown) */
  async replyCounts(commentIds: number[], narrowing: Narrowing | null): Promise<Map<number, number>> {
    const rows = await this.replyBase(commentIds, narrowing).groupBy('r.commentId').select('r.commentId')
      .count<Array<{ commentId: number; n: string | number }>>({ n: '*' });
    return new Map(rows.map((r) => [r.commentId, Number(r.n)]));
  }

  /** the newest `perComment` replies of each of these comments (those shown), the newest first */
  async firstReplies(commentIds: number[], narrowing: Narrowing | null, perComment: number): Promise<ListedReplyRow[]> {
    const db = this.ctx.db;
    const ranked = this.replyBase(commentIds, narrowing).select('r.id', db.raw('row_number() over (partition by r.comment_id order by r.id desc) as k'));
    const firstIds = (await db.from(ranked.as('x')).where('x.k', '<=', perComment).select<Array<{ id: number }>>('x.id')).map((x) => x.id);
    return firstIds.length ? this.listedReplies().whereIn('r.id', firstIds).orderBy('r.id', 'desc') : [];
  }

  /** the comment's replies (those shown), the newest first */
  replies(commentId: number, narrowing: Narrowing | null): Promise<ListedReplyRow[]> {
    return this.listedReplies().where('r.commentId', commentId).modify(narrowed(narrowing, 'r')).orderBy('r.id', 'desc');
  }

  /** the reply with its author and the user it answers */
  listedReply(id: number): Promise<ListedReplyRow | undefined> {
    return this.listedReplies().where('r.id', id).first<ListedReplyRow | undefined>();
  }

  reply(id: number): Promise<ReplyRow | undefined> {
    return this.ctx.db<ReplyRow>(this.replyTable).where({ id }).first();
  }

  /** a reply under the comment */
  replyUnder(commentId: number, id: number): Promise<ReplyRow | undefined> {
    return this.ctx.db<ReplyRow>(this.replyTable).where({ id, commentId }).first();
  }

  /** which of these comments the user likes */
  async likedBy(uid: string, commentIds: number[]): Promise<number[]> {
    const rows = await this.ctx.db(this.likes).where({ uid }).whereIn('commentId', commentIds).select<Array<{ commentId: number }>>('commentId');
    return rows.map((r) => r.commentId);
  }

  /** a new comment in the area; its id */
  async insertComment(area: AreaRef, uid: string, content: string): Promise<number> {
    const [row] = await this.ctx.db<CommentRow>(this.comments)
      .insert({ content, uid, ...(area.kind === 'contest' ? { cid: area.id } : { did: area.id }) }).returning('id');
    return row!.id;
  }

  /** a new reply; its id */
  async insertReply(fields: Pick<ReplyRow, 'commentId' | 'content' | 'uid' | 'toUid' | 'quoteId' | 'quoteType'>): Promise<number> {
    const [row] = await this.ctx.db<ReplyRow>(this.replyTable).insert(fields).returning('id');
    return row!.id;
  }

  /** deletes the comment (its replies and likes go with it) */
  async removeComment(id: number): Promise<void> {
    await this.ctx.db(this.comments).where({ id }).delete();
  }

  async removeReply(id: number): Promise<void> {
    await this.ctx.db(this.replyTable).where({ id }).delete();
  }

  /** deletes a discussion's comments */
  async removeOfDiscussion(did: number): Promise<void> {
    await this.ctx.db(this.comments).where({ did }).delete();
  }

  /** the user likes the comment or not any more; false when that was so already */
  async setLike(commentId: number, uid: string, like: boolean): Promise<boolean> {
    let changed = false;
    await this.ctx.db.transaction(async (trx) => {
      if (like) {
        changed = (await trx(this.likes).insert({ commentId, uid }).onConflict(['commentId', 'uid']).ignore().returning('commentId')).length > 0;
        if (changed) await trx(this.comments).where({ id: commentId }).increment('likeNum', 1);
      } else {
        changed = (await trx(this.likes).where({ commentId, uid }).delete()) > 0;
        if (changed) await trx(this.comments).where({ id: commentId }).where('likeNum', '>', 0).decrement('likeNum', 1);
      }
    });
    return changed;
  }

  /** a discussion's comments and their replies, together */
  async discussionCount(did: number): Promise<number> {
    const { comments, replyTable: replies } = this;
    const result: { rows: Array<{ n: string | number }> } = await this.ctx.db.raw(
      `select (select count(*) from ${comments} where did = ?) + (select count(*) from ${replies} r join ${comments} c on c.id = r.comment_id where c.did = ?) as n`,
      [did, did],
    );
    return Number(result.rows[0]!.n);
  }

  /** replies with their author and the user they answer (as r) */
  private listedReplies(): Knex.QueryBuilder<ListedReplyRow, ListedReplyRow[]> {
    const users = this.ctx.users.table;
    return this.ctx.db<ListedReplyRow>(`${this.replyTable} as r`).join(`${users} as u`, 'u.uid', 'r.uid').leftJoin(`${users} as t`, 't.uid', 'r.toUid')
      .select('r.*', ...AUTHOR, 't.username as toName', 't.avatar as toAvatar');
  }

  /** the replies of these comments (as r, their authors as u) that are shown */
  private replyBase(commentIds: number[], narrowing: Narrowing | null): Knex.QueryBuilder {
    return this.ctx.db(`${this.replyTable} as r`).join(`${this.ctx.users.table} as u`, 'u.uid', 'r.uid').whereIn('r.commentId', commentIds).modify(narrowed(narrowing, 'r'));
  }
}

/** narrows comments (c) or replies (r), their authors as u, to those shown */
function narrowed(narrowing: Narrowing | null, alias: 'c' | 'r') {
  return (b: Knex.QueryBuilder) => {
    if (!narrowing) return;
    b.where((w) => {
      w.where(`${alias}.uid`, narrowing.viewerUid).orWhereIn('u.roleId', [...narrowing.roleIds]);
      for (const uid of narrowing.uids) w.orWhere(`${alias}.uid`, uid);
      if (alias === 'r') w.orWhere('r.toUid', narrowing.viewerUid);
    });
  };
}
