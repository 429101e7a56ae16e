// The heatmap's month names (spec 1 §2.6): the year shown starts on a day of some month, whose
// column of a few days has no room for its name beside the next month's; on a phone (about 6 px a
// week) only every other month is named, or the names run into each other.

/** below this width (px) the heatmap names every other month */
export const NARROW_HEATMAP = 600;

export function monthLabeler(start: Date, narrow: boolean, names: readonly string[]): (p: { yyyy: string; M: string }) => string {
  return (p) => {
    const month = Number(p.M);
    const first = Number(p.yyyy) === start.getFullYear() && month === start.getMonth() + 1;
    // a first month of two weeks or less: its name would sit on the next one's
    if (first && start.getDate() > 15) return '';
    if (narrow && month % 2 === 0) return '';
    return names[month - 1] ?? p.M;
  };
}
