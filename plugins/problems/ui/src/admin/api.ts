// The admin calls of the problems plugin (reference §2 "Admin" problem and tag rows, "Files"):
// each is the route's own call (adminProblemCalls, problemCalls of the browser entry), so the
// answers are the routes' schemas; the form's own models are in ./types.ts. The uploads are
// problemFileCalls too, sent by uploadZip (an XHR, for its progress). Left as plain requests: the
// export and the test case download, which answer a file, not an envelope.
import { api, buildUrl, currentLanguage, ojStore, tokenAtom, type Envelope, type Query, type TypedCall } from '@oj/ui';
import { adminProblemCalls, compileCalls, problemCalls, problemFileCalls, type AdminProblemPageQuery } from '@oj/plugin-problems/browser';
import { formProblem, type AdminProblem, type Classification, type ProblemAuth, type ProblemSave, type TagRow } from './types.js';

export * from './types.js';

export const listProblems = (query: AdminProblemPageQuery) => api.call(adminProblemCalls.list, { query });
/** the problem as the form holds it (formProblem) */
export const getProblem = async (pid: number): Promise<Envelope<AdminProblem>> => {
  const res = await api.call(adminProblemCalls.get, { query: { pid } });
  return { ...res, data: formProblem(res.data) };
};
export const getCases = (pid: number) => api.call(adminProblemCalls.cases, { query: { pid } });
export const createProblem = (body: ProblemSave) => api.call(adminProblemCalls.create, { body });
export const updateProblem = (body: ProblemSave) => api.call(adminProblemCalls.update, { body });
export const deleteProblem = (pid: number) => api.call(adminProblemCalls.remove, { query: { pid } });
export const changeAuth = (id: number, auth: ProblemAuth) => api.call(adminProblemCalls.changeAuth, { body: { id, auth } });
/** the compile call of a checker: the admin's, or a group's (its body's gid names the group) */
function compileCallOf(mode: 'spj' | 'interactive', group: boolean) {
  if (group) return mode === 'spj' ? compileCalls.groupSpj : compileCalls.groupInteractive;
  return mode === 'spj' ? compileCalls.adminSpj : compileCalls.adminInteractive;
}
/** `gid`: a group's checker, compiled through the group's call */
export const compileChecker = (mode: 'spj' | 'interactive', body: { code: string; language: string; extraFiles: Record<string, string> }, gid: number | null = null) =>
  api.call(compileCallOf(mode, !!gid), { body: gid ? { ...body, gid } : body }, { quiet: true });
/** a "Verify solutions" run: running with the solutions judged so far, done with the answer, or failed saying why (quiet: a failed poll is asked again) */
export const getVerifyRun = (verifyId: string) => api.call(problemFileCalls.verifyRun, { params: { id: verifyId } }, { quiet: true });
export const getLanguages = () => api.call(problemCalls.languages, { query: { all: true } });
export const getProblemLanguages = (pid: number) => api.call(problemCalls.problemLanguages, { query: { pid } });
/** `gid`: a group's problem is read inside its group */
export const getCodeTemplates = (pid: number, gid?: number) => api.call(problemCalls.codeTemplates, { query: { pid, gid } });
export const getProblemTags = (pid: number, gid?: number) => api.call(problemCalls.tags, { query: { pid, gid } });
export const getAllTags = (oj = 'ALL') => api.call(problemCalls.allTags, { query: { oj } });
export const getClassifications = () => api.call(adminProblemCalls.classifications, { query: { oj: 'ALL' } });
export const saveTag = (tag: Partial<TagRow> & { name: string }) =>
  (tag.id ? api.call(adminProblemCalls.updateTag, { body: { ...tag, id: tag.id } }) : api.call(adminProblemCalls.createTag, { body: tag }));
export const deleteTag = (tid: number) => api.call(adminProblemCalls.removeTag, { query: { tid } });
export const saveClassification = (c: Partial<Classification> & { name: string }) =>
  (c.id ? api.call(adminProblemCalls.updateClassification, { body: { ...c, id: c.id } }) : api.call(adminProblemCalls.createClassification, { body: c }));
export const deleteClassification = (tcid: number) => api.call(adminProblemCalls.removeClassification, { query: { tcid } });
export const downloadTestCases = (pid: number) => api.download('/api/file/download-testcase', { pid }, `problem_${pid}_testcase.zip`);

/** export-problem takes the pid list as repeated parameters */
/** the selected problems as one zip: the reference's format, or an ICPC / Kattis package per problem */
export function exportProblems(pids: number[], format: 'hoj' | 'icpc' = 'hoj'): Promise<void> {
  const query = [...pids.map((p) => `pid=${p}`), ...(format === 'icpc' ? ['format=icpc'] : [])].join('&');
  return api.download(`/api/file/export-problem?${query}`, undefined, format === 'icpc' ? 'problem_packages_icpc.zip' : 'problem_export.zip');
}

/** what an upload takes besides its file: the call's query (e.g. a group's gid) and the form's plain fields */
export interface UploadInput<Q> {
  query?: Q;
  fields?: Record<string, string>;
}

/**
 * A multipart upload of an upload call (problemFileCalls) through XMLHttpRequest, whose upload
 * events give the progress (fetch has none). Same headers as the API client; resolves with the
 * call's answer (`data`), rejects with the envelope's msg.
 */
export function uploadZip<Q, A>(call: TypedCall<Q, undefined, A, undefined>, file: File, onProgress: (percent: number) => void, input: UploadInput<Q> = {}): Promise<A> {
  const { query, fields = {} } = input;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // a query's fields are the strings, numbers and flags of the call's query schema
    xhr.open('POST', buildUrl(call.path, query as Query | undefined));
    const token = ojStore.get(tokenAtom);
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.setRequestHeader('Url-Type', 'admin');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new Error(''));
    xhr.onload = () => {
      let body: { status?: number; msg?: string; data?: A } | null = null;
      try { body = JSON.parse(xhr.responseText); } catch { /* not JSON */ }
      if (xhr.status === 200 && (body?.status ?? 200) === 200) resolve(body?.data as A);
      else reject(new Error(body?.msg ?? ''));
    };
    const form = new FormData();
    // the plain fields first: the server reads those sent before the file
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    xhr.send(form);
  });
}
