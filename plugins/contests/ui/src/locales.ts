// The contests UI's strings (namespace 'contests'), one file per area so they stay readable.
import * as admin from './locales/admin.js';
import * as board from './locales/board.js';
import * as details from './locales/details.js';
import * as home from './locales/home.js';
import * as list from './locales/list.js';

export const en = { ...list.en, ...details.en, ...board.en, ...admin.en, ...home.en };
export const zh = { ...list.zh, ...details.zh, ...board.zh, ...admin.zh, ...home.zh };
