// Tags and tag classifications: the public lists (spec 2 §7) and their admin CRUD, for every
// admin role: spec 2 §2 lists the tag page (problem/tag) among the admin pages all admins have
// (the reference's calls allowed root and problem admins only, so its plain admins met a 403).
import { Type } from '@sinclair/typebox';
import { EmptyEnvelope, Envelope, OjError, mountCall, ok, withMessages } from '@oj/sdk';
import { Tag, TagClassification, bankOf, remoteOjPoint } from '../../shared/service.ts';
import { adminProblemCalls, problemCalls, TagBankQuery } from '../../shared/browser.ts';
import type { Deps } from '../deps.ts';
import { TAG_COLOR_MAX, TAG_NAME_MAX } from '../limits.ts';
import { nullable } from '../problem-input.ts';
import { PROBLEM_ADMINS } from './admin-problems.ts';

const Name = withMessages(Type.String({ minLength: 1, maxLength: TAG_NAME_MAX, pattern: '\\S' }), { required: 'PROBLEMS_TAG_NAME_REQUIRED', minLength: 'PROBLEMS_TAG_NAME_REQUIRED', pattern: 'PROBLEMS_TAG_NAME_REQUIRED', maxLength: 'PROBLEMS_TAG_NAME_REQUIRED' });
const NullableId = Type.Optional(Type.Union([Type.Null(), Type.Integer()]));
const TagBody = Type.Object({
  id: Type.Optional(Type.Integer()),
  name: Name,
  color: nullable(Type.String({ maxLength: TAG_COLOR_MAX }), 'PROBLEMS_TAG_COLOR_INVALID'),
  oj: Type.Optional(Type.String({ maxLength: 20 })),
  tcid: NullableId,
});
const ClassificationBody = Type.Object({
  id: Type.Optional(Type.Integer()),
  name: Name,
  oj: Type.Optional(Type.String({ maxLength: 20 })),
  rank: Type.Optional(withMessages(Type.Integer({ minimum: -(2 ** 31), maximum: 2 ** 31 - 1 }), { type: 'PROBLEMS_RANK_INVALID', minimum: 'PROBLEMS_RANK_INVALID', maximum: 'PROBLEMS_RANK_INVALID' })),
});

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

  ctx.http.post('/api/admin/tag', {
    schema: { tags: ['admin'], body: TagBody, response: { 200: Envelope(Tag) } },
    config: { roles: PROBLEM_ADMINS, extraFields: 'strip' }, // the reference sends whole rows (gmtCreate …)
  }, async (request) => {
    const body = request.body;
    await checkTag(body);
    return ok(await tags.insert({ name: body.name.trim(), color: body.color ?? null, oj: bank(body.oj), tcid: body.tcid ?? null }));
  });

  ctx.http.put('/api/admin/tag', {
    schema: { tags: ['admin'], body: Type.Composite([TagBody, Type.Object({ id: Type.Integer() })]), response: { 200: EmptyEnvelope } },
    config: { roles: PROBLEM_ADMINS, extraFields: 'strip' }, // the reference sends whole rows (gmtCreate …)
  }, async (request) => {
    const body = request.body;
    await checkTag(body);
    if (!(await tags.update(body.id, { name: body.name.trim(), color: body.color ?? null, oj: bank(body.oj), tcid: body.tcid ?? null }))) throw new OjError('PROBLEMS_TAG_NOT_FOUND', 404);
    return ok(null);
  });

  mountCall(ctx.http, adminProblemCalls.removeTag, { config: { roles: PROBLEM_ADMINS }, tags: ['admin'] }, async (request) => {
    if (!(await tags.remove(request.query.tid))) throw new OjError('PROBLEMS_TAG_NOT_FOUND', 404);
    return ok(null);
  });

  ctx.http.get('/api/admin/tag/classification', {
    schema: { tags: ['admin'], querystring: TagBankQuery, response: { 200: Envelope(Type.Array(TagClassification)) } },
    config: { roles: PROBLEM_ADMINS },
  }, async (request) => {
    const oj = bank(request.query.oj);
    return ok(await tags.classificationsOf(oj !== 'ALL' ? oj : undefined));
  });

  async function checkClassification(body: { id?: number; name: string; oj?: string }): Promise<void> {
    if (await tags.classificationNameTaken(body.name.trim(), bank(body.oj), body.id ?? 0)) throw new OjError('PROBLEMS_CLASSIFICATION_DUPLICATE');
  }

  ctx.http.post('/api/admin/tag/classification', {
    schema: { tags: ['admin'], body: ClassificationBody, response: { 200: Envelope(TagClassification) } },
    config: { roles: PROBLEM_ADMINS, extraFields: 'strip' }, // the reference sends whole rows (gmtCreate …)
  }, async (request) => {
    const body = request.body;
    await checkClassification(body);
    return ok(await tags.insertClassification({ name: body.name.trim(), oj: bank(body.oj), rank: body.rank ?? 0 }));
  });

  ctx.http.put('/api/admin/tag/classification', {
    schema: { tags: ['admin'], body: Type.Composite([ClassificationBody, Type.Object({ id: Type.Integer() })]), response: { 200: EmptyEnvelope } },
    config: { roles: PROBLEM_ADMINS, extraFields: 'strip' }, // the reference sends whole rows (gmtCreate …)
  }, async (request) => {
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
