// The training form's model (spec 3 §3 Training, §5 training form rules): its defaults, the
// rules the browser checks before saving, and the body it saves (the reference's TrainingDTO).
import {
  TRAINING_AUTH, TRAINING_PASSWORD_MAX, TRAINING_RANK_DEFAULT, TRAINING_RANK_MAX, TRAINING_TITLE_MAX, type TrainingAuth,
} from '@oj/plugin-trainings/browser';
import type { AdminTraining, AdminTrainingBody } from './api.js';

export interface TrainingDraft {
  id?: number;
  title: string;
  /** as the number box holds it: a number, or text while it is being typed or left empty */
  rank: number | string;
  categoryId: number | null;
  auth: TrainingAuth;
  privatePwd: string;
  /** visible in the training list */
  status: boolean;
  description: string;
}

export type TrainingField = 'title' | 'rank' | 'categoryId' | 'privatePwd' | 'description';
/** each refused field with its message key, in the form's order */
export type TrainingErrors = Partial<Record<TrainingField, string>>;
/** the limits the messages name */
export const FORM_LIMITS = { titleMax: TRAINING_TITLE_MAX, rankMax: TRAINING_RANK_MAX, passwordMax: TRAINING_PASSWORD_MAX };

export function newDraft(): TrainingDraft {
  return { title: '', rank: TRAINING_RANK_DEFAULT, categoryId: null, auth: TRAINING_AUTH.public, privatePwd: '', status: true, description: '' };
}

export function fromTraining({ training, trainingCategory }: AdminTraining): TrainingDraft {
  return {
    id: training.id, title: training.title, rank: training.rank, categoryId: trainingCategory?.id ?? training.categoryId, auth: training.auth,
    privatePwd: training.privatePwd ?? '', status: training.status, description: training.description,
  };
}

/** spec 3 §5: rank 0 to 2147483647, a whole number */
export function rankValue(rank: number | string): number | null {
  const text = String(rank).trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n <= TRAINING_RANK_MAX ? n : null;
}

/** spec 3 §5: title, description and category required, rank in range, a password when private */
export function trainingErrors(d: TrainingDraft): TrainingErrors {
  const errors: TrainingErrors = {};
  const title = d.title.trim();
  if (!title) errors.title = 'TA_Title_Required';
  else if (title.length > TRAINING_TITLE_MAX) errors.title = 'TA_Title_Too_Long';
  if (rankValue(d.rank) === null) errors.rank = 'TA_Rank_Range';
  if (d.categoryId === null) errors.categoryId = 'TA_Category_Required';
  if (d.auth === TRAINING_AUTH.private) {
    if (!d.privatePwd.trim()) errors.privatePwd = 'TA_Password_Required';
    else if (d.privatePwd.length > TRAINING_PASSWORD_MAX) errors.privatePwd = 'TA_Password_Too_Long';
  }
  if (!d.description.trim()) errors.description = 'TA_Description_Required';
  return errors;
}

export function toBody(d: TrainingDraft): AdminTrainingBody {
  const isPrivate = d.auth === TRAINING_AUTH.private;
  return {
    training: {
      ...(d.id ? { id: d.id } : {}),
      title: d.title.trim(), description: d.description, auth: d.auth, privatePwd: isPrivate ? d.privatePwd : null,
      rank: rankValue(d.rank), status: d.status,
    },
    trainingCategory: { id: d.categoryId },
  };
}
