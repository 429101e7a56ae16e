import type { createBrowserRouter } from 'react-router-dom';

/** The live router, for code outside React (the API client's 401/403 redirects). */
export const router: { current: ReturnType<typeof createBrowserRouter> | null } = { current: null };
