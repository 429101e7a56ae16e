// The contests plugin's table rows as knex reads them (camelCase columns, see the migrations): the
// types the server's stores (server/stores/) read and write with. Type-only.
import type { AwardConfig } from './contest.ts';
import type { ContestTokenRole } from './icpc.ts';
import type { PrintState } from './user-calls.ts';

/** contests_contest (spec 3 §3) */
export interface ContestRow {
  id: number;
  uid: string;
  author: string;
  title: string;
  description: string;
  type: number;
  source: number;
  auth: number;
  pwd: string | null;
  startTime: Date;
  endTime: Date;
  /** seconds (bigint read as text by pg) */
  duration: number | string;
  sealRank: boolean;
  sealRankTime: Date | null;
  autoRealRank: boolean;
  visible: boolean;
  openPrint: boolean;
  openAccountLimit: boolean;
  accountLimitRule: string | null;
  rankShowName: string;
  starAccount: string[];
  openRank: boolean;
  allowEndSubmit: boolean;
  oiRankScoreType: string;
  awardType: number;
  awardConfig: AwardConfig[];
  gid: number | null;
  teamMode: boolean;
  gmtCreate: Date;
  gmtModified: Date;
}

/** contests_problem: a problem's place in a contest */
export interface ContestProblemRow {
  id: number;
  cid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
}

/** contests_register: a registration (a password entered) */
export interface ContestRegisterRow {
  id: number;
  cid: number;
  uid: string;
  gmtCreate: Date;
}

/** contests_seat: where a contestant of an individual contest sits (balloons) */
export interface ContestSeatRow {
  cid: number;
  uid: string;
  room: string;
  seat: string;
}

/** contests_announcement (status 0 visible, 1 hidden) */
export interface ContestAnnouncementRow {
  id: number;
  cid: number;
  title: string;
  content: string;
  uid: string;
  username: string;
  status: number;
  gmtCreate: Date;
  gmtModified: Date;
}

/** contests_print: a print job and its place in the print queue */
export interface ContestPrintRow {
  id: number;
  cid: number;
  uid: string;
  username: string;
  realname: string | null;
  content: string;
  /** 0 not printed, 1 printed */
  status: number;
  gmtCreate: Date;
  state: PrintState;
  claimedAt: Date | null;
  /** the printer token (contests_icpc_token) that claimed it */
  claimedBy: number | null;
  finishedAt: Date | null;
  failReason: string | null;
  teamName: string | null;
}

/** contests_record: a submission made within a contest, as the board and the helpers read it */
export interface ContestRecordRow {
  id: number;
  cid: number;
  uid: string;
  pid: number;
  cpid: number;
  displayId: string;
  submitId: number;
  username: string;
  /** the judge status; null while judging */
  status: number | null;
  submitTime: Date;
  /** seconds from the contest's start (bigint read as text by pg) */
  time: number | string;
  score: number | null;
  useTime: number | null;
  checked: boolean;
  firstBlood: boolean;
  checkedAt: Date | null;
  checkedBy: string | null;
  teamId: number | null;
}

/** contests_icpc_token: a token of the ICPC API or of an onsite helper (printer, balloon runner) */
export interface IcpcTokenRow {
  id: number;
  cid: number;
  role: ContestTokenRole;
  name: string;
  /** hex SHA-256 of the token */
  tokenHash: string;
  hint: string;
  createdBy: string | null;
  gmtCreate: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** contests_team (issue 16 §1) */
export interface ContestTeamRow {
  id: number;
  cid: number;
  name: string;
  affiliation: string;
  inviteCode: string;
  room: string;
  seat: string;
  /** null: made by an admin */
  createdBy: string | null;
  gmtCreate: Date;
}

/** contests_team_member */
export interface ContestTeamMemberRow {
  cid: number;
  teamId: number;
  uid: string;
  gmtCreate: Date;
}
