#!/bin/sh
# Prints the line that puts the Node version of .node-version first on PATH, after fetching it from the npm
# registry (Node's own `node-<os>-<arch>` packages) into ~/.cache/quartz-node once. For a machine whose Node is
# older, or one that has only npm's registry:   eval "$(sh scripts/use-node.sh)"
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
version=$(cat "$root/.node-version")
fail() { echo "$1" >&2; echo "false"; exit 1; }
case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) fail "npm has no Node package for $(uname -s): install Node $version from https://nodejs.org/" ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) fail "npm has no Node package for $(uname -m): install Node $version from https://nodejs.org/" ;;
esac
dir="${XDG_CACHE_HOME:-$HOME/.cache}/quartz-node/$version-$os-$arch"
if [ ! -x "$dir/bin/node" ]; then
  echo "Fetching Node $version for $os-$arch from the npm registry into $dir…" >&2
  download=$(mktemp -d)
  if ! (cd "$download" && npm pack --silent "node-$os-$arch@$version" >/dev/null 2>&1); then
    rm -rf "$download"
    fail "npm has no node-$os-$arch@$version: install Node $version from https://nodejs.org/"
  fi
  # Unpacked beside it and renamed, so an interrupted fetch never leaves a half-unpacked Node in its place.
  mkdir -p "$download/node"
  tar -xzf "$download"/*.tgz -C "$download/node" --strip-components=1
  mkdir -p "$(dirname "$dir")"
  rm -rf "$dir"
  mv "$download/node" "$dir"
  rm -rf "$download"
fi
echo "export PATH=\"$dir/bin:\$PATH\""
