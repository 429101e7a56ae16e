// Spec 2 §3 judge statuses: code → name key, short name and colour (the reference's palette).
export interface StatusInfo {
  /** i18n key (namespace 'problems') */
  name: string;
  short: string;
  color: string;
}

export const JUDGE_STATUS: Record<number, StatusInfo> = {
  [-10]: { name: 'Status_Not_Submitted', short: 'NS', color: '#909399' },
  [-5]: { name: 'Status_Submitted_Unknown_Result', short: 'SNR', color: '#909399' },
  [-4]: { name: 'Status_Cancelled', short: 'CA', color: '#676fc1' },
  [-3]: { name: 'Status_Presentation_Error', short: 'PE', color: '#ff9900' },
  [-2]: { name: 'Status_Compile_Error', short: 'CE', color: '#ff9900' },
  [-1]: { name: 'Status_Wrong_Answer', short: 'WA', color: '#ed3f14' },
  0: { name: 'Status_Accepted', short: 'AC', color: '#19be6b' },
  1: { name: 'Status_Time_Limit_Exceeded', short: 'TLE', color: '#ed3f14' },
  2: { name: 'Status_Memory_Limit_Exceeded', short: 'MLE', color: '#ed3f14' },
  3: { name: 'Status_Runtime_Error', short: 'RE', color: '#ed3f14' },
  4: { name: 'Status_System_Error', short: 'SE', color: '#ed3f14' },
  5: { name: 'Status_Pending', short: '', color: '#ff9900' },
  6: { name: 'Status_Compiling', short: 'CP', color: '#25bb9b' },
  7: { name: 'Status_Judging', short: '', color: '#2d8cf0' },
  8: { name: 'Status_Partial_Accepted', short: 'PAC', color: '#2d8cf0' },
  9: { name: 'Status_Submitting', short: '', color: '#ff9900' },
  10: { name: 'Status_Submitted_Failed', short: 'SF', color: '#909399' },
};

/** spec 2 §4: statuses still moving (polled) */
export const UNFINISHED = [5, 6, 7];
/** spec 2 §9 */
export const POLL_MS = 2000;
export const POLL_MAX = 300;
export const PROBLEM_PAGE_SIZE = 30;
export const CODE_MAX = 65535;

export const DIFFICULTY: Record<number, { key: string; color: string }> = {
  0: { key: 'Easy', color: '#19be6b' },
  1: { key: 'Mid', color: '#ff9900' },
  2: { key: 'Hard', color: '#ed3f14' },
};

/** `<input>..</input><output>..</output>` pairs */
export function parseExamples(text: string | null): Array<{ input: string; output: string }> {
  if (!text) return [];
  const out: Array<{ input: string; output: string }> = [];
  const re = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ input: m[1], output: m[2] });
  return out;
}

/** page / limit query values below 1 or non-numeric fall back (spec 2 §2) */
export function pageParam(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}
