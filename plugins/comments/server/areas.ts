// The two comment areas and their rules (spec 1 §5 "Comments", spec 3 §6):
// - a discussion's (did): open while the discussion may be read (its area's switch, not disabled);
//   moderators are the discussion's (admin roles, or a group's); posting may need accepted problems;
// - a contest's Q&A (cid): the contest-comment switch, and entering the contest; while it runs a
//   non-admin sees only their own comments and those of administrators; replying is allowed to the
//   comment's author, contest admins, or on a comment from neither a root nor the contest's owner.
import { OjError, badRequest, notFound, type AuthUser, type PluginContext } from '@oj/sdk';
import { discussionsService } from '@oj/plugin-discussions/shared';
import { CONTEST_STATUS, contestsService } from '@oj/plugin-contests/shared';

export interface Area {
  kind: 'discussion' | 'contest';
  id: number;
  /** may moderate: delete anyone's comments, see everything */
  admin: boolean;
  /** the contest is running: non-admins see only their own comments and administrators' */
  restricted: boolean;
  /** the contest's owner (its author), for the reply rule; null for a discussion */
  ownerUid: string | null;
  /** the discussion's author (gets the Discuss message) and title */
  authorUid: string | null;
  title: string;
  url: string;
  sourceType: 'Discussion' | 'Contest';
}

type AreaRef = number | null | undefined;
const given = (v: AreaRef): v is number => v !== undefined && v !== null;

export class Areas {
  constructor(private readonly ctx: PluginContext) {}

  /** the area named by a call (exactly one of cid and did), for `user` (null: a visitor) */
  async resolve(user: AuthUser | null, ref: { cid?: AreaRef; did?: AreaRef }): Promise<Area> {
    const hasCid = given(ref.cid);
    const hasDid = given(ref.did);
    if (hasCid === hasDid) throw badRequest('COMMENTS_AREA_NOT_FOUND');
    return hasCid ? this.contest(user, ref.cid!) : this.discussion(user, ref.did!);
  }

  /** the area a stored comment is in */
  async of(user: AuthUser | null, c: { cid: number | null; did: number | null }): Promise<Area> {
    return c.cid != null ? this.contest(user, c.cid) : this.discussion(user, c.did!);
  }

  private async discussion(user: AuthUser | null, did: number): Promise<Area> {
    const discussions = this.ctx.services.maybe(discussionsService);
    if (!discussions) throw notFound('COMMENTS_AREA_NOT_FOUND');
    const d = await discussions.readable(user, did);
    if (!d) throw notFound('COMMENTS_AREA_NOT_FOUND');
    return {
      kind: 'discussion', id: d.id, admin: await discussions.isModerator(user, d.id), restricted: false, ownerUid: null,
      authorUid: d.uid, title: d.title, url: `/discussion-detail/${d.id}`, sourceType: 'Discussion',
    };
  }

  private async contest(user: AuthUser | null, cid: number): Promise<Area> {
    const contests = this.ctx.services.maybe(contestsService);
    if (!contests) throw notFound('COMMENTS_AREA_NOT_FOUND');
    if (!(await this.ctx.settings.switchOn('openContestComment'))) throw new OjError('OJ_SWITCH_OFF_openContestComment', 403);
    // a contest's Q&A is inside the contest: login, then the contest's own entry rules
    if (!user) throw new OjError('OJ_AUTH_LOGIN_REQUIRED', 401);
    const { contest, admin } = await contests.enter(user, cid);
    return {
      kind: 'contest', id: contest.id, admin, restricted: !admin && contest.status === CONTEST_STATUS.running, ownerUid: contest.uid,
      authorUid: null, title: contest.title, url: `/contest/${contest.id}/comment`, sourceType: 'Contest',
    };
  }
}
