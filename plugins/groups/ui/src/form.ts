// The group forms' rules as the browser checks them before sending (spec 3 §5 "Group create",
// "Join"): the same order, limits and message keys as the server's server/form.ts, so a refusal
// reads the same whether the browser or the server says it.
import {
  APPLY_REASON, GROUP_AUTH, GROUP_BRIEF, GROUP_CODE_LENGTH, GROUP_DESCRIPTION, GROUP_NAME, GROUP_SHORT_NAME, type GroupBody,
} from '@oj/plugin-groups/browser';
import type { GroupView } from './api.js';

export interface GroupDraft {
  name: string;
  shortName: string;
  brief: string;
  description: string;
  auth: number;
  code: string;
  visible: boolean;
}
export type GroupField = keyof GroupDraft;
/** a refusal: the server's message key and its values */
export interface FieldError { key: string; values?: Record<string, number> }
export type Errors<F extends string> = Partial<Record<F, FieldError>>;

export const EMPTY_GROUP: GroupDraft = { name: '', shortName: '', brief: '', description: '', auth: GROUP_AUTH.public, code: '', visible: true };

export const draftOf = (g: GroupView): GroupDraft => ({
  name: g.name, shortName: g.shortName, brief: g.brief, description: g.description, auth: g.auth, code: g.code ?? '', visible: g.visible,
});

const length = (s: string) => [...s].length;

function text(value: string, field: string, range: { min: number; max: number }): FieldError | undefined {
  const v = value.trim();
  if (!v) return { key: `GROUPS_${field}_REQUIRED` };
  if (length(v) < range.min || length(v) > range.max) return { key: `GROUPS_${field}_LENGTH`, values: range };
  return undefined;
}

/** the code of a group that is not public: exactly 6 characters, no spaces */
export function codeError(code: string): FieldError | undefined {
  const v = code.trim();
  if (!v) return { key: 'GROUPS_CODE_REQUIRED' };
  if (length(v) !== GROUP_CODE_LENGTH || /\s/.test(v)) return { key: 'GROUPS_CODE_LENGTH', values: { n: GROUP_CODE_LENGTH } };
  return undefined;
}

export function groupErrors(d: GroupDraft): Errors<GroupField> {
  const out: Errors<GroupField> = {};
  out.name = text(d.name, 'NAME', GROUP_NAME);
  out.shortName = text(d.shortName, 'SHORT_NAME', GROUP_SHORT_NAME);
  // it prefixes the group's problem ids
  if (!out.shortName && /\s/.test(d.shortName.trim())) out.shortName = { key: 'GROUPS_SHORT_NAME_SPACES' };
  out.brief = text(d.brief, 'BRIEF', GROUP_BRIEF);
  out.description = text(d.description, 'DESCRIPTION', GROUP_DESCRIPTION);
  if (!d.auth) out.auth = { key: 'GROUPS_AUTH_REQUIRED' };
  if (d.auth !== GROUP_AUTH.public) out.code = codeError(d.code);
  for (const k of Object.keys(out) as GroupField[]) if (!out[k]) delete out[k];
  return out;
}

/** what is sent: trimmed, the code only for a group that is not public */
export const groupBody = (d: GroupDraft): GroupBody => ({
  name: d.name.trim(),
  shortName: d.shortName.trim(),
  brief: d.brief.trim(),
  description: d.description,
  auth: d.auth,
  ...(d.auth !== GROUP_AUTH.public ? { code: d.code.trim() } : {}),
  visible: d.visible,
});

export interface ApplyDraft { code: string; reason: string }
export type ApplyField = keyof ApplyDraft;

/** spec 3 §5 Join: a private group's code (exactly 6), a reason (5–100) for a group that is not public */
export function applyErrors(groupAuth: number, d: ApplyDraft): Errors<ApplyField> {
  const out: Errors<ApplyField> = {};
  if (groupAuth === GROUP_AUTH.public) return out;
  if (groupAuth === GROUP_AUTH.private) {
    const v = d.code.trim();
    if (!v) out.code = { key: 'GROUPS_CODE_REQUIRED' };
    else if (length(v) !== GROUP_CODE_LENGTH) out.code = { key: 'GROUPS_CODE_LENGTH', values: { n: GROUP_CODE_LENGTH } };
  }
  const reason = d.reason.trim();
  if (!reason) out.reason = { key: 'GROUPS_REASON_REQUIRED' };
  else if (length(reason) < APPLY_REASON.min || length(reason) > APPLY_REASON.max) out.reason = { key: 'GROUPS_REASON_LENGTH', values: APPLY_REASON };
  return out;
}
