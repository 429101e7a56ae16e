# Turns the plugin guide's tested section (docs/plugin-guide.md, "## From `oj plugin new` to a
# running site") into a bash script: every ```sh block as written, in order; a ```sh start
# block (one command that runs the site) becomes `site_run <command>`, which starts it in the
# background, checks it and stops it (scripts/plugin-compat.sh defines site_run).
/^## / { in_section = ($0 ~ /^## From `oj plugin new`/) }
in_section && /^```sh start$/ { block = "start"; next }
in_section && /^```sh$/ { block = "sh"; next }
block != "" && /^```$/ { block = ""; next }
block == "sh" { print; next }
block == "start" && NF > 0 { print "site_run " $0; next }
