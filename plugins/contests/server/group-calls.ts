// The service's calls for a group's contests (shared/index.ts ContestsService, spec 3 §7
// "Contests" under Groups): the groups plugin decides who may, then lists, edits and deletes a
// group's contests, their problems and announcements here — through the same code as the site's
// contest admin (contest-admin.ts, contest-problem-admin.ts, contest-cards.ts). Each call names
// the group, and a contest of another group (or the site's) is "not found".
import { notFound } from '@oj/sdk';
import type { ContestsService } from '../shared/index.ts';
import { toView, type ContestRow, type Contests } from './core.ts';
import { adminView, type ContestAdmin } from './contest-admin.ts';
import { problemView, type ContestProblemAdmin } from './contest-problem-admin.ts';
import { cardPage } from './contest-cards.ts';

type GroupCalls = Omit<ContestsService, 'get' | 'isContestAdmin' | 'enter' | 'problemPid'>;

export function groupContestCalls(contests: Contests, admin: ContestAdmin, problems: ContestProblemAdmin): GroupCalls {
  /** contest `cid` when it belongs to group `gid` */
  async function ofGroup(gid: number, cid: number): Promise<ContestRow> {
    const c = await contests.get(cid);
    if (!c || c.gid !== gid) throw notFound('CONTESTS_NOT_FOUND');
    return c;
  }

  return {
    async groupContests(gid, query, { all }) {
      const now = Date.now();
      return cardPage(await contests.store.groupPage(gid, all, query, now), now);
    },
    groupContest: async (gid, cid) => adminView(await ofGroup(gid, cid)),
    createGroupContest: async (user, gid, body) => toView(await admin.create(user, body, gid)),
    updateGroupContest: async (gid, cid, body) => admin.update(await ofGroup(gid, cid), body),
    setGroupContestVisible: async (gid, cid, visible) => admin.setVisible(await ofGroup(gid, cid), visible),
    deleteGroupContest: async (gid, cid) => admin.remove(await ofGroup(gid, cid)),

    groupContestProblems: async (gid, cid, query) => problems.list(await ofGroup(gid, cid), query),
    groupContestProblem: async (gid, cid, pid) => problemView(await problems.row(await ofGroup(gid, cid), pid)),
    createGroupContestProblem: async (user, gid, body) => problems.create(user, await ofGroup(gid, body.cid), body, gid),
    writeGroupContestProblem: async (user, gid, body) => problems.write(user, await ofGroup(gid, body.cid), body),
    placeGroupContestProblem: async (gid, body) => problems.place(await ofGroup(gid, body.cid), body),
    removeGroupContestProblem: async (gid, cid, pid) => problems.remove(await ofGroup(gid, cid), pid),
    addPublicProblemToGroupContest: async (gid, cid, pid, displayId) => problems.addPublic(await ofGroup(gid, cid), pid, displayId),
    addProblemToGroupContest: async (gid, cid, problem, displayId) => problems.addChosen(await ofGroup(gid, cid), problem, displayId),

    groupContestAnnouncements: async (gid, cid, query) => admin.announcements(await ofGroup(gid, cid), query),
    addGroupContestAnnouncement: async (user, gid, cid, a) => admin.addAnnouncement(user, await ofGroup(gid, cid), a),
    updateGroupContestAnnouncement: async (gid, cid, a) => admin.updateAnnouncement(await ofGroup(gid, cid), a),
    deleteGroupContestAnnouncement: async (gid, cid, aid) => admin.deleteAnnouncement(await ofGroup(gid, cid), aid),
  };
}
