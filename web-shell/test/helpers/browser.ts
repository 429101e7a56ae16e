// Chromium for the shell's browser tests (shared launcher in @oj/testing); screenshots go to test-artifacts/web-shell.
import type { Page } from 'playwright-core';
import { shot as saveShot } from '@oj/testing';

export { launch, visitor } from '@oj/testing';

export const shot = (page: Page, name: string): Promise<void> => saveShot(page, 'web-shell', name);
