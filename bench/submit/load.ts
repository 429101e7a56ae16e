// Load generation for the HTTP benches: autocannon's CLI in its own process (the server keeps
// this process's event loop to itself), JSON results read back.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  connections?: number;
  seconds?: number;
}

export interface LoadResult { requestsPerSecond: number; p50: number; p99: number; total: number; non2xx: number; errors: number }

export async function load(opts: LoadOptions): Promise<LoadResult> {
  const args = [AUTOCANNON, '-j', '-c', String(opts.connections ?? 16), '-d', String(opts.seconds ?? 5), '-m', opts.method ?? 'GET'];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
  if (opts.body !== undefined) args.push('-H', 'content-type=application/json', '-b', JSON.stringify(opts.body));
  args.push(opts.url);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => { out += d; });
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  const json = JSON.parse(out) as {
    requests: { average: number; total: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number;
  };
  return { requestsPerSecond: json.requests.average, p50: json.latency.p50, p99: json.latency.p99, total: json.requests.total, non2xx: json.non2xx, errors: json.errors };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
