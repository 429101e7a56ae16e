// The keys of the shared store: `/`-separated names the server makes up, never a client's path.
// One rule for every kind of store, so a key that works on a node's folder works in a bucket.

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}$/;

/** whether `key` is a store key: segments of letters, digits, `.`, `_`, `-`, none empty, `.`, `..` or starting with a dot */
export function isStoreKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function checkStoreKey(key: string): string {
  if (!isStoreKey(key)) throw new Error(`not a store key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

/** a prefix for list(): '' or a key, with or without its trailing slash */
export function checkStorePrefix(prefix: string): string {
  if (prefix === '') return prefix;
  checkStoreKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}
