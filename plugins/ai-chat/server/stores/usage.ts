// The chat calls' audit (ai_chat_audit) and the reservations of calls in flight
// (ai_chat_reservation), with what the quota check reads in the same transaction: the chat's lock
// and its kept messages. Only this store names the audit and reservation tables.
import { PluginStore, paginate, type Knex, type PageOf, type PageParams, type PluginContext } from '@oj/sdk';
import type { ListedAuditRow } from '../../shared/index.ts';
import type { AuditStatus } from '../../shared/browser.ts';

/** a reservation older than this is a call that never ended (the server stopped): it no longer counts */
const RESERVATION_LIFETIME = `interval '1 hour'`;

/** an audit row as written */
export interface NewAudit {
  uid: string; problemId: string | null; contestId: number | null; trainingId: number | null;
  model: string | null; promptTokens: number; completionTokens: number; status: AuditStatus;
}

export class UsageStore extends PluginStore {
  private readonly audits: string;
  private readonly reservations: string;
  private readonly chats: string;
  private readonly messages: string;

  constructor(ctx: PluginContext) {
    super(ctx);
    this.audits = ctx.table('audit');
    this.reservations = ctx.table('reservation');
    this.chats = ctx.table('chat');
    this.messages = ctx.table('message');
  }

  /** locks the chat's row until the transaction ends; false when there is no such chat */
  async lockChat(trx: Knex.Transaction, cid: number): Promise<boolean> {
    return Boolean(await trx(this.chats).where({ cid }).forUpdate().first('cid'));
  }

  /** a lock of the transaction on a name (one quota's checks one after the other) */
  async lockName(trx: Knex.Transaction, name: string): Promise<void> {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [name]);
  }

  /**
   * the chat's kept messages and, twice, its calls in flight (a question and its answer each), in
   * one statement: an ending call moves its turn from the one to the other in one transaction
   */
  async chatMessagesCounted(trx: Knex.Transaction, cid: number): Promise<number> {
    const live = trx(this.reservations).where('createTime', '>', trx.raw(`now() - ${RESERVATION_LIFETIME}`)).where({ cid }).count('*');
    const counted = await trx.first<{ n: string | number } | undefined>(trx.raw('(?) + 2 * (?) as n', [trx(this.messages).where({ cid }).count('*'), live]));
    return Number(counted?.n ?? 0);
  }

  /**
   * the tokens of the last 24 hours and those reserved by calls in flight, of one user or (null) the
   * site, read in ONE statement: a call that ends moves its tokens from its reservation to its audit
   * row in one transaction, and two statements could each miss them
   */
  async tokensUsed(trx: Knex.Transaction, uid: string | null): Promise<number> {
    const audited = trx(this.audits).where('createTime', '>', trx.raw(`now() - interval '1 day'`)).sum({ n: trx.raw('prompt_tokens + completion_tokens') });
    const reserved = trx(this.reservations).where('createTime', '>', trx.raw(`now() - ${RESERVATION_LIFETIME}`)).sum({ n: 'tokens' });
    if (uid) { audited.where({ uid }); reserved.where({ uid }); }
    const row = await trx.first<{ n: string | number | null } | undefined>(trx.raw('coalesce((?), 0) + coalesce((?), 0) as n', [audited, reserved]));
    return Number(row?.n ?? 0);
  }

  /** keeps a reservation of `tokens` for a call in the chat; its id */
  async reserve(trx: Knex.Transaction, uid: string, cid: number, tokens: number): Promise<number> {
    const [row] = await trx(this.reservations).insert({ uid, cid, tokens }).returning<Array<{ id: number }>>('id');
    return row!.id;
  }

  /** the call ended: its reservation goes (in `trx` when given) */
  async release(id: number, trx?: Knex.Transaction): Promise<void> {
    await this.db(trx)(this.reservations).where({ id }).delete();
  }

  /** one audit row (in `trx` when given) */
  async audit(row: NewAudit, trx?: Knex.Transaction): Promise<void> {
    await this.db(trx)(this.audits).insert(row);
  }

  /** one page of the audit with each user's name, the newest first */
  auditPage(params: PageParams): Promise<PageOf<ListedAuditRow>> {
    return paginate<ListedAuditRow>(this.ctx.db(`${this.audits} as a`), params, (q) => q
      .leftJoin(`${this.ctx.users.table} as u`, 'u.uid', 'a.uid')
      .select('a.*', 'u.username').orderBy('a.id', 'desc'));
  }
}
