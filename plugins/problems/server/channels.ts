// The problems plugin's bus channels. `LIST_CHANNEL`: a write that changes what the problem list
// shows broadcasts on it, and every web node's cached list pages (routes/problem-list.ts) are
// dropped. Here rather than in the route module, so the services that write need not import a route.
export const LIST_CHANNEL = 'problems.list';
