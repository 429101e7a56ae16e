export { ADMIN, ROOT, startSite, type Site, type SiteOptions, type SitePlugin } from './site.ts';
export { TAKE_SHOTS, launch, screenshot, shot, visitor } from './browser.ts';
export { loginInDialog, makeUser, signInPage, userToken, type TestUser } from './users.ts';
