// A group's problem form (spec 3 §5 "Group problem form"): the bank's own admin form
// (@oj/plugin-problems/admin-form) inside the group — its rules (and the input and output
// descriptions required), judge mode with the checker and its compile, IO mode, typed or uploaded
// test cases, extra files — reading and writing through the group's calls, its test data and
// checkers through the group's (ProblemFormGroup), the display id after the group's short name
// (spec 3 §3), public or private. A save returns to the admin table.
import { ProblemForm, ProblemFormGroup, type ProblemFormCalls } from '@oj/plugin-problems/admin-form';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGroup } from '../context.js';
import { getGroupProblem, getGroupProblemCases, saveGroupProblem } from './api.js';
import { problemTabPath } from './views.js';

/** spec 3 §4: public (1) or private (2); contest (3) only inside a contest */
const GROUP_AUTHS = [1, 2] as const;

export function GroupProblemForm({ pid }: { pid: number | null }) {
  const { group } = useGroup();
  const navigate = useNavigate();
  const calls = useMemo<ProblemFormCalls>(() => ({
    getProblem: getGroupProblem,
    getCases: getGroupProblemCases,
    save: (body) => saveGroupProblem(group.id, body),
  }), [group.id]);

  return (
    <ProblemFormGroup.Provider value={group.id}>
      <div data-testid="group-problem-form">
        <ProblemForm pid={pid} calls={calls} auths={GROUP_AUTHS} idPrefix={group.shortName} requireIo onSaved={() => navigate(problemTabPath(group.id, 'admin'))} />
      </div>
    </ProblemFormGroup.Provider>
  );
}
