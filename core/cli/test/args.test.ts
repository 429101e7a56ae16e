// The CLI's word parsing: a switch written before words takes the next one as its value (the parser
// knows no switches); valueAt says where that word stood, so a command can give it back.
import t from 'tap';
import { parseArgs } from '../src/args.ts';

t.test('a flag\'s value, and where it stood among the words', async (t) => {
  t.same(parseArgs(['plugin', 'new', '--server-only', 'echo', 'dir']), { positional: ['plugin', 'new', 'dir'], flags: { 'server-only': 'echo' }, valueAt: { 'server-only': 2 } });
  t.same(parseArgs(['plugin', 'new', 'echo', '--server-only', 'dir']), { positional: ['plugin', 'new', 'echo'], flags: { 'server-only': 'dir' }, valueAt: { 'server-only': 3 } });
  t.same(parseArgs(['plugin', 'new', 'echo', 'dir', '--server-only']), { positional: ['plugin', 'new', 'echo', 'dir'], flags: { 'server-only': true }, valueAt: {} });
  t.same(parseArgs(['start', '--port=80', '--data-dir', '/d']), { positional: ['start'], flags: { port: '80', 'data-dir': '/d' }, valueAt: { 'data-dir': 1 } });
});
