// Where the session lives in the browser (spec 1 §3): the token in local storage, the user info in a cookie.
export const TOKEN_KEY = 'token';
export const AUTHED_KEY = 'authed';
export const LANGUAGE_KEY = 'languages';
export const USER_COOKIE = 'userInfo';

function hasWindow(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}

export function readLocal(key: string): string | null {
  try {
    return hasWindow() ? window.localStorage.getItem(key) : null;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  if (!hasWindow()) return;
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage disabled: the session lives in memory only */
  }
}

export function readCookie(name: string): string | null {
  if (!hasWindow()) return null;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

export function writeCookie(name: string, value: string | null): void {
  if (!hasWindow()) return;
  if (value === null) document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
  else document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${60 * 60 * 24 * 30}; SameSite=Lax`;
}
