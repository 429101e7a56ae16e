// The group forms' rules (spec 3 §5 "Group create", "Join"): checked in the form's order, each
// refusal with its own message in both languages; nothing is written on a refusal.
import { badRequest } from '@oj/sdk';
import {
  APPLY_REASON, GROUP_AUTH, GROUP_BRIEF, GROUP_CODE_LENGTH, GROUP_DESCRIPTION, GROUP_NAME, GROUP_SHORT_NAME, type GroupBody,
} from '../shared/index.ts';

export interface GroupFields { name: string; shortName: string; brief: string; description: string; auth: number; code: string | null; visible: boolean }

const blank = (s: string | null | undefined) => s == null || s.trim() === '';
const length = (s: string) => [...s].length;

function text(value: string | null | undefined, field: string, range: { min: number; max: number }): string {
  if (blank(value)) throw badRequest(`GROUPS_${field}_REQUIRED`);
  const v = value!.trim();
  if (length(v) < range.min || length(v) > range.max) throw badRequest(`GROUPS_${field}_LENGTH`, range);
  return v;
}

/** the checked fields of a new group, or of an edit merged over the group's current ones */
export function checkGroupForm(body: GroupBody, current?: GroupFields): GroupFields {
  const pick = <K extends keyof GroupBody>(k: K) => (body[k] === undefined && current ? (current as unknown as GroupBody)[k] : body[k]);
  const name = text(pick('name') as string | null, 'NAME', GROUP_NAME);
  const shortName = text(pick('shortName') as string | null, 'SHORT_NAME', GROUP_SHORT_NAME);
  // it prefixes the group's problem ids
  if (/\s/.test(shortName)) throw badRequest('GROUPS_SHORT_NAME_SPACES');
  const brief = text(pick('brief') as string | null, 'BRIEF', GROUP_BRIEF);
  const description = text(pick('description') as string | null, 'DESCRIPTION', GROUP_DESCRIPTION);
  const rawAuth = pick('auth');
  const auth = typeof rawAuth === 'string' && /^\d$/.test(rawAuth) ? Number(rawAuth) : rawAuth;
  if (rawAuth == null || rawAuth === '') throw badRequest('GROUPS_AUTH_REQUIRED');
  if (auth !== GROUP_AUTH.public && auth !== GROUP_AUTH.protected && auth !== GROUP_AUTH.private) throw badRequest('GROUPS_AUTH_INVALID');
  let code: string | null = null;
  if (auth !== GROUP_AUTH.public) {
    const raw = pick('code') as string | null | undefined;
    if (blank(raw)) throw badRequest('GROUPS_CODE_REQUIRED');
    code = raw!.trim();
    if (length(code) !== GROUP_CODE_LENGTH || /\s/.test(code)) throw badRequest('GROUPS_CODE_LENGTH', { n: GROUP_CODE_LENGTH });
  }
  const visible = (pick('visible') as boolean | undefined) ?? true;
  return { name, shortName, brief, description, auth, code, visible };
}

/** the join form: a private group's code (exactly 6), a reason (5–100) for a group that is not public */
export function checkApply(groupAuth: number, body: { code?: string | null; reason?: string | null }): { code: string | null; reason: string | null } {
  if (groupAuth === GROUP_AUTH.public) return { code: null, reason: null };
  let code: string | null = null;
  if (groupAuth === GROUP_AUTH.private) {
    if (blank(body.code)) throw badRequest('GROUPS_CODE_REQUIRED');
    code = body.code!.trim();
    if (length(code) !== GROUP_CODE_LENGTH) throw badRequest('GROUPS_CODE_LENGTH', { n: GROUP_CODE_LENGTH });
  }
  if (blank(body.reason)) throw badRequest('GROUPS_REASON_REQUIRED');
  const reason = body.reason!.trim();
  if (length(reason) < APPLY_REASON.min || length(reason) > APPLY_REASON.max) throw badRequest('GROUPS_REASON_LENGTH', APPLY_REASON);
  return { code, reason };
}
