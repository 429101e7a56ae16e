// The group calls (spec 3 §7 "Groups", reference GroupController and the group avatar upload):
// the list, the detail, access and auth, create / edit / disband, the avatar. Who stands where is
// core.ts; the form's rules are form.ts.
import {
  OjError, badRequest, forbidden, mountCall, ok, pageParams, readFileUpload,
  type AuthUser, type PluginContext,
} from '@oj/sdk';
import { submissionsService } from '@oj/plugin-submissions/shared';
import {
  GROUP_AUTH, GROUP_AVATAR_MAX_BYTES, GROUP_PAGE_SIZE, GROUP_PAGE_SIZES, MEMBER_AUTH,
} from '../shared/index.ts';
import { groupCalls } from '../shared/calls.ts';
import { toView, type Groups } from './core.ts';
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
  const store = groups.store;

  /** refuses a name or short name another group already has (case does not matter) */
  async function assertUnique(fields: GroupFields, except: number | null): Promise<void> {
    const clash = (column: 'name' | 'shortName', value: string) => store.nameTaken(column, value, except);
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
    const owned = await store.ownedBy(user.uid);
    if (owned >= (rules.defaultCreateGroupLimit ?? 0)) throw forbidden('GROUPS_OWN_LIMIT', { max: rules.defaultCreateGroupLimit ?? 0 });
    await ctx.limits.take(user.uid, 'create-day', { max: rules.defaultCreateGroupDailyLimit ?? 0, windowSeconds: 86_400, message: 'GROUPS_DAILY_LIMIT' });
  }

  mountCall(ctx.http, groupCalls.list, { config: { public: true } }, async (request) => {
    const user = request.user ?? null;
    const q = request.query;
    const superAdmin = ctx.perms.isRoot(user);
    const auth = Number(q.auth);
    const authAsked = q.auth !== undefined && q.auth !== '' && [GROUP_AUTH.public, GROUP_AUTH.protected, GROUP_AUTH.private].includes(auth as 1);
    // the list offers 120 a page, past the usual cap of 100
    const asked = Number(q.limit);
    const usual = pageParams(q, GROUP_PAGE_SIZE);
    const params = (GROUP_PAGE_SIZES as readonly number[]).includes(asked) ? { current: usual.current, size: asked, offset: (usual.current - 1) * asked } : usual;
    const page = await store.page({
      hiddenToo: superAdmin, viewerUid: user?.uid ?? null, onlyMine: flag(q.onlyMine), auth: authAsked ? auth : undefined, keyword: q.keyword?.trim(),
    }, params);
    const admined = user && page.records.length
      ? await store.groupsAtLevel(user.uid, MEMBER_AUTH.admin, page.records.map((r) => r.id))
      : new Set<number>();
    return ok({
      ...page,
      records: page.records.map((r) => {
        const admin = superAdmin || r.uid === user?.uid || admined.has(r.id);
        return toView(r, { auth: 0, member: admin, admin, root: admin, owner: admin }, false);
      }),
    });
  });

  mountCall(ctx.http, groupCalls.detail, { config: { auth: true } }, async (request) => {
    const { group, standing } = await groups.seen(request.user!, request.query.gid);
    return ok(toView((await groups.listed(group.id))!, standing));
  });

  mountCall(ctx.http, groupCalls.access, { config: { auth: true } }, async (request) => {
    const { standing } = await groups.seen(request.user!, request.query.gid);
    return ok({ access: standing.member, admin: standing.admin, root: standing.root, owner: standing.owner, auth: standing.auth });
  });

  mountCall(ctx.http, groupCalls.auth, { config: { auth: true } }, async (request) => {
    const { standing } = await groups.seen(request.user!, request.query.gid);
    return ok(standing.auth);
  });

  // the reference's client sends its whole form (owner, status, avatar …): what is not a field here is dropped
  mountCall(ctx.http, groupCalls.create, { config: { perm: 'group_add', extraFields: 'strip' } }, async (request) => {
    const user = request.user!;
    const fields = checkGroupForm({ ...request.body, id: undefined });
    await assertUnique(fields, null);
    await mayCreate(user);
    const description = ctx.markdown.sanitize(fields.description);
    let gid: number;
    try {
      gid = await store.create({ ...fields, description }, user.uid);
    } catch (err) {
      const clash = uniqueClash(err);
      if (clash) throw badRequest(clash, { name: clash === 'GROUPS_NAME_TAKEN' ? fields.name : fields.shortName });
      throw err;
    }
    const standing = await groups.standing(user, gid);
    return ok(toView((await groups.listed(gid))!, standing), ctx.i18n.t(request.locale, 'GROUPS_CREATED'));
  });

  mountCall(ctx.http, groupCalls.update, { config: { auth: true, extraFields: 'strip' } }, async (request) => {
    const user = request.user!;
    if (request.body.id === undefined) throw badRequest('GROUPS_NOT_FOUND');
    const { group, standing } = await groups.rooted(user, request.body.id);
    // the client sends the whole group after filtering empty values: what it leaves out stays
    const fields = checkGroupForm(request.body, group);
    await assertUnique(fields, group.id);
    const description = fields.description === group.description ? group.description : ctx.markdown.sanitize(fields.description);
    try {
      await store.update(group.id, { ...fields, description });
    } catch (err) {
      const clash = uniqueClash(err);
      if (clash) throw badRequest(clash, { name: clash === 'GROUPS_NAME_TAKEN' ? fields.name : fields.shortName });
      throw err;
    }
    return ok(toView((await groups.listed(group.id))!, standing), ctx.i18n.t(request.locale, 'GROUPS_UPDATED'));
  });

  mountCall(ctx.http, groupCalls.disband, { config: { auth: true } }, async (request) => {
    const user = request.user!;
    const { group, standing } = await groups.seen(user, request.query.gid);
    // spec 3 §4: the owner or the super admin disbands
    if (!standing.owner) throw forbidden('GROUPS_OWNER_ONLY');
    await groups.disband(group);
    return ok(null, ctx.i18n.t(request.locale, 'GROUPS_DISBANDED'));
  });

  mountCall(ctx.http, groupCalls.uploadAvatar, { config: { auth: true } }, async (request) => {
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
    await store.update(group.id, { avatar: saved.url, avatarFileId: saved.id });
    if (group.avatarFileId) await ctx.files.remove(group.avatarFileId);
    return ok(toView((await groups.listed(group.id))!, standing), ctx.i18n.t(request.locale, 'GROUPS_AVATAR_UPDATED'));
  });
}

function gidOf(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new OjError('GROUPS_NOT_FOUND', 404);
  return Number(raw);
}
