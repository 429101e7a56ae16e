// Where the contest admin pages work. By default the site's admin area (/admin/contest, the
// /api/admin/contest calls); another plugin that owns contests of its own — the groups plugin's
// Contest tab — shows the same pages for its contests with its own calls and paths by providing a
// scope (`@oj/plugin-contests/admin-ui`). The pages behave the same either way.
import { createContext, useContext } from 'react';
import type { Page } from '@oj/ui';
import { getCases, getProblem } from '@oj/plugin-problems/admin-form';
import * as site from './api.js';
import type { AdminContestProblemRow } from './api.js';

/** the calls the admin pages make; the site's are ./api.js */
export interface ContestAdminCalls {
  getContest: typeof site.getContest;
  createContest: typeof site.createContest;
  updateContest: typeof site.updateContest;
  listContestProblems: typeof site.listContestProblems;
  getContestProblemRow: typeof site.getContestProblemRow;
  updateContestProblem: typeof site.updateContestProblem;
  addFromPublic: typeof site.addFromPublic;
  createContestProblem: typeof site.createContestProblem;
  updateContestProblemWrite: typeof site.updateContestProblemWrite;
  removeContestProblem: typeof site.removeContestProblem;
  /** a page of public problems to add (their id, problem id and title are what the picker shows) */
  listPublicProblems(q: Parameters<typeof site.listPublicProblems>[0]): Promise<{ data: Page<{ id: number; problemId: string; title: string }> }>;
  listAnnouncements: typeof site.listAnnouncements;
  saveAnnouncement: typeof site.saveAnnouncement;
  deleteAnnouncement(cid: number, aid: number): ReturnType<typeof site.deleteAnnouncement>;
  /** the languages a problem of the contest is submitted in */
  problemLanguages(cid: number, pid: number): Promise<string[]>;
  /** the problem as the bank's form edits it, and its test cases */
  getProblem: typeof getProblem;
  getCases: typeof getCases;
  /** a problem of the contest's owner by its problem id, with its display id (a group's own problems); absent: not offered */
  addFromOwner?(cid: number, problemId: string, displayId: string): Promise<unknown>;
  /** a remote judge's problem by its id there, with its display id (the site's contests); absent: not offered */
  importRemote?: typeof site.importRemoteProblem;
  /** the remote judges to import from (none: the import is not offered) */
  listRemoteBanks?: typeof site.listRemoteBanks;
}

/** where the pages lead */
export interface ContestAdminPaths {
  list: string;
  problems(cid: number): string;
  problemCreate(cid: number): string;
  problemEdit(cid: number, pid: number): string;
  announcements(cid: number): string;
}

export interface ContestAdminScope {
  calls: ContestAdminCalls;
  paths: ContestAdminPaths;
  /** may the caller take a problem out of the contest; absent: the site's rule (root and problem admins) */
  canRemoveProblems?: boolean;
  /** may this problem of the contest be edited here; absent: every one */
  canEditProblem?(row: AdminContestProblemRow): boolean;
}

export const siteScope: ContestAdminScope = {
  calls: {
    ...site,
    importRemote: site.importRemoteProblem,
    deleteAnnouncement: (_cid, aid) => site.deleteAnnouncement(aid),
    // with the contest named the answer is the problem page's detail (the reference's row has no languages)
    problemLanguages: async (cid, pid) => {
      const problem = (await site.getContestProblem(cid, pid)).data;
      return 'languages' in problem ? problem.languages : [];
    },
    getProblem,
    getCases,
  },
  paths: {
    list: '/admin/contest',
    problems: (cid) => `/admin/contest/${cid}/problems`,
    problemCreate: (cid) => `/admin/contest/${cid}/problem/create`,
    problemEdit: (cid, pid) => `/admin/contest/${cid}/problem/${pid}/edit`,
    announcements: (cid) => `/admin/contest/${cid}/announcement`,
  },
};

export const ContestAdminScopeContext = createContext<ContestAdminScope>(siteScope);
export const useContestAdminScope = (): ContestAdminScope => useContext(ContestAdminScopeContext);
