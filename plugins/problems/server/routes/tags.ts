// Tags and tag classifications: the public lists (spec 2 §7) and their admin CRUD, for every
// admin role: spec 2 §2 lists the tag page (problem/tag) among the admin pages all admins have
// (the reference's calls allowed root and problem admins only, so its plain admins met a 403).
import { OjError, mountCall, ok } from '@oj/sdk';
import { bankOf, remoteOjPoint, type Tag, type TagClassification } from '../../shared/service.ts';
import { adminProblemCalls, problemCalls } from '../../shared/browser.ts';
import type { Deps } from '../deps.ts';
import { PROBLEM_ADMINS } from './admin-problems.ts';

export function tagRoutes({ ctx, stores }: Deps): void {
  const { tags } = stores;
  /** the bank a client names, among this site's and the remote judges' (remoteOjPoint) */
  const bank = (oj: string | undefined | null) => bankOf(oj, undefined, ctx.extensions(remoteOjPoint));
  mountCall(ctx.http, problemCalls.allTags, { config: { public: true }, tags: ['problems'] }, async (request) => {
    const oj = bank(request.query.oj);
    return ok(await tags.siteTags(oj !== 'ALL' ? oj : undefined));
  });

  mountCall(ctx.http, problemCalls.classifiedTags, { config: { public: true }, tags: ['problems'] }, async (request) => {
    const oj = bank(request.query.oj);
    const [classes, siteTags] = await Promise.all([tags.classificationsOf(oj !== 'ALL' ? oj : undefined), tags.siteTags(oj !== 'ALL' ? oj : undefined)]);
    const known = new Set(classes.map((c) => c.id));
    const groups: Array<{ classification: TagClassification | null; tagList: Tag[] }> = classes.map((c) => ({ classification: c, tagList: siteTags.filter((tag) => tag.tcid === c.id) }));
    const rest = siteTags.filter((tag) => tag.tcid === null || !known.has(tag.tcid));
    if (rest.length) groups.push({ classification: null, tagList: rest });
    return ok(groups);
  });

  async function checkTag(body: { id?: number; name: string; oj?: string; tcid?: number | null }): Promise<void> {
    if (await tags.siteNameTaken(body.name.trim(), bank(body.oj), body.id ?? 0)) throw new OjError('PROBLEMS_TAG_DUPLICATE');
    if (body.tcid && !(await tags.classificationExists(body.tcid))) throw new OjError('PROBLEMS_CLASSIFICATION_NOT_FOUND', 404);
  }

  // the reference sends whole rows (gmtCreate …)
  mountCall(ctx.http, adminProblemCalls.createTag, { config: { roles: PROBLEM_ADMINS, extraFields: 'strip' }, tags: ['admin'] }, async (request) => {
    const body = request.body;
    await checkTag(body);
    return ok(await tags.insert({ name: body.name.trim(), color: body.color ?? null, oj: bank(body.oj), tcid: body.tcid ?? null }));
  });

  // the reference sends whole rows (gmtCreate …)
  mountCall(ctx.http, adminProblemCalls.updateTag, { config: { roles: PROBLEM_ADMINS, extraFields: 'strip' }, tags: ['admin'] }, async (request) => {
    const body = request.body;
    await checkTag(body);
    if (!(await tags.update(body.id, { name: body.name.trim(), color: body.color ?? null, oj: bank(body.oj), tcid: body.tcid ?? null }))) throw new OjError('PROBLEMS_TAG_NOT_FOUND', 404);
    return ok(null);
  });

  mountCall(ctx.http, adminProblemCalls.removeTag, { config: { roles: PROBLEM_ADMINS }, tags: ['admin'] }, async (request) => {
    if (!(await tags.remove(request.query.tid))) throw new OjError('PROBLEMS_TAG_NOT_FOUND', 404);
    return ok(null);
  });

  mountCall(ctx.http, adminProblemCalls.classifications, { config: { roles: PROBLEM_ADMINS }, tags: ['admin'] }, async (request) => {
    const oj = bank(request.query.oj);
    return ok(await tags.classificationsOf(oj !== 'ALL' ? oj : undefined));
  });

  async function checkClassification(body: { id?: number; name: string; oj?: string }): Promise<void> {
    if (await tags.classificationNameTaken(body.name.trim(), bank(body.oj), body.id ?? 0)) throw new OjError('PROBLEMS_CLASSIFICATION_DUPLICATE');
  }

  // the reference sends whole rows (gmtCreate …)
  mountCall(ctx.http, adminProblemCalls.createClassification, { config: { roles: PROBLEM_ADMINS, extraFields: 'strip' }, tags: ['admin'] }, async (request) => {
    const body = request.body;
    await checkClassification(body);
    return ok(await tags.insertClassification({ name: body.name.trim(), oj: bank(body.oj), rank: body.rank ?? 0 }));
  });

  // the reference sends whole rows (gmtCreate …)
  mountCall(ctx.http, adminProblemCalls.updateClassification, { config: { roles: PROBLEM_ADMINS, extraFields: 'strip' }, tags: ['admin'] }, async (request) => {
    const body = request.body;
    await checkClassification(body);
    if (!(await tags.updateClassification(body.id, { name: body.name.trim(), oj: bank(body.oj), rank: body.rank ?? 0 }))) throw new OjError('PROBLEMS_CLASSIFICATION_NOT_FOUND', 404);
    return ok(null);
  });

  mountCall(ctx.http, adminProblemCalls.removeClassification, { config: { roles: PROBLEM_ADMINS }, tags: ['admin'] }, async (request) => {
    if (!(await tags.removeClassification(request.query.tcid))) throw new OjError('PROBLEMS_CLASSIFICATION_NOT_FOUND', 404);
    return ok(null);
  });
}
