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

export const DAY_LABEL_FONT_PX = 12;
/** the gap between a weekday's name and its row of cells */
export const DAY_LABEL_MARGIN_PX = 6;

/**
 * The room left of the cells for the weekday names, measured in the reader's language (issue 28
 * §13: a fixed 30 px cut "Mon" off on the left).
 */
export function dayLabelRoom(names: readonly string[]): number {
  const ctx = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  // without a canvas to measure on: a generous guess of 0.7 em a character
  const width = (name: string) => (ctx ? ctx.measureText(name).width : name.length * DAY_LABEL_FONT_PX * 0.7);
  if (ctx) ctx.font = `${DAY_LABEL_FONT_PX}px sans-serif`;
  return Math.ceil(Math.max(0, ...names.map(width))) + DAY_LABEL_MARGIN_PX + 4;
}
