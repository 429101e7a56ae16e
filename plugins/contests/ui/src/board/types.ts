// Placeholder row types until shared/board.ts lands (spec 3 §3 Scoreboard record).
export interface AcmSubmissionInfo {
  ACTime?: number | null;
  errorNum: number;
  tryNum?: number;
  isAC: boolean;
  isFirstAC?: boolean;
  isAfterContest?: boolean;
}
interface RowBase {
  uid: string;
  username: string;
  nickname?: string | null;
  realname?: string | null;
  rank: number;
  gender?: string | null;
  school?: string | null;
  avatar?: string | null;
  isWinAward?: boolean;
  awardBackground?: string | null;
  awardColor?: string | null;
  awardName?: string | null;
  isConcerned?: boolean;
}
export interface AcmRankRow extends RowBase {
  ac: number;
  totalTime: number;
  submissionInfo: Record<string, AcmSubmissionInfo>;
}
export interface OiRankRow extends RowBase {
  totalScore: number;
  totalTime: number;
  submissionInfo: Record<string, number>;
  timeInfo?: Record<string, number>;
}
