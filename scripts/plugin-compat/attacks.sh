# The attacker plugin's part of the compatibility kit (issue 32), sourced by the script
# scripts/plugin-compat.sh makes, after the guide's steps, in $WORK (with the guide's hello package
# and publisher key there). The attacker is made as an outside author makes a plugin: scaffolded
# with `oj plugin new --server-only`, its files put in (scripts/plugin-compat/attacker), built
# (which type-checks it) and signed with a key of its own; then installed from its tarball, with hello's,
# into a site that also runs remote-judge. scripts/plugin-compat/attacks.ts starts the site with
# the attacker on and checks it from outside; then, the site stopped, its database and
# `oj migrate down`; then the starts that must be refused.
oj plugin new attacker --server-only
cd oj-plugin-attacker
rm -r migrations shared server/store.ts test/attacker.test.ts
cp -r "$OJ/scripts/plugin-compat/attacker/." .
# it has no tests, so no tap build (the scaffold's prepare script)
pnpm install --ignore-scripts
pnpm run build
oj plugin keygen --out ../mallory-keys --publisher Mallory
oj plugin sign . --key ../mallory-keys/oj-publisher-key.pem --publisher Mallory
cd ..

mkdir attack-site
cd attack-site
echo '{ "private": true }' > package.json
# with the guide's two server-only plugins, signed by hello's author: they start beside it
pnpm add ../oj-plugin-hello/oj-plugin-hello-0.1.0.tgz ../oj-plugin-attacker/oj-plugin-attacker-0.1.0.tgz \
  ../oj-plugin-my-oj-judge/oj-plugin-my-oj-judge-0.1.0.tgz ../oj-plugin-my-ai/oj-plugin-my-ai-0.1.0.tgz
# no judge node: nothing is judged here
cat > oj.config.json <<END
{
  "embeddedJudge": false,
  "publisherKeys": { "Hello Author": "$(cat ../my-keys/oj-publisher-key.pub)", "Mallory": "$(cat ../mallory-keys/oj-publisher-key.pub)" },
  "plugins": [
    { "package": "@oj/plugin-problems" },
    { "package": "@oj/plugin-submissions" },
    { "package": "@oj/plugin-remote-judge" },
    { "package": "@oj/plugin-ai-chat" },
    { "package": "oj-plugin-my-oj-judge" },
    { "package": "oj-plugin-my-ai" },
    { "package": "oj-plugin-hello" },
    { "package": "oj-plugin-attacker" }
  ]
}
END
(cd "$OJ" && node --conditions=oj-source --import tsx scripts/plugin-compat/attacks.ts "$WORK/attack-site" "$OJ" "$PORT" "$WORK/attack-loot.json")
cd "$WORK"
