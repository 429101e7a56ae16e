// The group calls (spec 3 §7 "Groups", reference GroupController and the group avatar upload):
// the list, the detail, access and auth, create / edit / disband, the avatar. Who stands where is
// core.ts; the form's rules are form.ts.
import { Type } from '@sinclair/typebox';
import {
  EmptyEnvelope, Envelope, OjError, Page, badRequest, forbidden, likePattern, ok, pageParams, paginate, readFileUpload,
  type AuthUser, type PluginContext,
} from '@oj/sdk';
import { submissionsService } from '@oj/plugin-submissions/shared';
import {
  GROUP_AUTH, GROUP_AVATAR_MAX_BYTES, GROUP_PAGE_SIZE, GROUP_PAGE_SIZES, GroupAccess, GroupBody, GroupListQuery, GroupSchema, GidQuery, MEMBER_AUTH,
} from '../shared/index.ts';
import { T, toView, type GroupRow, type Groups, type ListedRow } from './core.ts';
import { checkGroupForm, type GroupFields } from './form.ts';

export const flag = (v: unknown): boolean => v === true || v === 'true';

/** the switch group's rules for creating groups (Admin → switches) */
interface CreateRules { defaultCreateGroupACInitValue: number; defaultCreateGroupDailyLimit: number; defaultCreateGroupLimit: number }

const AVATAR_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'];

/** a unique index on the name or the short name refused the write (a race past the check) */
function uniqueClash(err: unknown): string | null {
  const text = `${(err as { constraint?: string }).constraint ?? ''} ${(err as Error).message ?? ''}`;
  if (text.includes('groups_group_short_name')) return 'GROUPS_SHORT_NAME_TAKEN';
  if (text.includes('groups_group_name')) return 'GROUPS_NAME_TAKEN';
  return null;
}

export function groupRoutes(ctx: PluginContext, groups: Groups): void {
  const db = ctx.db;

  /** refuses a name or short name another group already has (case does not matter) */
  async function assertUnique(fields: GroupFields, except: number | null): Promise<void> {
    const clash = (column: 'name' | 'shortName', value: string) => db(T.group)
      .whereRaw(`lower(${column === 'name' ? 'name' : 'short_name'}) = ?`, [value.toLowerCase()])
      .modify((b) => { if (except != null) b.whereNot('id', except); })
      .first('id');
    if (await clash('name', fields.name)) throw badRequest('GROUPS_NAME_TAKEN', { name: fields.name });
    if (await clash('shortName', fields.shortName)) throw badRequest('GROUPS_SHORT_NAME_TAKEN', { name: fields.shortName });
  }

  /** spec 3 §6 and the switch group: accepted problems, groups owned, groups created today (admins are exempt) */
  async function mayCreate(user: AuthUser): Promise<void> {
    if (ctx.perms.isAdmin(user)) return;
    const rules = await ctx.settings.get<CreateRules>('switch');
    const need = rules.defaultCreateGroupACInitValue ?? 0;
    if (need > 0) {
      const solved = await ctx.services.get(submissionsService).solvedCount(user.uid);
      if (solved < need) throw forbidden('GROUPS_AC_REQUIRED', { n: need });
    }
    const owned = Number(((await db(T.group).where({ uid: user.uid }).count({ n: '*' })) as { n: number | string }[])[0]!.n);
    if (owned >= (rules.defaultCreateGroupLimit ?? 0)) throw forbidden('GROUPS_OWN_LIMIT', { max: rules.defaultCreateGroupLimit ?? 0 });
    await ctx.limits.take(user.uid, 'create-day', { max: rules.defaultCreateGroupDailyLimit ?? 0, windowSeconds: 86_400, message: 'GROUPS_DAILY_LIMIT' });
  }

  ctx.http.get('/api/get-group-list', {
    config: { public: true },
    schema: { querystring: GroupListQuery, response: { 200: Envelope(Page(GroupSchema)) } },
  }, async (request) => {
    const user = request.user ?? null;
    const q = request.query;
    const superAdmin = ctx.perms.isRoot(user);
    const mine = user ? db(T.member).where({ uid: user.uid }).where('auth', '>=', MEMBER_AUTH.member).select('gid') : null;
    const base = groups.listing().modify((b) => {
      // a hidden group is listed for its members only
      if (!superAdmin) b.where((w) => { w.where('g.visible', true); if (mine) w.orWhereIn('g.id', mine.clone()); if (user) w.orWhere('g.uid', user.uid); });
      if (flag(q.onlyMine)) {
        if (!user) b.whereRaw('false');
        else b.where((w) => w.whereIn('g.id', mine!.clone()).orWhere('g.uid', user.uid));
      }
      const auth = Number(q.auth);
      if (q.auth !== undefined && q.auth !== '' && [GROUP_AUTH.public, GROUP_AUTH.protected, GROUP_AUTH.private].includes(auth as 1)) b.where('g.auth', auth);
      const keyword = q.keyword?.trim();
      if (keyword) {
        const like = likePattern(keyword);
        b.where((w) => w.whereILike('g.name', like).orWhereILike('g.shortName', like).orWhereILike('g.brief', like).orWhereILike('u.username', like));
      }
    });
    // the list offers 120 a page, past the usual cap of 100
    const asked = Number(q.limit);
    const usual = pageParams(q, GROUP_PAGE_SIZE);
    const params = (GROUP_PAGE_SIZES as readonly number[]).includes(asked) ? { current: usual.current, size: asked, offset: (usual.current - 1) * asked } : usual;
    const page = await paginate<ListedRow>(base, params, (b) => b.select(groups.columns).orderBy('g.id', 'desc'));
    const admined = user && page.records.length
      ? new Set(((await db(T.member).where({ uid: user.uid }).where('auth', '>=', MEMBER_AUTH.admin).whereIn('gid', page.records.map((r) => r.id)).select('gid')) as { gid: number }[]).map((r) => r.gid))
      : new Set<number>();
    return ok({
      ...page,
      records: page.records.map((r) => {
        const admin = superAdmin || r.uid === user?.uid || admined.has(r.id);
        return toView(r, { auth: 0, member: admin, admin, root: admin, owner: admin }, false);
      }),
    });
  });

  ctx.http.get('/api/get-group-detail', {
    config: { auth: true },
    schema: { querystring: GidQuery, response: { 200: Envelope(GroupSchema) } },
  }, async (request) => {
    const { group, standing } = await groups.seen(request.user!, request.query.gid);
    return ok(toView((await groups.listed(group.id))!, standing));
  });

  ctx.http.get('/api/get-group-access', {
    config: { auth: true },
    schema: { querystring: GidQuery, response: { 200: Envelope(GroupAccess) } },
  }, async (request) => {
    const { standing } = await groups.seen(request.user!, request.query.gid);
    return ok({ access: standing.member, admin: standing.admin, root: standing.root, owner: standing.owner, auth: standing.auth });
  });

  ctx.http.get('/api/get-group-auth', {
    config: { auth: true },
    schema: { querystring: GidQuery, response: { 200: Envelope(Type.Integer()) } },
  }, async (request) => {
    const { standing } = await groups.seen(request.user!, request.query.gid);
    return ok(standing.auth);
  });

  ctx.http.post('/api/group', {
    // the reference's client sends its whole form (owner, status, avatar …): what is not a field here is dropped
    config: { perm: 'group_add', extraFields: 'strip' },
    schema: { body: GroupBody, response: { 200: Envelope(GroupSchema) } },
  }, async (request) => {
    const user = request.user!;
    const fields = checkGroupForm({ ...request.body, id: undefined });
    await assertUnique(fields, null);
    await mayCreate(user);
    const description = ctx.markdown.sanitize(fields.description);
    let gid: number;
    try {
      gid = await db.transaction(async (trx) => {
        const [row] = (await trx(T.group).insert({ ...fields, description, uid: user.uid }).returning('id')) as { id: number }[];
        await trx(T.member).insert({ gid: row!.id, uid: user.uid, auth: MEMBER_AUTH.root });
        return row!.id;
      });
    } catch (err) {
      const clash = uniqueClash(err);
      if (clash) throw badRequest(clash, { name: clash === 'GROUPS_NAME_TAKEN' ? fields.name : fields.shortName });
      throw err;
    }
    const standing = await groups.standing(user, gid);
    return ok(toView((await groups.listed(gid))!, standing), ctx.i18n.t(request.locale, 'GROUPS_CREATED'));
  });

  ctx.http.put('/api/group', {
    config: { auth: true, extraFields: 'strip' },
    schema: { body: GroupBody, response: { 200: Envelope(GroupSchema) } },
  }, async (request) => {
    const user = request.user!;
    if (request.body.id === undefined) throw badRequest('GROUPS_NOT_FOUND');
    const { group, standing } = await groups.rooted(user, request.body.id);
    // the client sends the whole group after filtering empty values: what it leaves out stays
    const fields = checkGroupForm(request.body, group as unknown as GroupFields);
    await assertUnique(fields, group.id);
    const description = fields.description === group.description ? group.description : ctx.markdown.sanitize(fields.description);
    try {
      await db(T.group).where({ id: group.id }).update({ ...fields, description, gmtModified: db.fn.now() });
    } catch (err) {
      const clash = uniqueClash(err);
      if (clash) throw badRequest(clash, { name: clash === 'GROUPS_NAME_TAKEN' ? fields.name : fields.shortName });
      throw err;
    }
    return ok(toView((await groups.listed(group.id))!, standing), ctx.i18n.t(request.locale, 'GROUPS_UPDATED'));
  });

  ctx.http.delete('/api/group', {
    config: { auth: true },
    schema: { querystring: GidQuery, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const user = request.user!;
    const { group, standing } = await groups.seen(user, request.query.gid);
    // spec 3 §4: the owner or the super admin disbands
    if (!standing.owner) throw forbidden('GROUPS_OWNER_ONLY');
    await groups.disband(group);
    return ok(null, ctx.i18n.t(request.locale, 'GROUPS_DISBANDED'));
  });

  ctx.http.post('/api/file/upload-group-avatar', {
    config: { auth: true },
    schema: { consumes: ['multipart/form-data'], querystring: Type.Object({ gid: Type.Optional(Type.String({ maxLength: 12 })) }), response: { 200: Envelope(GroupSchema) } },
  }, async (request) => {
    const user = request.user!;
    const queryGid = request.query.gid;
    // the group is checked before the file is read when the query names it
    if (queryGid !== undefined) await groups.rooted(user, gidOf(queryGid));
    const upload = await readFileUpload(request, { field: 'image', maxBytes: GROUP_AVATAR_MAX_BYTES, tooLarge: 'GROUPS_AVATAR_TOO_LARGE' });
    const gid = gidOf(queryGid ?? upload.fields.gid);
    const { group, standing } = await groups.rooted(user, gid);
    const ext = upload.name.includes('.') ? upload.name.split('.').pop()!.toLowerCase() : '';
    if (!AVATAR_EXTENSIONS.includes(ext)) throw badRequest('GROUPS_AVATAR_TYPE');
    let saved;
    try {
      saved = await ctx.files.save({ uid: user.uid, gid: group.id, kind: 'group-avatar', name: upload.name, bytes: upload.bytes });
    } catch (err) {
      if ((err as Error).message === 'not an image') throw badRequest('GROUPS_AVATAR_TYPE');
      throw err;
    }
    await db(T.group).where({ id: group.id }).update({ avatar: saved.url, avatarFileId: saved.id, gmtModified: db.fn.now() });
    if ((group as GroupRow).avatarFileId) await ctx.files.remove((group as GroupRow).avatarFileId!);
    return ok(toView((await groups.listed(group.id))!, standing), ctx.i18n.t(request.locale, 'GROUPS_AVATAR_UPDATED'));
  });
}

function gidOf(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new OjError('GROUPS_NOT_FOUND', 404);
  return Number(raw);
}
