// The compatibility kit's calls to a site, as a client outside it makes them: the envelope's
// status, msg and data, the HTTP status, and the token a login answers with.
export async function call(url: string, method: string, path: string, opts: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'accept-language': 'en-US' };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = opts.token;
  const res = await fetch(url + path, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const json = (await res.json().catch(() => ({}))) as { status?: number; msg?: string; data?: unknown };
  return { http: res.status, status: json.status, msg: json.msg, data: json.data, token: res.headers.get('authorization') };
}
