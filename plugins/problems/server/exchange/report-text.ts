// An import report in words (issue 31): its lines are message keys with parameters
// (formats/model.ts ReportLine), put in the admin page's language by the import route and in the
// operator's by `oj problem import`. A parameter that is a line is put in words first; lines are
// listed with the language's separator.
import type { ImportedPackageProblem } from '../../shared/packages.ts';
import type { ImportedOutcome } from './importer.ts';
import type { ReportLine } from './formats/model.ts';

/** a message in the chosen language: the plugin's `t` (a CommandSite's, or ctx.i18n's with the request's locale) */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function reportText(line: ReportLine, t: Translate): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(line.params ?? {})) {
    params[name] = Array.isArray(value) ? value.map((v) => reportText(v, t)).join(t('PROBLEMS_REPORT_LIST_SEPARATOR'))
      : typeof value === 'object' ? reportText(value, t) : value;
  }
  return t(line.key, params);
}

/** what one imported problem became, its report in words */
export function outcomeText(outcome: ImportedOutcome, t: Translate): ImportedPackageProblem {
  return {
    ...outcome,
    taken: outcome.taken.map((l) => reportText(l, t)),
    dropped: outcome.dropped.map((d) => ({ item: typeof d.item === 'string' ? d.item : reportText(d.item, t), reason: reportText(d.reason, t) })),
  };
}
