// A group's contests (spec 3 "Group contest list", §6, §7 "Contests"; reference
// GroupContestController): the contests plugin keeps them (its tables, the contest form's rules,
// the contest problem form, announcements, through contestsService); this plugin decides who:
// members list the visible ones, group admins create, and the group root or the contest's creator
// edits, deletes, switches its visibility and manages its problems and announcements. Taking part
// (details, problems, submissions, boards) is the contests plugin's own calls, for members only
// (scopes.ts). A contest is reached through its own group only.
import { badRequest, forbidden, mountCall, notFound, ok, type AuthUser, type PluginContext } from '@oj/sdk';
import { PROBLEM_AUTH, problemsService } from '@oj/plugin-problems/shared';
import { contestsService, type ContestView } from '@oj/plugin-contests/shared';
import { groupContestCalls } from '../shared/calls.ts';
import type { GroupRow } from '../shared/index.ts';
import type { Groups } from './core.ts';
import { groupProblemId } from './problem-routes.ts';

export function contestRoutes(ctx: PluginContext, groups: Groups): void {
  const contests = () => ctx.services.get(contestsService);
  const problems = () => ctx.services.get(problemsService);

  /**
   * Contest `cid` of a group, when `user` may manage it (spec 3 §6): a member of its group who is
   * the group root or the contest's creator. A site contest is not a group's: "not found".
   */
  async function managed(user: AuthUser, cid: number): Promise<{ contest: ContestView; group: GroupRow }> {
    const contest = await contests().get(cid);
    if (!contest || contest.gid == null) throw notFound('CONTESTS_NOT_FOUND');
    const { group, standing } = await groups.entered(user, contest.gid);
    if (!standing.root && contest.uid !== user.uid) throw forbidden('GROUPS_CONTEST_ROOT_OR_AUTHOR_ONLY');
    return { contest, group };
  }

  mountCall(ctx.http, groupContestCalls.list, { config: { auth: true } }, async (request) => {
    const { group } = await groups.entered(request.user!, request.query.gid);
    return ok(await contests().groupContests(group.id, request.query, { all: false }));
  });

  mountCall(ctx.http, groupContestCalls.adminList, { config: { auth: true } }, async (request) => {
    const user = request.user!;
    const { group, standing } = await groups.administered(user, request.query.gid);
    const page = await contests().groupContests(group.id, request.query, { all: true });
    return ok({ ...page, records: page.records.map((c) => ({ ...c, manageable: standing.root || c.uid === user.uid })) });
  });

  mountCall(ctx.http, groupContestCalls.get, { config: { auth: true } }, async (request) => {
    const { contest, group } = await managed(request.user!, request.query.cid);
    return ok(await contests().groupContest(group.id, contest.id));
  });

  mountCall(ctx.http, groupContestCalls.create, { config: { auth: true, extraFields: 'strip' } }, async (request) => {
    const user = request.user!;
    const { gid, ...form } = request.body;
    const { group } = await groups.administered(user, gid);
    if (form.id !== undefined) throw notFound('CONTESTS_NOT_FOUND');
    return ok(await contests().createGroupContest(user, group.id, form), ctx.i18n.t(request.locale, 'CONTESTS_CREATED'));
  });

  mountCall(ctx.http, groupContestCalls.update, { config: { auth: true, extraFields: 'strip' } }, async (request) => {
    // the contest stays in its own group, whatever gid the form carries
    const { gid: _gid, ...form } = request.body;
    if (form.id === undefined) throw notFound('CONTESTS_NOT_FOUND');
    const { contest, group } = await managed(request.user!, form.id);
    await contests().updateGroupContest(group.id, contest.id, form);
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_UPDATED'));
  });

  mountCall(ctx.http, groupContestCalls.remove, { config: { auth: true } }, async (request) => {
    const { contest, group } = await managed(request.user!, request.query.cid);
    await contests().deleteGroupContest(group.id, contest.id);
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_DELETED'));
  });

  mountCall(ctx.http, groupContestCalls.setVisible, { config: { auth: true } }, async (request) => {
    const { contest, group } = await managed(request.user!, request.query.cid);
    await contests().setGroupContestVisible(group.id, contest.id, request.query.visible);
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_UPDATED'));
  });

  // the contest's problems
  mountCall(ctx.http, groupContestCalls.problems, { config: { auth: true } }, async (request) => {
    const { contest, group } = await managed(request.user!, request.query.cid);
    return ok(await contests().groupContestProblems(group.id, contest.id, request.query));
  });

  // a new problem of the group, written inside the contest: its id starts with the group's short name (spec 3 §3)
  // the reference's problem form carries the contest's id inside the problem
  mountCall(ctx.http, groupContestCalls.createProblem, { config: { auth: true, extraFields: 'strip', fieldsFrom: { cid: 'problem' } } }, async (request) => {
    const user = request.user!;
    const body = request.body;
    const { group } = await managed(user, body.cid);
    if (body.problem.id !== undefined) throw badRequest('GROUPS_PROBLEM_ID_ON_CREATE');
    const problem = { ...body.problem, problemId: groupProblemId(group, body.problem.problemId) };
    return ok(await contests().createGroupContestProblem(user, group.id, { ...body, problem }), ctx.i18n.t(request.locale, 'CONTESTS_CREATED'));
  });

  mountCall(ctx.http, groupContestCalls.problem, { config: { auth: true } }, async (request) => {
    const { contest, group } = await managed(request.user!, request.query.cid);
    return ok(await contests().groupContestProblem(group.id, contest.id, request.query.pid));
  });

  mountCall(ctx.http, groupContestCalls.updateProblem, { config: { auth: true, extraFields: 'strip' } }, async (request) => {
    const user = request.user!;
    const { id, pid, problem, ...rest } = request.body;
    const { contest, group } = await managed(user, rest.cid);
    if (problem) {
      // spec 3 §6: only the group's own problems are edited in the group; the public set's stay as they are
      if (problem.id === undefined) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
      await contests().groupContestProblem(group.id, contest.id, problem.id);
      if ((await problems().getProblem(problem.id))?.gid !== group.id) throw forbidden('GROUPS_CONTEST_PROBLEM_NOT_OURS');
      await contests().writeGroupContestProblem(user, group.id, { ...rest, problem });
    } else {
      const place = id ?? (pid === undefined ? undefined : (await contests().groupContestProblem(group.id, contest.id, pid)).id);
      if (place === undefined) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
      await contests().placeGroupContestProblem(group.id, { id: place, cid: contest.id, pid, displayId: rest.displayId, displayTitle: rest.displayTitle, color: rest.color });
    }
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_UPDATED'));
  });

  mountCall(ctx.http, groupContestCalls.removeProblem, { config: { auth: true } }, async (request) => {
    const { contest, group } = await managed(request.user!, request.query.cid);
    await contests().removeGroupContestProblem(group.id, contest.id, request.query.pid);
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_DELETED'));
  });

  mountCall(ctx.http, groupContestCalls.addFromPublic, { config: { auth: true, extraFields: 'strip' } }, async (request) => {
    const { contest, group } = await managed(request.user!, request.body.cid);
    const added = await contests().addPublicProblemToGroupContest(group.id, contest.id, request.body.pid, request.body.displayId);
    return ok(added, ctx.i18n.t(request.locale, 'CONTESTS_ADDED'));
  });

  // spec 3 §5: a problem of the group by its problem id, with its display id in the contest; as in the
  // reference it becomes a contest problem (auth 3), out of the group's list while it is one
  mountCall(ctx.http, groupContestCalls.addFromGroup, { config: { auth: true } }, async (request) => {
    const user = request.user!;
    const q = request.query;
    const { contest, group } = await managed(user, q.cid);
    const problem = await problems().getByDisplayId(q.problemId.trim());
    if (!problem || problem.gid !== group.id) throw notFound('GROUPS_PROBLEM_NOT_FOUND');
    const added = await contests().addProblemToGroupContest(group.id, contest.id, problem, q.displayId);
    if (problem.auth !== PROBLEM_AUTH.contest) await problems().setProblemAuth(user, problem.pid, PROBLEM_AUTH.contest);
    return ok(added, ctx.i18n.t(request.locale, 'CONTESTS_ADDED'));
  });

  // the contest's announcements
  mountCall(ctx.http, groupContestCalls.announcements, { config: { auth: true } }, async (request) => {
    const { contest, group } = await managed(request.user!, request.query.cid);
    return ok(await contests().groupContestAnnouncements(group.id, contest.id, request.query));
  });

  mountCall(ctx.http, groupContestCalls.addAnnouncement, { config: { auth: true, extraFields: 'strip' } }, async (request) => {
    const user = request.user!;
    const { contest, group } = await managed(user, request.body.cid);
    const added = await contests().addGroupContestAnnouncement(user, group.id, contest.id, request.body.announcement);
    return ok(added, ctx.i18n.t(request.locale, 'CONTESTS_CREATED'));
  });

  mountCall(ctx.http, groupContestCalls.updateAnnouncement, { config: { auth: true, extraFields: 'strip' } }, async (request) => {
    const { contest, group } = await managed(request.user!, request.body.cid);
    await contests().updateGroupContestAnnouncement(group.id, contest.id, request.body.announcement);
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_UPDATED'));
  });

  mountCall(ctx.http, groupContestCalls.removeAnnouncement, { config: { auth: true } }, async (request) => {
    const { contest, group } = await managed(request.user!, request.query.cid);
    await contests().deleteGroupContestAnnouncement(group.id, contest.id, request.query.aid);
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_DELETED'));
  });
}
