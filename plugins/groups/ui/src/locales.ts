// The groups UI's strings (namespace 'groups'), one file per area, and the server's own messages
// (locales/*.json, GROUPS_*) so that a refusal the browser finds first reads as the server's would.
// The server writes `{name}` where i18next reads `{{name}}`.
import serverEn from '../../locales/en-US.json';
import serverZh from '../../locales/zh-CN.json';
import * as details from './locales/details.js';
import * as list from './locales/list.js';
import * as manage from './locales/manage.js';
import * as training from './locales/training.js';
import * as contest from './locales/contest.js';
import * as problem from './locales/problem.js';
import * as discussion from './locales/discussion.js';
import * as apply from './locales/apply.js';

const interpolated = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, v.replace(/\{(\w+)\}/g, '{{$1}}')]));

export const en = { ...interpolated(serverEn), ...list.en, ...details.en, ...manage.en, ...training.en, ...contest.en, ...problem.en, ...discussion.en, ...apply.en };
export const zh = { ...interpolated(serverZh), ...list.zh, ...details.zh, ...manage.zh, ...training.zh, ...contest.zh, ...problem.zh, ...discussion.zh, ...apply.zh };
