// Every screen of a group's Problem, Submission and Discussion tabs and Admin → group-problem/apply
// in Chinese at 1280 and 390 px (problem-screens.ts): nothing wider than the window, no raw keys.
import { screensSuite } from './problem-screens.ts';

screensSuite('zh-CN');
