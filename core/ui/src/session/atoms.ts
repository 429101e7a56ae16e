import { atom, createStore } from 'jotai';
import { ADMIN_ROLES, ROLE } from '../constants.js';
import { AUTHED_KEY, readCookie, readLocal, TOKEN_KEY, USER_COOKIE, writeCookie, writeLocal } from './storage.js';

/** User info as the login call returns it (kept in a cookie); a field the user never set is null. */
export interface UserInfo {
  uid: string;
  username: string;
  nickname?: string | null;
  avatar?: string | null;
  email?: string | null;
  school?: string | null;
  signature?: string | null;
  gender?: string;
  titleName?: string | null;
  titleColor?: string | null;
  roleList: string[];
  /** filled from /api/get-user-auth-info */
  permissionList?: string[];
  [key: string]: unknown;
}

export interface UnreadCounts {
  comment: number;
  reply: number;
  like: number;
  sys: number;
  mine: number;
}

export interface WebsiteConfig {
  name?: string;
  shortName?: string;
  description?: string;
  recordName?: string;
  recordUrl?: string;
  projectName?: string;
  projectUrl?: string;
  register?: boolean;
  openPublicDiscussion?: boolean;
  openGroupDiscussion?: boolean;
  openContestComment?: boolean;
  [key: string]: unknown;
}

export type LoginDialogMode = 'Login' | 'Register' | 'ResetPwd';

/** One store for the whole site: the shell provides it, plugins see it through the shared @oj/ui. */
export const ojStore = createStore();

function readUser(): UserInfo | null {
  const raw = readCookie(USER_COOKIE);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserInfo;
  } catch {
    return null;
  }
}

const tokenBase = atom<string | null>(readLocal(TOKEN_KEY));
export const tokenAtom = atom(
  (get) => get(tokenBase),
  (_get, set, token: string | null) => {
    writeLocal(TOKEN_KEY, token);
    writeLocal(AUTHED_KEY, token ? 'true' : null);
    set(tokenBase, token);
  },
);

const userBase = atom<UserInfo | null>(readUser());
export const userInfoAtom = atom(
  (get) => get(userBase),
  (_get, set, user: UserInfo | null) => {
    writeCookie(USER_COOKIE, user ? JSON.stringify(user) : null);
    set(userBase, user);
  },
);

/** Roles: from the login answer, refreshed from /api/get-user-auth-info. */
export const rolesAtom = atom<string[]>(readUser()?.roleList ?? []);
/** Permissions from /api/get-user-auth-info; null until the server said (guards with `perm` wait for it). */
export const permissionsAtom = atom<string[] | null>(readUser()?.permissionList ?? null);

export const isAuthenticatedAtom = atom((get) => !!get(tokenAtom));
export const isAdminRoleAtom = atom((get) => get(isAuthenticatedAtom) && get(rolesAtom).some((r) => ADMIN_ROLES.includes(r)));
export const isSuperAdminAtom = atom((get) => get(isAuthenticatedAtom) && get(rolesAtom).includes(ROLE.root));
export const isProblemAdminAtom = atom((get) => get(isAuthenticatedAtom) && get(rolesAtom).includes(ROLE.problemAdmin));

export const loginDialogAtom = atom<{ visible: boolean; mode: LoginDialogMode }>({ visible: false, mode: 'Login' });
export const websiteConfigAtom = atom<WebsiteConfig>({});
export const unreadAtom = atom<UnreadCounts>({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
/** spec 1 §4: counted failures; a success resets to 0. */
export const loginFailCountAtom = atom(0);

export function setSession(token: string, user: UserInfo): void {
  ojStore.set(tokenAtom, token);
  ojStore.set(userInfoAtom, user);
  ojStore.set(rolesAtom, user.roleList ?? []);
  ojStore.set(permissionsAtom, user.permissionList ?? null);
}

export function clearSession(): void {
  ojStore.set(tokenAtom, null);
  ojStore.set(userInfoAtom, null);
  ojStore.set(rolesAtom, []);
  ojStore.set(permissionsAtom, null);
  ojStore.set(unreadAtom, { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
}

export function openLoginDialog(mode: LoginDialogMode = 'Login'): void {
  ojStore.set(loginDialogAtom, { visible: true, mode });
}

/** spec 1 §4: when the page becomes visible, adopt the token another tab left in local storage. */
export function syncTokenFromStorage(): 'unchanged' | 'removed' | 'changed' {
  const stored = readLocal(TOKEN_KEY);
  const current = ojStore.get(tokenAtom);
  if (stored === current) return 'unchanged';
  if (!stored) {
    clearSession();
    return 'removed';
  }
  ojStore.set(tokenBase, stored);
  const user = readUser();
  ojStore.set(userBase, user);
  ojStore.set(rolesAtom, user?.roleList ?? []);
  ojStore.set(permissionsAtom, user?.permissionList ?? null);
  return 'changed';
}
