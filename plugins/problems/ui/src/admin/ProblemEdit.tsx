// /admin/problem/create and /admin/problem/edit/:problemId: the admin problem form (ProblemForm.tsx)
// with the bank's admin calls; a save returns to the problem list.
import { useNavigate, useParams } from 'react-router-dom';
import { createProblem, getCases, getProblem, updateProblem } from './api.js';
import type { ProblemFormCalls } from './form-io.js';
import { ProblemForm } from './ProblemForm.js';

const BANK_CALLS: ProblemFormCalls = {
  getProblem,
  getCases,
  save: (body) => (body.problem.id ? updateProblem(body) : createProblem(body)),
};

export default function ProblemEdit() {
  const navigate = useNavigate();
  const { problemId } = useParams();
  return <ProblemForm pid={problemId ? Number(problemId) : null} calls={BANK_CALLS} onSaved={() => navigate('/admin/problems')} />;
}
