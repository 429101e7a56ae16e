// The first-party sites (spec 2 §3 constants: HDU, Codeforces, POJ, GYM, AtCoder, SPOJ, LibreOJ).
// Each registers through addRemoteSite exactly as a third party's site does.
import type { RemoteSite } from '../../shared/sites.ts';
import { hdu } from './hdu.ts';
import { codeforces, gym } from './codeforces.ts';
import { poj } from './poj.ts';
import { atcoder } from './atcoder.ts';
import { spoj } from './spoj.ts';
import { libreoj } from './libreoj.ts';

export const BUILT_IN_SITES: readonly RemoteSite[] = [hdu, codeforces, poj, gym, atcoder, spoj, libreoj];
