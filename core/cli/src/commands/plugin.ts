// `oj plugin kit [--out DIR]` packs the plugin kit of this site; `oj plugin new ID [DIR]
// [--server-only]` scaffolds a plugin package built with it (the kit packed into its own kit/); `oj plugin keygen` and `oj plugin sign` make a publisher's key
// and sign a built package with it (docs/plugin-guide.md).
import { join, resolve } from 'node:path';
import { flagString, type ParsedArgs } from '../args.ts';
import { packKit } from '../plugin-kit/pack.ts';
import { pluginFolder, scaffoldPlugin } from '../plugin-kit/scaffold.ts';
import { makePublisherKey, signPlugin } from '../plugin-kit/signing.ts';

/** The folder the user typed the command in: `pnpm oj …` runs the site's script from its root. */
const callerDir = () => (process.env.npm_lifecycle_event === 'oj' && process.env.INIT_CWD) || process.cwd();

export async function run(args: ParsedArgs): Promise<void> {
  const [action, ...rest] = args.positional;
  const folder = (flag: string) => { const v = flagString(args, flag); return v ? resolve(callerDir(), v) : undefined; };
  if (action === 'kit') {
    const kit = packKit(folder('out') ?? resolve(callerDir(), 'kit'));
    for (const [name, file] of Object.entries(kit.tarballs)) console.log(`${name.padEnd(16)} ${file}`);
    return;
  }
  if (action === 'new') {
    // `--server-only` before a word takes it as its value: it is a switch, so the word goes back where it stood
    const serverOnly = args.flags['server-only'];
    const at = (args.valueAt['server-only'] ?? 1) - 1;
    const [id, target] = typeof serverOnly === 'string' ? [...rest.slice(0, at), serverOnly, ...rest.slice(at)] : rest;
    if (!id) throw new Error('usage: oj plugin new ID [DIR] [--server-only]');
    // checked before the kit is packed, so a refused folder leaves nothing behind
    const dir = pluginFolder(id, resolve(callerDir(), target ?? `oj-plugin-${id}`));
    const kit = packKit(folder('kit') ?? join(dir, 'kit'));
    const made = scaffoldPlugin(id, dir, kit, { serverOnly: serverOnly !== undefined });
    console.log(`made ${made.dir} (${made.files.length} files${serverOnly !== undefined ? ', server only' : ''}), built with @oj/sdk ${kit.sdkVersion} from ${kit.dir}; nothing was written into the installation\n`);
    console.log(`next:\n  cd ${made.dir}\n  pnpm install && pnpm run build && pnpm run typecheck && pnpm test\n  oj plugin sign . --key <your key> --publisher <your name>   (packs and signs; oj plugin keygen makes the key)`);
    console.log(`then, to install it into a site: pnpm add <the signed .tgz> in the site's folder and list its package in the site's oj.config.json "plugins" (docs/plugin-guide.md)`);
    return;
  }
  if (action === 'keygen') {
    const made = makePublisherKey(resolve(callerDir(), flagString(args, 'out') ?? '.'));
    const publisher = flagString(args, 'publisher') ?? '<your publisher name>';
    console.log(`private key: ${made.privateKeyFile} (keep it secret: whoever holds it signs as you; never commit it)`);
    console.log(`public key:  ${made.publicKey} (also in ${made.publicKeyFile}: publish it)\n`);
    console.log(`a site that trusts your plugins lists the public key in its oj.config.json:\n  "publisherKeys": { ${JSON.stringify(publisher)}: ${JSON.stringify(made.publicKey)} }`);
    console.log(`sign a built plugin with: oj plugin sign <plugin dir> --key ${made.privateKeyFile} --publisher ${JSON.stringify(publisher)}`);
    return;
  }
  if (action === 'sign') {
    const [dir] = rest;
    const key = flagString(args, 'key');
    const publisher = flagString(args, 'publisher');
    if (!dir || !key || !publisher) throw new Error('usage: oj plugin sign <plugin dir> --key <private key file> --publisher <name>');
    const signed = await signPlugin(resolve(callerDir(), dir), resolve(callerDir(), key), publisher);
    console.log(`signed ${signed.id} ${signed.version} as ${JSON.stringify(publisher)}: ${signed.files} files\n  ${signed.tarball}  the package to ship (packed by npm pack, the signature inside)\n  ${signed.file}`);
    return;
  }
  throw new Error('usage: oj plugin kit [--out DIR] | oj plugin new ID [DIR] [--server-only] [--kit DIR] | oj plugin keygen [--out DIR] [--publisher NAME] | oj plugin sign <plugin dir> --key FILE --publisher NAME');
}
