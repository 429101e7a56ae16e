// The ICPC Contest API's tokens: a contest's admins issue one per client (a resolver, a live
// scoreboard) for one contest and one role. The token is random, shown once when issued and kept
// only as a SHA-256 hash; revoking it ends its use at once. Every API call names its token in
// `Authorization: Bearer <token>`, or as the password of HTTP basic authentication (what the
// spec asks providers to support).
import { createHash, randomBytes } from 'node:crypto';
import { OjError, type PluginContext } from '@oj/sdk';
import type { FastifyRequest } from 'fastify';
import { CONTEST_TYPE } from '../../shared/index.ts';
import { ICPC_TOKENS_PER_CONTEST, ONSITE_TOKEN_ROLES, type ContestTokenRole, type OnsiteTokenRole, type IcpcRole, type IcpcTokenIssued, type IcpcTokenView } from '../../shared/icpc.ts';
import type { ContestRow, Contests } from '../core.ts';
import type { IcpcTokenRow } from '../../shared/index.ts';
import type { IcpcTokenStore } from '../stores/icpc-tokens.ts';

/** who calls the API: the contest the token is for and its role */
export interface IcpcCaller {
  contest: ContestRow;
  role: IcpcRole;
}

const TOKEN_PREFIX = 'icpc_';
/** characters of the token kept in the clear to tell tokens apart */
const HINT_LENGTH = 12;
/** a token's last use is written at most this often (each call would otherwise write) */
const LAST_USED_EVERY_MS = 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** the header a browser page sends a contest token in (its Authorization carries the site's session) */
export const CONTEST_TOKEN_HEADER = 'x-contest-token';

/** the token a request names: a Bearer token, or the password of basic authentication */
export function presentedToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const [scheme, value = ''] = header.trim().split(/\s+/, 2);
  if (/^bearer$/i.test(scheme)) return value || null;
  if (/^basic$/i.test(scheme)) {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon >= 0 ? decoded.slice(colon + 1) || null : null;
  }
  return null;
}

/** an onsite helper (a printer host, a balloon runner): the contest its token is for, and the token (what it does names it) */
export interface OnsiteCaller {
  contest: ContestRow;
  tokenId: number;
  tokenName: string;
}

/** the ICPC API is an ACM contest's: an OI contest (its type changed after a token was issued) is refused */
export function requireAcm(c: ContestRow): void {
  if (c.type !== CONTEST_TYPE.acm) throw new OjError('CONTESTS_ICPC_ACM_ONLY');
}

export class IcpcTokens {
  constructor(private readonly ctx: PluginContext, private readonly contests: Contests, private readonly store: IcpcTokenStore) {}

  /** a new token for contest `c`; the answer is the only time the token is seen (a printer token is for any contest type) */
  async issue(c: ContestRow, role: ContestTokenRole, name: string, createdBy: string): Promise<IcpcTokenIssued> {
    if (!(ONSITE_TOKEN_ROLES as readonly string[]).includes(role)) requireAcm(c);
    if ((await this.store.activeCount(c.id)) >= ICPC_TOKENS_PER_CONTEST) throw new OjError('CONTESTS_ICPC_TOO_MANY_TOKENS', 400, { max: ICPC_TOKENS_PER_CONTEST });
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const row = await this.store.insert({
      cid: c.id, role, name: name.trim(), tokenHash: hashOf(token), hint: token.slice(0, HINT_LENGTH), createdBy,
    });
    const [view] = await this.views([row]);
    return { ...view, token };
  }

  /** the contest's tokens, newest first (revoked ones too) */
  async list(cid: number): Promise<IcpcTokenView[]> {
    return this.views(await this.store.list(cid));
  }

  /** the contest a token belongs to, or null when there is no such token */
  async contestOf(id: number): Promise<number | null> {
    return this.store.contestOf(id);
  }

  /** ends a token's use; revoking one twice changes nothing */
  async revoke(id: number): Promise<void> {
    await this.store.revoke(id);
  }

  /**
   * Who calls: the request's token, valid and not revoked, for contest `contestId` (any contest
   * when it is null, as `/` and `/contests` ask), an ACM contest. Refusals are 401 (the token) or
   * 400 (an OI contest), with their message in the caller's language.
   */
  async caller(request: FastifyRequest, contestId: string | null): Promise<IcpcCaller> {
    const token = presentedToken(request);
    if (!token) throw new OjError('CONTESTS_ICPC_TOKEN_MISSING', 401);
    const row = token.length <= 200 ? await this.store.activeByHash(hashOf(token)) : null;
    if (!row) throw new OjError('CONTESTS_ICPC_TOKEN_INVALID', 401);
    // a printer token opens the print queue only, a balloon token the balloon page only
    if (row.role === 'printer') throw new OjError('CONTESTS_ICPC_TOKEN_PRINTER', 403);
    if (row.role === 'balloon') throw new OjError('CONTESTS_ICPC_TOKEN_BALLOON', 403);
    if (contestId !== null && contestId !== String(row.cid)) throw new OjError('CONTESTS_ICPC_TOKEN_OTHER_CONTEST', 401);
    const contest = await this.contests.get(row.cid);
    if (!contest) throw new OjError('CONTESTS_ICPC_TOKEN_INVALID', 401);
    requireAcm(contest);
    await this.touch(row);
    return { contest, role: row.role };
  }

  /**
   * The printer host calling the print queue of contest `cid`: the request's token, valid, not
   * revoked, of role 'printer' and for this contest. Refusals: 401 (no token, not valid or
   * revoked, another contest's), 403 (a token of another role), in the caller's language.
   */
  printer(request: FastifyRequest, cid: number): Promise<OnsiteCaller> {
    return this.onsite(presentedToken(request), cid, 'printer');
  }

  /**
   * A balloon runner: `token` (the page's X-Contest-Token header, or a Bearer token), valid, not
   * revoked, of role 'balloon' and for contest `cid`; refused as the printer's are.
   */
  balloon(token: string | null, cid: number): Promise<OnsiteCaller> {
    return this.onsite(token, cid, 'balloon');
  }

  private async onsite(token: string | null, cid: number, role: OnsiteTokenRole): Promise<OnsiteCaller> {
    const KEY = role === 'printer' ? 'CONTESTS_PRINT_TOKEN' : 'CONTESTS_BALLOON_TOKEN';
    if (!token) throw new OjError(`${KEY}_MISSING`, 401);
    const row = token.length <= 200 ? await this.store.activeByHash(hashOf(token)) : null;
    if (!row) throw new OjError(`${KEY}_INVALID`, 401);
    if (row.role !== role) throw new OjError(role === 'printer' ? 'CONTESTS_PRINT_TOKEN_NOT_PRINTER' : 'CONTESTS_BALLOON_TOKEN_NOT_BALLOON', 403);
    if (row.cid !== cid) throw new OjError(`${KEY}_OTHER_CONTEST`, 401);
    const contest = await this.contests.get(row.cid);
    if (!contest) throw new OjError(`${KEY}_INVALID`, 401);
    await this.touch(row);
    return { contest, tokenId: row.id, tokenName: row.name };
  }

  /** the token's last use, written at most once a minute */
  private async touch(row: IcpcTokenRow): Promise<void> {
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
      await this.store.touch(row.id);
    }
  }

  private async views(rows: IcpcTokenRow[]): Promise<IcpcTokenView[]> {
    const uids = [...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))];
    const names = new Map((uids.length ? await this.ctx.users.byIds(uids) : []).map((u) => [u.uid, u.username]));
    const iso = (d: Date | null) => (d ? d.toISOString() : null);
    return rows.map((r) => ({
      id: r.id, cid: r.cid, role: r.role, name: r.name, hint: r.hint, createdBy: r.createdBy ? names.get(r.createdBy) ?? null : null,
      gmtCreate: r.gmtCreate.toISOString(), lastUsedAt: iso(r.lastUsedAt), revokedAt: iso(r.revokedAt),
    }));
  }
}
