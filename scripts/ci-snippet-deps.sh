#!/usr/bin/env bash
# Installs what test/integration/snippets runs the generated Python and CLI snippets with:
# Debian's python3-boto3 (for /usr/bin/python3) and awscli (/usr/bin/aws). Idempotent and quiet:
# does nothing when both already work. Debian/Ubuntu only (apt-get); needs root or sudo.
set -euo pipefail

have_boto3() { /usr/bin/python3 -c 'import boto3' >/dev/null 2>&1; }
have_aws() { /usr/bin/aws --version >/dev/null 2>&1; }

missing=()
have_boto3 || missing+=(python3-boto3)
have_aws || missing+=(awscli)
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

fail() {
  echo "ci-snippet-deps: $*" >&2
  echo "ci-snippet-deps: the snippet tests need: apt-get install -y ${missing[*]}" >&2
  exit 1
}

command -v apt-get >/dev/null 2>&1 || fail "apt-get not found; this script is for Debian or Ubuntu"

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || fail "not root and sudo is not available"
  sudo=(sudo -n)
fi

export DEBIAN_FRONTEND=noninteractive
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# A fresh CI image may have no package lists yet; update only when the packages are unknown.
if ! apt-cache show "${missing[@]}" >/dev/null 2>&1; then
  "${sudo[@]}" apt-get update -qq >"$log" 2>&1 || { cat "$log" >&2; fail "apt-get update failed"; }
fi
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >"$log" 2>&1 \
  || { cat "$log" >&2; fail "apt-get install ${missing[*]} failed"; }

have_boto3 || fail "python3-boto3 is installed but /usr/bin/python3 cannot import boto3"
have_aws || fail "awscli is installed but /usr/bin/aws --version fails"
echo "ci-snippet-deps: installed ${missing[*]} ($(/usr/bin/aws --version 2>&1 | cut -d' ' -f1))"
