// The training form's rules (spec 3 §5, §9): title, description and category required, a password
// when private, a rank from 0 to 2147483647 (1000 when left empty). The first broken rule is the
// answer, in the form's order, with its message in the caller's language.
import { badRequest } from '@oj/sdk';
import {
  TRAINING_AUTH, TRAINING_DESCRIPTION_MAX, TRAINING_PASSWORD_MAX, TRAINING_RANK_DEFAULT, TRAINING_RANK_MAX, TRAINING_TITLE_MAX,
  type AdminTrainingBody, type TrainingAuth,
} from '../shared/index.ts';

export interface TrainingForm {
  title: string;
  description: string;
  auth: TrainingAuth;
  privatePwd: string | null;
  rank: number;
  status: boolean;
  categoryId: number;
}

/** a rank as a number box sends it: a whole number from 0 to 2^31-1, empty meaning the default */
export function rankOf(value: number | string | null | undefined, fallback = TRAINING_RANK_DEFAULT): number {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return fallback;
  const n = typeof value === 'number' ? value : /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 0 || n > TRAINING_RANK_MAX) throw badRequest('TRAININGS_RANK_INVALID', { max: TRAINING_RANK_MAX });
  return n;
}

export function trainingForm(body: AdminTrainingBody, current?: { status: boolean; rank: number }): TrainingForm {
  const t = body.training;
  const title = t.title?.trim() ?? '';
  if (!title) throw badRequest('TRAININGS_TITLE_REQUIRED');
  if (title.length > TRAINING_TITLE_MAX) throw badRequest('TRAININGS_TITLE_TOO_LONG', { max: TRAINING_TITLE_MAX });
  const rank = rankOf(t.rank, current?.rank ?? TRAINING_RANK_DEFAULT);
  const description = t.description ?? '';
  if (!description.trim()) throw badRequest('TRAININGS_DESCRIPTION_REQUIRED');
  if (description.length > TRAINING_DESCRIPTION_MAX) throw badRequest('TRAININGS_DESCRIPTION_TOO_LONG', { max: TRAINING_DESCRIPTION_MAX });
  const categoryId = body.trainingCategory?.id;
  if (!categoryId) throw badRequest('TRAININGS_CATEGORY_REQUIRED');
  const auth = (t.auth?.trim() || TRAINING_AUTH.public) as TrainingAuth;
  if (auth !== TRAINING_AUTH.public && auth !== TRAINING_AUTH.private) throw badRequest('TRAININGS_AUTH_INVALID');
  const pwd = t.privatePwd?.trim() ?? '';
  if (auth === TRAINING_AUTH.private && !pwd) throw badRequest('TRAININGS_PRIVATE_PASSWORD_REQUIRED');
  if (pwd.length > TRAINING_PASSWORD_MAX) throw badRequest('TRAININGS_PASSWORD_TOO_LONG', { max: TRAINING_PASSWORD_MAX });
  return {
    title, description, auth, rank, categoryId,
    // a public training keeps no password
    privatePwd: auth === TRAINING_AUTH.private ? pwd : null,
    status: t.status ?? current?.status ?? true,
  };
}
