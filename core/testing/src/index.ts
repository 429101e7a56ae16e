export { ADMIN, ROOT, startSite, type Site, type SiteOptions, type SitePlugin } from './site.ts';
export { launch, shot, visitor } from './browser.ts';
export { loginInDialog, makeUser, signInPage, userToken, type TestUser } from './users.ts';
