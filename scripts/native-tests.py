#!/usr/bin/env python3
"""Runs the workspace's native test binaries of one side: `--no-server` every package's but
the server's (no clock in them: they may run beside the release build), `--server` the
server's (real server processes with clocks of seconds: on a quiet machine).

The binaries are the ones `cargo test --workspace --no-run` builds, found from its JSON
messages, and each runs as `cargo test` runs it: from its package's directory. Choosing the
packages this way, and not with `cargo test --exclude` / `-p`, keeps the workspace's one
feature set, so nothing is compiled twice. `--no-server` also runs the doc tests. Exits
non-zero if any binary fails, after running them all.

    python3 scripts/native-tests.py --no-server|--server
"""

import json
import os
import subprocess
import sys

SERVER = "server"


def test_binaries():
    """(package name, package directory, executable) of every test binary."""
    out = subprocess.run(
        ["cargo", "test", "--workspace", "--no-run", "--message-format=json"],
        capture_output=True,
        text=True,
    )
    if out.returncode != 0:
        sys.stderr.write(out.stderr)
        sys.exit(out.returncode)
    found = []
    for line in out.stdout.splitlines():
        try:
            message = json.loads(line)
        except json.JSONDecodeError:
            continue
        if message.get("reason") != "compiler-artifact":
            continue
        if not message.get("profile", {}).get("test") or not message.get("executable"):
            continue
        directory = os.path.dirname(message["manifest_path"])
        package = message["package_id"]
        name = os.path.basename(directory)
        found.append((name, directory, message["executable"], package))
    return found


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in ("--server", "--no-server"):
        sys.exit(__doc__)
    server_side = sys.argv[1] == "--server"
    chosen = [b for b in test_binaries() if (b[0] == SERVER) == server_side]
    if not chosen:
        sys.exit("no test binaries found")
    failed = []
    for name, directory, executable, _ in chosen:
        print(f"\n-- {name}: {os.path.basename(executable)}", flush=True)
        if subprocess.run([executable], cwd=directory).returncode != 0:
            failed.append(f"{name}: {os.path.basename(executable)}")
    if not server_side:
        print("\n-- doc tests", flush=True)
        if subprocess.run(["cargo", "test", "--workspace", "--doc"]).returncode != 0:
            failed.append("doc tests")
    print(f"\n{len(chosen)} test binaries run, {len(failed)} failed", flush=True)
    for f in failed:
        print(f"  failed: {f}", file=sys.stderr)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
