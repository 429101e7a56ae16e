// Who may see and submit a problem (reference §2 "Problems"): admin roles see everything;
// otherwise a public problem of the main set is open to all, and inside a contest, training or
// group the scope's owner (a problemScopePoint resolver) decides. Private (2) and contest-only (3)
// problems are never open in the main set.
import { isAdminRole, type AuthUser } from '@oj/sdk';
import { PROBLEM_AUTH, type ProblemScope, type ProblemScopeResolver, type ProblemSummary } from '../shared/service.ts';

function hasScope(scope: ProblemScope | undefined): scope is ProblemScope {
  return !!scope && !!(scope.cid || scope.tid || scope.gid);
}

async function askResolvers(
  resolvers: readonly ProblemScopeResolver[],
  ask: (r: ProblemScopeResolver) => Promise<boolean | undefined> | undefined,
): Promise<boolean> {
  let allowed = false;
  for (const resolver of resolvers) {
    const answer = await ask(resolver);
    if (answer === false) return false;
    if (answer === true) allowed = true;
  }
  return allowed;
}

export async function mayView(resolvers: readonly ProblemScopeResolver[], user: AuthUser | null, problem: ProblemSummary, scope?: ProblemScope): Promise<boolean> {
  if (user && isAdminRole(user.role)) return true;
  if (!hasScope(scope)) return problem.auth === PROBLEM_AUTH.public && problem.gid === null;
  return askResolvers(resolvers, (r) => r.canView(user, problem, scope));
}

export async function maySubmit(resolvers: readonly ProblemScopeResolver[], user: AuthUser | null, problem: ProblemSummary, scope?: ProblemScope): Promise<boolean> {
  if (!user) return false;
  if (isAdminRole(user.role)) return true;
  if (!hasScope(scope)) return problem.auth === PROBLEM_AUTH.public && problem.gid === null;
  return askResolvers(resolvers, (r) => (r.canSubmit ?? r.canView)(user, problem, scope));
}
