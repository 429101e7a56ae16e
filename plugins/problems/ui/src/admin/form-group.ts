// The group a problem form works for: a group's problem, or a new problem of a group's contest.
// Its test-data upload and checker compiles then go through the group's calls (spec 3 §7: the
// upload with ?gid=, /api/group/compile-spj and compile-interactive with the gid), which the
// group's admins may make; without one (null) they are the site's admin calls.
import { createContext } from 'react';

export const ProblemFormGroup = createContext<number | null>(null);
