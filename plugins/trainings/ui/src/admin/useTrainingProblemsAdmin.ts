// The state and steps of a training's problem list for its admins, shared by the site's page
// (/admin/training/:id/problems) and a group's (the groups plugin, through `./parts`): the training,
// one page of its problems (searchable), each one's order number as typed until the box is left
// and then saved (spec 3 §5: a whole number in range), and removal after a confirmation. The calls
// are the site's admin calls unless the page gives its own.
import { Toast } from '@douyinfe/semi-ui';
import { confirmDanger, type Envelope, type Page } from '@oj/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_PAGE_SIZE, doneMessage, getTraining, listTrainingProblems, removeTrainingProblem, setProblemRank, type AdminTraining, type AdminTrainingProblemRow,
} from './api.js';
import { FORM_LIMITS, rankValue } from './training-form.js';

/** what the list asks the server about one training */
export interface TrainingProblemsCalls {
  training(): Promise<Envelope<AdminTraining>>;
  /** a page of the training's own problems, in their order */
  problems(q: { currentPage: number; limit: number; keyword: string }): Promise<Page<AdminTrainingProblemRow>>;
  setRank(pid: number, rank: number): Promise<Envelope<unknown>>;
  remove(pid: number): Promise<Envelope<unknown>>;
}

const siteCalls = (tid: number): TrainingProblemsCalls => ({
  training: () => getTraining(tid),
  problems: async (q) => (await listTrainingProblems(tid, { ...q, queryExisted: true })).data.problemList,
  setRank: (pid, rank) => setProblemRank({ tid, pid, rank }),
  remove: (pid) => removeTrainingProblem(tid, pid),
});

export interface TrainingProblemsOptions {
  /** the site's calls when not given; the same object while `tid` stays (it reloads the list) */
  calls?: TrainingProblemsCalls;
  /** the training could not be read (gone, or not this admin's) */
  onMissing?: () => void;
  /** the test id of the removal's confirm button */
  confirmTestId: string;
  /** a failed removal keeps its confirmation open (else it closes; the client has shown the message) */
  keepOpenOnFailure?: boolean;
}

export function useTrainingProblemsAdmin(tid: number, { calls, onMissing, confirmTestId, keepOpenOnFailure }: TrainingProblemsOptions) {
  const { t } = useTranslation('trainings');
  const server = useMemo(() => calls ?? siteCalls(tid), [calls, tid]);
  const missing = useRef(onMissing);
  missing.current = onMissing;
  const [training, setTraining] = useState<AdminTraining | null>(null);
  const [query, setQuery] = useState({ currentPage: 1, limit: ADMIN_PAGE_SIZE, keyword: '' });
  const [keyword, setKeyword] = useState('');
  const [data, setData] = useState<Page<AdminTrainingProblemRow> | null>(null);
  /** order numbers being typed, by problem id, until the box is left */
  const [ranks, setRanks] = useState<Record<number, number | string>>({});

  const load = useCallback(async () => {
    try {
      setData(await server.problems(query));
      setRanks({});
    } catch {
      /* a failed load only stops */
    }
  }, [server, query]);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    let live = true;
    server.training().then((r) => live && setTraining(r.data), () => missing.current?.());
    return () => { live = false; };
  }, [server]);

  async function saveRank(row: AdminTrainingProblemRow) {
    if (!(row.id in ranks)) return;
    const rank = rankValue(ranks[row.id]);
    if (rank === null) return void Toast.error(t('TA_Order_Invalid', FORM_LIMITS));
    if (rank === row.rank) return setRanks(({ [row.id]: _, ...rest }) => rest);
    try {
      Toast.success(doneMessage(await server.setRank(row.id, rank), t('TA_Updated')));
      void load();
    } catch {
      /* the client showed the message; the typed number stays to be corrected */
    }
  }
  function remove(row: AdminTrainingProblemRow) {
    const removeIt = async () => {
      Toast.success(doneMessage(await server.remove(row.id), t('TA_Deleted')));
      void load();
    };
    confirmDanger({
      title: t('TA_Remove_Problem'),
      content: t('TA_Remove_Confirm', { problemId: row.problemId }),
      okText: t('TA_Remove'),
      cancelText: t('TA_Cancel'),
      okTestId: confirmTestId,
      onOk: keepOpenOnFailure ? removeIt : () => removeIt().catch(() => undefined /* the client showed the message */),
    });
  }
  const search = () => setQuery({ ...query, currentPage: 1, keyword: keyword.trim() });
  const typeRank = (row: AdminTrainingProblemRow, value: number | string) => setRanks({ ...ranks, [row.id]: value });
  /** the order number in the row's box: as typed, else the saved one */
  const rankOf = (row: AdminTrainingProblemRow) => ranks[row.id] ?? row.rank ?? '';

  return { training, query, setQuery, keyword, setKeyword, data, load, saveRank, remove, search, typeRank, rankOf };
}
