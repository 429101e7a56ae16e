// How the import page follows a "Verify solutions" run (src/admin/verify-poll.ts), without a
// browser: a failed poll on the way (a network blip) is asked again and the run's answer still
// shown; several in a row, or a refusal of the server (the run unknown), end the wait with its message.
import t from 'tap';
import type { VerifyPackageState } from '../../shared/packages.ts';
import { pollVerifyRun, VERIFY_POLL_FAILURES } from '../src/admin/verify-poll.ts';

const running = (judged: number): VerifyPackageState => ({ state: 'running', judged, total: 2, problems: [] });
const done: VerifyPackageState = { state: 'done', judged: 2, total: 2, problems: [], answer: { problems: [] } };
/** an error as the site's api client throws it (its ApiError, whose module needs a browser): the call's outcome on it */
const apiError = (message: string, outcome: { kind: 'network' } | { kind: 'response'; httpStatus: number; body: { status: number; msg: string } }) =>
  Object.assign(new Error(message), { name: 'ApiError', outcome });
const blip = () => apiError('Network error, try again', { kind: 'network' });

/** the page's polling against answers given in turn (an Error is thrown); the states it showed and its end */
async function follow(answers: Array<VerifyPackageState | Error>) {
  const shown: number[] = [];
  let asked = 0;
  const end = await pollVerifyRun('0'.repeat(32), {
    getRun: async () => {
      const answer = answers[asked++];
      if (!answer) throw new Error('asked past the end');
      if (answer instanceof Error) throw answer;
      return answer;
    },
    wait: async () => {},
    active: () => true,
    progress: (run) => shown.push(run.judged),
  });
  return { end, shown, asked };
}

t.test('a failed poll between two answers is asked again: the run\'s answer is shown', async (t) => {
  const r = await follow([running(0), blip(), running(1), done]);
  t.same(r.end, { state: 'done', answer: { problems: [] } });
  t.same(r.shown, [0, 1], 'the progress went on after the blip');
});

t.test('only failed polls in a row end the wait, with the last one\'s message; a refusal ends it at once', async (t) => {
  const failures = Array.from({ length: VERIFY_POLL_FAILURES }, blip);
  const lost = await follow([running(0), blip(), running(1), ...failures]);
  t.same(lost.end, { state: 'failed', message: 'Network error, try again', lost: true }, 'lost: the run may go on, the page may ask again');
  t.equal(lost.asked, 3 + VERIFY_POLL_FAILURES, `${VERIFY_POLL_FAILURES} failures in a row, the earlier one forgiven`);
  const unknown = apiError('No such verification', { kind: 'response', httpStatus: 404, body: { status: 404, msg: 'No such verification' } });
  const gone = await follow([running(0), unknown]);
  t.same(gone.end, { state: 'failed', message: 'No such verification' });
  t.equal(gone.asked, 2, 'not asked again');
});
