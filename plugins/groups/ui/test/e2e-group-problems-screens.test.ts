// Every screen of a group's Problem, Submission and Discussion tabs and Admin → group-problem/apply
// in English at 1280 px and Chinese at 390 px (problem-screens.ts): nothing wider than the window,
// no raw keys.
import { screensSuite } from './problem-screens.ts';

screensSuite([['en-US', 1280], ['zh-CN', 390]]);
