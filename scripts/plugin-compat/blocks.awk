# Turns the plugin guide's tested sections (docs/plugin-guide.md) into a bash script. "## From `oj
# plugin new` to a running site": every ```sh block as written, in order; a ```sh start block (one
# command that runs the site) becomes `site_run <command>`, which starts it in the background,
# checks it and stops it (scripts/plugin-compat.sh defines site_run). "## A plugin without pages":
# its ```sh blocks in a subshell that starts where the first section started ($WORK), so the
# checks of the first section's site that follow still run in that site's folder.
function close_sub() { if (sub_open) { print ")"; sub_open = 0 } }
/^## / { close_sub(); in_section = ($0 ~ /^## From `oj plugin new`/); in_sub = ($0 ~ /^## A plugin without pages/) }
in_section && /^```sh start$/ { block = "start"; next }
in_section && /^```sh$/ { block = "sh"; next }
in_sub && /^```sh$/ { if (!sub_open) { print "(cd \"$WORK\""; sub_open = 1 } block = "sh"; next }
block != "" && /^```$/ { block = ""; next }
block == "sh" { print; next }
block == "start" && NF > 0 { print "site_run " $0; next }
END { close_sub() }
