// Issue 9 §5: when the server asks for the slide puzzle (failed logins of the account elsewhere),
// the admin login page shows it, and a solved puzzle lets the correct password in.
import t from 'tap';
import { launch, visitor } from './helpers/browser.js';
import { ADMIN, startSite, type Site } from './helpers/site.js';
import { solveSlidePuzzle } from './helpers/puzzle.js';

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;

t.before(async () => {
  [site, b] = await Promise.all([startSite({ guestbook: false }), launch()]);
});
t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

t.test('after 5 failed admin logins the admin login page asks for the puzzle, then lets the admin in', async (t) => {
  for (let i = 0; i < 5; i++) {
    const r = await site.api('POST', '/api/admin/login', { username: ADMIN.username, password: `wrong-${i}` });
    t.equal(r.msg, 'Please check your username or password');
  }
  const { page } = await visitor(b.browser);
  await page.goto(`${site.url}/admin/login`);
  await page.locator('input[name=username]').fill(ADMIN.username);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.getByTestId('admin-login-submit').click();
  await page.locator('.semi-toast-content').getByText('Please complete the slide verification first').waitFor();
  await solveSlidePuzzle(page);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-dashboard').waitFor();
  t.pass('the admin is in');
  await page.context().close();
});
