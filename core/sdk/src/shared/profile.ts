// Payloads of the profile pages, shared by the kernel's routes and the web shell (browser-safe:
// TypeBox only). The UI takes its types from here with Static<>, so the two sides cannot drift
// apart again (issue 10 item 3: the server sent `count`, the heatmap read `value`).
import { Type, type Static } from '@sinclair/typebox';

/** spec 1 §2.6: submissions per day for the last year, and the day it ends on (YYYY-MM-DD) */
export const UserCalendarHeatmap = Type.Object({
  dataList: Type.Array(Type.Object({ date: Type.String(), count: Type.Integer() })),
  endDate: Type.String(),
});
export type UserCalendarHeatmap = Static<typeof UserCalendarHeatmap>;
