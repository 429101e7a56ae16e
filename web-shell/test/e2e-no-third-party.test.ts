// The test browser (@oj/testing launch) reaches nothing but this machine's loopback: a page that
// calls out to another host must fail in the browser suites as it would on a site with no route
// to it, never reach it. The block is a proxy that is not there, set at launch: this checks it
// against a server of this machine listening on every address, reached by its loopback address
// (served) and by the machine's network address (refused, the server sees nothing).
import t from 'tap';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { launch } from '@oj/testing';

const seen: string[] = [];
const server = createServer((req, res) => {
  seen.push(`${req.headers.host}${req.url}`);
  res.setHeader('Content-Type', 'text/html');
  res.end('<p id="here">served</p>');
});
await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
const port = (server.address() as AddressInfo).port;
const b = await launch();
t.teardown(async () => {
  await b.close();
  server.close();
});

/** this machine's first address that is not loopback: another host, as far as the browser can tell */
const outside = Object.values(networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

t.test('loopback is served, any other address fails in the browser and is never reached', async (t) => {
  t.ok(outside, `this machine has an address other than loopback (${outside})`);
  const context = await b.browser.newContext();
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/inside`);
  t.equal(await page.locator('#here').innerText(), 'served', 'a page of 127.0.0.1 loads');
  const failed = await page.goto(`http://${outside}:${port}/outside`).then(() => null, (e: Error) => e.message);
  t.match(failed, /net::ERR_/, `the page of ${outside} does not load: ${failed?.split('\n')[0]}`);
  const other = await context.newPage();
  await other.goto(`http://127.0.0.1:${port}/again`);
  const fetched = await other.evaluate((u) => fetch(u, { mode: 'no-cors' }).then(() => 'reached', (e: Error) => e.message), `http://${outside}:${port}/fetched`);
  t.not(fetched, 'reached', `nor does a call from a page (${fetched})`);
  t.ok(seen.includes(`127.0.0.1:${port}/inside`), 'the server saw the loopback visit');
  t.same(seen.filter((s) => !s.startsWith('127.0.0.1:')), [], 'and nothing sent to its other address');
  await context.close();
});
