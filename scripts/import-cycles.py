#!/usr/bin/env python3
"""Lists the circles of imports between the modules of a Rust crate, of any length: two
modules that import each other, or A → B → C → A.

Usage: scripts/import-cycles.py crates/rules/src [crates/ai/src …]

A module is a file (`lib.rs`, `foo.rs`, `foo/mod.rs`); an inline `mod x { … }` counts as its
file. An import is every path in the file's code (not its comments) that starts with
`crate::`, `super::`, `self::`, or a child module's name, in `use` trees (braces expanded) and
anywhere else (`search::evaluate(…)`), and `$crate::` in macros. It resolves to the longest
module prefix. The modules that reach each other form a strongly connected component; for
each component the script prints one shortest circle through it, each step with the line that
makes it, then a count; it exits 1 when there is a circle. It reads text, so a path spelled through a macro argument
other than `$crate::` is not seen.
"""

import os
import re
import sys

IDENT = r"[A-Za-z_][A-Za-z0-9_]*"


def strip_comments_and_strings(text):
    """Blanks comments, string and char literals, keeping line breaks."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    if text[i] == "\n":
                        out.append("\n")
                    i += 1
        elif c == "r" and re.match(r'r#*"', text[i:]) and (i == 0 or not re.match(r"[A-Za-z0-9_]", text[i - 1])):
            m = re.match(r'r(#*)"', text[i:])
            end = '"' + m.group(1)
            j = text.find(end, i + len(m.group(0)))
            j = n if j < 0 else j + len(end)
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j + 1
        elif c == "'" and re.match(r"'(\\.|[^\\'])'", text[i:]):
            m = re.match(r"'(\\[^']*|[^\\'])'", text[i:])
            out.append("' '")
            i += len(m.group(0))
        else:
            out.append(c)
            i += 1
    return "".join(out)


def module_of(path, src):
    rel = os.path.relpath(path, src)[:-3].split(os.sep)
    if rel[-1] in ("lib", "main", "mod"):
        rel = rel[:-1]
    return tuple(rel)


def expand_use(tree):
    """`a::{b, c::{d, e}}` → ["a::b", "a::c::d", "a::c::e"]."""
    tree = tree.strip()
    i = tree.find("{")
    if i < 0:
        return [re.split(r"\s+as\s+", tree)[0].strip()]
    prefix = tree[:i]
    body = tree[i + 1 : tree.rfind("}")]
    parts, depth, start = [], 0, 0
    for k, ch in enumerate(body):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(body[start:k])
            start = k + 1
    parts.append(body[start:])
    out = []
    for p in parts:
        if p.strip():
            out += [prefix + q for q in expand_use(p)]
    return out


def components(nodes, edges):
    """Tarjan's strongly connected components with more than one module."""
    graph = {n: sorted(b for (a, b) in edges if a == n) for n in nodes}
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = [0]

    def visit(v):
        # Iterative, so deep graphs do not hit Python's recursion limit.
        work = [(v, iter(graph[v]))]
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        while work:
            node, it = work[-1]
            advanced = False
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(graph[w])))
                    advanced = True
                    break
                if w in on:
                    low[node] = min(low[node], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == node:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))

    for n in sorted(nodes):
        if n not in index:
            visit(n)
    return out


def shortest_circle(comp, edges):
    """A shortest circle through the component's first module (breadth first)."""
    members = set(comp)
    start = comp[0]
    prev = {start: None}
    queue = [start]
    while queue:
        nxt = []
        for a in queue:
            for (x, b) in sorted(edges):
                if x != a or b not in members:
                    continue
                if b == start:
                    path = [a]
                    while prev[path[-1]] is not None:
                        path.append(prev[path[-1]])
                    return list(reversed(path)) + [start]
                if b not in prev:
                    prev[b] = a
                    nxt.append(b)
        queue = nxt
    return [start]


def main(srcs):
    circles = 0
    for src in srcs:
        files = {}
        for root, dirs, names in os.walk(src):
            # Binaries (`main.rs`, `bin/`) are crates of their own that use this one.
            if os.path.samefile(root, src):
                dirs[:] = [d for d in dirs if d != "bin"]
            for name in names:
                if name.endswith(".rs") and not (os.path.samefile(root, src) and name == "main.rs"):
                    path = os.path.join(root, name)
                    files[module_of(path, src)] = path
        modules = set(files)
        edges = {}  # (from, to) -> evidence line

        for mod, path in sorted(files.items()):
            raw = open(path, encoding="utf-8").read()
            code = strip_comments_and_strings(raw)
            lines = code.split("\n")
            # Inline modules: the module path of each line.
            stack, depth, line_mod = [], 0, []
            for line in lines:
                line_mod.append(mod + tuple(name for name, _ in stack))
                for m in re.finditer(r"\bmod\s+(" + IDENT + r")\s*\{|[{}]", line):
                    if m.group(1):
                        depth += 1
                        stack.append((m.group(1), depth))
                    elif m.group(0) == "{":
                        depth += 1
                    else:
                        if stack and stack[-1][1] == depth:
                            stack.pop()
                        depth -= 1
            children = {m[len(mod)] for m in modules if len(m) == len(mod) + 1 and m[: len(mod)] == mod}

            def resolve(p, here):
                segs = [s for s in p.replace(" ", "").split("::") if s]
                if not segs:
                    return None
                if segs[0] in ("crate", "$crate"):
                    base, segs = (), segs[1:]
                elif segs[0] in ("super", "self"):
                    base = here
                    while segs and segs[0] in ("super", "self"):
                        if segs[0] == "super":
                            base = base[:-1]
                        segs = segs[1:]
                elif segs[0] in children and here == mod:
                    base = mod
                else:
                    return None
                best = base
                for k in range(1, len(segs) + 1):
                    if base + tuple(segs[:k]) in modules:
                        best = base + tuple(segs[:k])
                # An inline module counts as its file.
                while best not in modules and best:
                    best = best[:-1]
                return best

            def add(target, lineno):
                if target is not None and target != mod:
                    edges.setdefault((mod, target), f"{path}:{lineno + 1}: {raw.split(chr(10))[lineno].strip()}")

            # `use` trees, possibly over several lines.
            for m in re.finditer(r"\buse\s+([^;]*);", code):
                lineno = code.count("\n", 0, m.start())
                for p in expand_use(m.group(1)):
                    add(resolve(p, line_mod[lineno]), lineno)
            # Paths anywhere else.
            for lineno, line in enumerate(lines):
                if re.match(r"\s*(pub(\([^)]*\))?\s+)?use\s", line):
                    continue
                for m in re.finditer(r"(?<![A-Za-z0-9_:])((?:\$?crate|super|self|" + IDENT + r")(?:::" + IDENT + r")+)(\s*!)?", line):
                    # `crate::texts!`: an exported macro is named from the crate root
                    # wherever it is defined; its path says nothing of the module it uses.
                    if m.group(2) and m.group(1).startswith("crate::"):
                        continue
                    add(resolve(m.group(1), line_mod[lineno]), lineno)

        name = lambda m: "::".join(m) or "(crate root)"
        # A module importing its own child is how a parent uses what it declares; a child
        # importing its parent is the usual way up. Both stay edges: a circle through them
        # is still a circle.
        found = components(modules, edges)
        for comp in found:
            members = sorted(name(m) for m in comp)
            circle = shortest_circle(comp, edges)
            print(f"{src}: {' -> '.join(name(m) for m in circle)}  ({len(comp)} modules reach each other: {' '.join(members)})")
            for a, b in zip(circle, circle[1:]):
                print(f"    {edges[(a, b)]}")
        print(f"{src}: {len(files)} modules, {len(edges)} imports between them, {len(found)} circles")
        circles += len(found)
    return 1 if circles else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print(__doc__)
        sys.exit(2)
    sys.exit(main(sys.argv[1:]))
