// Spec 2 §3 judge statuses, shared by every plugin that shows a verdict: code → name key (in the
// kit's own strings), short name and colour (the reference's palette), and the polling rules of §9.
export interface StatusInfo {
  /** i18n key in the kit's default namespace */
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

/** spec 2 §4: statuses still moving (polled): Pending, Compiling, Judging, and a remote judge's Submitting */
export const UNFINISHED_STATUSES: readonly number[] = [5, 6, 7, 9];
/** spec 2 §9: the polling fallback */
export const POLL_MS = 2000;
export const POLL_MAX = 300;

/** page / limit query values below 1 or non-numeric fall back (spec 2 §2) */
export function pageParam(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

const MEMORY_UNITS = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** spec 2 §9: memory is stored in KB and shown from KB to YB with 2 decimals by default */
export function formatMemory(kb: number | null | undefined, decimals = 2): string {
  if (kb === null || kb === undefined) return '-';
  let value = kb;
  let unit = 0;
  while (value >= 1024 && unit < MEMORY_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(decimals)} ${MEMORY_UNITS[unit]}`;
}

/** spec 2 §9: time shows in ms */
export function formatTime(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? '-' : `${ms}ms`;
}
