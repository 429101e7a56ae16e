// The tokens of a contest's ICPC API and onsite helpers (contests_icpc_token): issued, listed,
// found by their hash, revoked, and their last use.
import type { PluginContext } from '@oj/sdk';
import type { IcpcTokenRow } from '../../shared/index.ts';
import { Store, tableOf } from './base.ts';

export class IcpcTokenStore extends Store {
  private readonly tokens: string;

  constructor(ctx: PluginContext) {
    super(ctx);
    this.tokens = tableOf(ctx, 'icpc_token');
  }

  /** the contest's tokens not revoked */
  async activeCount(cid: number): Promise<number> {
    const [row] = await this.ctx.db<IcpcTokenRow>(this.tokens).where({ cid }).whereNull('revokedAt').count<{ count: string }[]>('id as count');
    return Number(row?.count ?? 0);
  }

  async insert(token: Pick<IcpcTokenRow, 'cid' | 'role' | 'name' | 'tokenHash' | 'hint' | 'createdBy'>): Promise<IcpcTokenRow> {
    const [row] = await this.ctx.db(this.tokens).insert(token).returning<IcpcTokenRow[]>('*');
    return row;
  }

  /** the contest's tokens, newest first (revoked ones too) */
  list(cid: number): Promise<IcpcTokenRow[]> {
    return this.ctx.db<IcpcTokenRow>(this.tokens).where({ cid }).orderBy('id', 'desc');
  }

  /** the contest a token belongs to */
  async contestOf(id: number): Promise<number | null> {
    return (await this.ctx.db<IcpcTokenRow>(this.tokens).where({ id }).first('cid'))?.cid ?? null;
  }

  /** the token with this hash, not revoked */
  async activeByHash(tokenHash: string): Promise<IcpcTokenRow | null> {
    return (await this.ctx.db<IcpcTokenRow>(this.tokens).where({ tokenHash }).whereNull('revokedAt').first()) ?? null;
  }

  /** the names of these tokens, by id */
  async names(ids: readonly number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    return new Map((await this.ctx.db<IcpcTokenRow>(this.tokens).whereIn('id', ids).select('id', 'name')).map((r) => [r.id, r.name]));
  }

  /** ends a token's use; revoking one twice changes nothing */
  async revoke(id: number): Promise<void> {
    await this.ctx.db(this.tokens).where({ id }).whereNull('revokedAt').update({ revokedAt: this.ctx.db.fn.now() });
  }

  async touch(id: number): Promise<void> {
    await this.ctx.db(this.tokens).where({ id }).update({ lastUsedAt: this.ctx.db.fn.now() });
  }
}
