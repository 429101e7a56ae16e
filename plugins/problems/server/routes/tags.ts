// Tags and tag classifications: the public lists (spec 2 §7) and their admin CRUD, for every
// admin role: spec 2 §2 lists the tag page (problem/tag) among the admin pages all admins have
// (the reference's calls allowed root and problem admins only, so its plain admins met a 403).
import { Type } from '@sinclair/typebox';
import { EmptyEnvelope, Envelope, OjError, ok, withMessages } from '@oj/sdk';
import { ClassifiedTags, Tag, TagClassification, bankOf, remoteOjPoint } from '../../shared/service.ts';
import type { Deps } from '../deps.ts';
import { TAG_COLOR_MAX, TAG_NAME_MAX } from '../limits.ts';
import { nullable } from '../problem-input.ts';
import { PROBLEM_ADMINS } from './admin-problems.ts';

const OjQuery = Type.Object({ oj: Type.Optional(Type.String({ maxLength: 20 })) });
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

const TAG_COLUMNS = ['id', 'name', 'color', 'oj', 'gid', 'tcid'];
const CLASSIFICATION_COLUMNS = ['id', 'name', 'oj', 'rank'];

export function tagRoutes({ ctx, db, t }: Deps): void {
  /** the bank a client names, among this site's and the remote judges' (remoteOjPoint) */
  const bank = (oj: string | undefined | null) => bankOf(oj, undefined, ctx.extensions(remoteOjPoint));
  ctx.http.get('/api/get-all-problem-tags', {
    config: { public: true },
    schema: { tags: ['problems'], querystring: OjQuery, response: { 200: Envelope(Type.Array(Tag)) } },
  }, async (request) => {
    const q = db(t.tag).whereNull('gid').orderBy('id').select(TAG_COLUMNS);
    if (bank(request.query.oj) !== 'ALL') q.where({ oj: bank(request.query.oj) });
    return ok(await q);
  });

  ctx.http.get('/api/get-problem-tags-and-classification', {
    config: { public: true },
    schema: { tags: ['problems'], querystring: OjQuery, response: { 200: Envelope(Type.Array(ClassifiedTags)) } },
  }, async (request) => {
    const oj = bank(request.query.oj);
    const classQuery = db(t.tagClassification).orderBy([{ column: 'rank' }, { column: 'id' }]).select(CLASSIFICATION_COLUMNS);
    const tagQuery = db(t.tag).whereNull('gid').orderBy('id').select(TAG_COLUMNS);
    if (oj !== 'ALL') { classQuery.where({ oj }); tagQuery.where({ oj }); }
    const [classes, tags] = await Promise.all([classQuery, tagQuery]);
    const known = new Set(classes.map((c: { id: number }) => c.id));
    const groups: Array<{ classification: TagClassification | null; tagList: Tag[] }> = classes.map((c: TagClassification) => ({ classification: c, tagList: tags.filter((tag: Tag) => tag.tcid === c.id) }));
    const rest = tags.filter((tag: Tag) => tag.tcid === null || !known.has(tag.tcid));
    if (rest.length) groups.push({ classification: null, tagList: rest });
    return ok(groups);
  });

  async function checkTag(body: { id?: number; name: string; oj?: string; tcid?: number | null }): Promise<void> {
    const clash = await db(t.tag).whereRaw('lower(name) = ?', [body.name.trim().toLowerCase()]).where({ oj: bank(body.oj) }).whereNull('gid').whereNot({ id: body.id ?? 0 }).first('id');
    if (clash) throw new OjError('PROBLEMS_TAG_DUPLICATE');
    if (body.tcid && !(await db(t.tagClassification).where({ id: body.tcid }).first('id'))) throw new OjError('PROBLEMS_CLASSIFICATION_NOT_FOUND', 404);
  }

  ctx.http.post('/api/admin/tag', {
    schema: { tags: ['admin'], body: TagBody, response: { 200: Envelope(Tag) } },
    config: { roles: PROBLEM_ADMINS, extraFields: 'strip' }, // the reference sends whole rows (gmtCreate …)
  }, async (request) => {
    const body = request.body;
    await checkTag(body);
    const [tag] = await db(t.tag).insert({ name: body.name.trim(), color: body.color ?? null, oj: bank(body.oj), tcid: body.tcid ?? null }).returning(TAG_COLUMNS);
    return ok(tag);
  });

  ctx.http.put('/api/admin/tag', {
    schema: { tags: ['admin'], body: Type.Composite([TagBody, Type.Object({ id: Type.Integer() })]), response: { 200: EmptyEnvelope } },
    config: { roles: PROBLEM_ADMINS, extraFields: 'strip' }, // the reference sends whole rows (gmtCreate …)
  }, async (request) => {
    const body = request.body;
    await checkTag(body);
    const n = await db(t.tag).where({ id: body.id }).update({ name: body.name.trim(), color: body.color ?? null, oj: bank(body.oj), tcid: body.tcid ?? null, gmtModified: db.fn.now() });
    if (!n) throw new OjError('PROBLEMS_TAG_NOT_FOUND', 404);
    return ok(null);
  });

  ctx.http.delete('/api/admin/tag', {
    schema: { tags: ['admin'], querystring: Type.Object({ tid: Type.Integer() }), response: { 200: EmptyEnvelope } },
    config: { roles: PROBLEM_ADMINS },
  }, async (request) => {
    if (!(await db(t.tag).where({ id: request.query.tid }).del())) throw new OjError('PROBLEMS_TAG_NOT_FOUND', 404);
    return ok(null);
  });

  ctx.http.get('/api/admin/tag/classification', {
    schema: { tags: ['admin'], querystring: OjQuery, response: { 200: Envelope(Type.Array(TagClassification)) } },
    config: { roles: PROBLEM_ADMINS },
  }, async (request) => {
    const q = db(t.tagClassification).orderBy([{ column: 'rank' }, { column: 'id' }]).select(CLASSIFICATION_COLUMNS);
    if (bank(request.query.oj) !== 'ALL') q.where({ oj: bank(request.query.oj) });
    return ok(await q);
  });

  async function checkClassification(body: { id?: number; name: string; oj?: string }): Promise<void> {
    const clash = await db(t.tagClassification).whereRaw('lower(name) = ?', [body.name.trim().toLowerCase()]).where({ oj: bank(body.oj) }).whereNot({ id: body.id ?? 0 }).first('id');
    if (clash) throw new OjError('PROBLEMS_CLASSIFICATION_DUPLICATE');
  }

  ctx.http.post('/api/admin/tag/classification', {
    schema: { tags: ['admin'], body: ClassificationBody, response: { 200: Envelope(TagClassification) } },
    config: { roles: PROBLEM_ADMINS, extraFields: 'strip' }, // the reference sends whole rows (gmtCreate …)
  }, async (request) => {
    const body = request.body;
    await checkClassification(body);
    const [row] = await db(t.tagClassification).insert({ name: body.name.trim(), oj: bank(body.oj), rank: body.rank ?? 0 }).returning(CLASSIFICATION_COLUMNS);
    return ok(row);
  });

  ctx.http.put('/api/admin/tag/classification', {
    schema: { tags: ['admin'], body: Type.Composite([ClassificationBody, Type.Object({ id: Type.Integer() })]), response: { 200: EmptyEnvelope } },
    config: { roles: PROBLEM_ADMINS, extraFields: 'strip' }, // the reference sends whole rows (gmtCreate …)
  }, async (request) => {
    const body = request.body;
    await checkClassification(body);
    const n = await db(t.tagClassification).where({ id: body.id }).update({ name: body.name.trim(), oj: bank(body.oj), rank: body.rank ?? 0, gmtModified: db.fn.now() });
    if (!n) throw new OjError('PROBLEMS_CLASSIFICATION_NOT_FOUND', 404);
    return ok(null);
  });

  ctx.http.delete('/api/admin/tag/classification', {
    schema: { tags: ['admin'], querystring: Type.Object({ tcid: Type.Integer() }), response: { 200: EmptyEnvelope } },
    config: { roles: PROBLEM_ADMINS },
  }, async (request) => {
    if (!(await db(t.tagClassification).where({ id: request.query.tcid }).del())) throw new OjError('PROBLEMS_CLASSIFICATION_NOT_FOUND', 404);
    return ok(null);
  });
}
