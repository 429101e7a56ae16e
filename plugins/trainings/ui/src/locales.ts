// The trainings UI's strings (namespace 'trainings'), one file per area so they stay readable;
// the admin pages bring their own (admin/index.ts).
import * as details from './locales/details.js';
import * as list from './locales/list.js';

export const en = { ...list.en, ...details.en };
export const zh = { ...list.zh, ...details.zh };
