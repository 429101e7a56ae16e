// The slots the problems plugin's pages offer other plugins (spec 2 §2: "AI chat tabs" beside the
// statement; notices above it; actions in the admin problem list's header, e.g. a remote judge's
// import). Plain types: the page passes these props to each widget of a slot.
import type { ProblemStatement } from './models.ts';

/** each widget is a tab after Problem Annex: its `title` is the tab's label, its component the pane */
export const PROBLEM_TABS_SLOT = 'problem.tabs';

/** what the problem page passes to a 'problem.tabs' widget (and to its `available`) */
export interface ProblemTabProps {
  /** the problem's own id (P1000), also inside a contest, whose page shows its display id */
  problemId: string;
  /** the problem's row id */
  pid: number;
  /** the contest, training or group the page is opened in */
  contestId?: number;
  /** the display id of the problem in that contest */
  displayId?: string;
  trainingId?: number;
  groupId?: number;
  /** the editor's code and language as they are now */
  getEditor: () => { code: string; language: string };
  /** the caller's status on the problem (a judge status code), null when never submitted or a visitor */
  lastStatus: number | null;
}

/**
 * widgets shown one after another above the statement of the problem page (a notice about the
 * problem, e.g. where a remote judge's problem is judged); each widget decides whether it shows
 */
export const PROBLEM_NOTICE_SLOT = 'problem.notice';

/** what the problem page passes to a 'problem.notice' widget (and to its `available`) */
export interface ProblemNoticeProps {
  /** the statement the page shows: its problemId (TOY-1000), isRemote, … */
  problem: ProblemStatement;
}

/**
 * widgets shown after "Create problem" in the header of the admin problem list (an action that adds
 * problems, e.g. the remote judge's "Import remote problem"); each widget decides whether it shows
 */
export const PROBLEM_ADMIN_ACTIONS_SLOT = 'problems.admin.actions';

/** what the admin problem list passes to a 'problems.admin.actions' widget (and to its `available`) */
export interface ProblemAdminActionsProps {
  /** after the widget added problems: the list goes back to page 1, loaded anew */
  onImported: () => void;
}
