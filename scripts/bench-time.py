#!/usr/bin/env python3
"""The measuring half of scripts/bench.sh (Docs/Performance.md).

  bench-time.py sample OUT NAME [--gnu-time] -- COMMAND...
      Runs COMMAND once (stdout and stderr to /dev/null) and appends one JSON line to OUT: the name,
      user+sys CPU seconds, wall seconds, maximum resident set size (KB) and exit code, all from
      os.wait4 on that one child (the kernel's getrusage figures for it). With --gnu-time the command
      runs under `/usr/bin/time -v`, and the maximum resident set size it prints is recorded too.
  bench-time.py table OUT STAGES_FILE MODE
      Prints the figures of OUT (medians of the samples of each name) and the stages table.
  bench-time.py profile CALLGRIND_OUT [COUNT]
      Summarises a callgrind profile: the top COUNT (25) functions by self cost and by inclusive cost,
      names demangled with `swift demangle --simplified`, a function listed once (callgrind_annotate
      lists a function once per source file its code was inlined from; the largest figure is kept).

It asserts nothing about time: it only measures and prints.
"""
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time


def sample(out, name, command, gnu_time):
    gnu_file = None
    if gnu_time:
        handle, gnu_file = tempfile.mkstemp(prefix="bench-gnu-time-")
        os.close(handle)
        command = ["/usr/bin/time", "-v", "-o", gnu_file] + command
    with open(os.devnull, "wb") as null:
        start = time.perf_counter()
        child = subprocess.Popen(command, stdout=null, stderr=null)
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    record = {"name": name, "cpu": usage.ru_utime + usage.ru_stime, "user": usage.ru_utime,
              "sys": usage.ru_stime, "wall": wall, "maxrss_kb": usage.ru_maxrss, "exit": child.returncode}
    if gnu_file:
        text = open(gnu_file).read()
        os.unlink(gnu_file)
        match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", text)
        if match:
            record["gnu_maxrss_kb"] = int(match.group(1))
    with open(out, "a") as handle:
        handle.write(json.dumps(record) + "\n")
    if child.returncode != 0:
        print(f"bench: '{' '.join(command)}' exited {child.returncode}", file=sys.stderr)
        sys.exit(1)


def fmt_time(seconds):
    if seconds < 1:
        return f"{seconds * 1000:.1f} ms"
    return f"{seconds:.2f} s"


def table(out, stages_file, mode):
    samples = {}
    meta = {}
    for line in open(out):
        record = json.loads(line)
        if record.get("name") == "meta":
            meta.update(record)
            continue
        samples.setdefault(record["name"], []).append(record)

    def median(name, key):
        return statistics.median(r[key] for r in samples[name])

    def peak(name):
        gnu = [r["gnu_maxrss_kb"] for r in samples[name] if "gnu_maxrss_kb" in r]
        own = max(r["maxrss_kb"] for r in samples[name])
        return (max(gnu), "GNU time") if gnu else (own, "wait4")

    sizes = meta.get("sizes", [])
    print(f"PrimerSpec benchmark ({mode}), {meta.get('date', '')}")
    print(f"machine: {meta.get('machine', '')}")
    print(f"binary: {meta.get('binary', '')} ({meta.get('commit', '')})")
    print(f"load: {meta.get('load', '')}; wall times mean little unless the machine is otherwise idle")
    print()
    print("1. check against diff -r, same corpus, same run (medians; CPU = user + sys)")
    header = ["sections", "files", "MB", "runs", "check CPU", "check wall", "CPU/wall", "diff CPU", "diff wall",
              "CPU ratio", "wall ratio", "check peak RSS"]
    rows = []
    for size in sizes:
        diff = f"diff-{size['sections']}"
        # The `swift build -c release` binary, then (Linux) the shipped one, timed in the same runs.
        for check, label in ((f"check-{size['sections']}", ""), (f"shipped-{size['sections']}", " shipped")):
            if check not in samples:
                continue
            check_cpu, check_wall = median(check, "cpu"), median(check, "wall")
            diff_cpu, diff_wall = median(diff, "cpu"), median(diff, "wall")
            rss, source = peak(check)
            rows.append([f"{size['sections']:,}{label}", f"{size['files']:,}", f"{size['bytes'] / 1e6:.2f}",
                         str(len(samples[check])), fmt_time(check_cpu), fmt_time(check_wall),
                         f"{check_cpu / check_wall:.2f}", fmt_time(diff_cpu), fmt_time(diff_wall),
                         f"{check_cpu / max(diff_cpu, 1e-9):,.0f}×" if diff_cpu > 0 else "n/a (diff CPU 0)",
                         f"{check_wall / diff_wall:,.0f}×", f"{rss / 1024:.1f} MB ({source})"])
    widths = [max(len(header[i]), *(len(r[i]) for r in rows)) if rows else len(header[i]) for i in range(len(header))]
    print("  " + "  ".join(h.rjust(w) for h, w in zip(header, widths)))
    for row in rows:
        print("  " + "  ".join(c.rjust(w) for c, w in zip(row, widths)))
    print("  CPU/wall above 1 means both cores were used. diff -r compares the corpus with a cp -r copy.")
    if any(name.startswith("shipped-") for name in samples):
        print("  'shipped': the binary a release ships (scripts/release.sh: --static-swift-stdlib), which calls the")
        print("  Swift runtime directly rather than through the dynamic loader's tables.")
    names = {size["sections"] for size in sizes}
    if {10000, 100000} <= names and "check-100000" in samples:
        cpu = median("check-100000", "cpu") / median("check-10000", "cpu")
        wall = median("check-100000", "wall") / median("check-10000", "wall")
        print(f"  scaling 10k -> 100k sections: {cpu:.2f}× the CPU time, {wall:.2f}× the wall time (linear is 10×)")
    print()
    if "cold-specs" in samples:
        print("2. cold check of the bundled Specs/ (fresh process each run)")
        runs = samples["cold-specs"]
        print(f"  {len(runs)} runs of `primer-spec check Specs`: median wall {fmt_time(median('cold-specs', 'wall'))}, "
              f"median CPU {fmt_time(median('cold-specs', 'cpu'))}, peak RSS {peak('cold-specs')[0] / 1024:.1f} MB "
              f"({meta.get('specs_files', '?')} files, {meta.get('specs_sections', '?')} sections)")
        if "cold-specs-shipped" in samples:
            runs = samples["cold-specs-shipped"]
            print(f"  {len(runs)} runs with the shipped binary (scripts/release.sh, --static-swift-stdlib): median wall "
                  f"{fmt_time(median('cold-specs-shipped', 'wall'))}, median CPU {fmt_time(median('cold-specs-shipped', 'cpu'))}, "
                  f"peak RSS {peak('cold-specs-shipped')[0] / 1024:.1f} MB")
        print()
    if stages_file and os.path.exists(stages_file):
        print("3. stages of check, in-process (primer-spec-bench stages, 10,000-section corpus)")
        for line in open(stages_file):
            if not line.startswith("machine-readable:"):
                print("  " + line.rstrip("\n"))
        print("  Each stage is timed on its own over the whole corpus (files already in memory); 'check, end to")
        print("  end' is Checker.check on every file plus the report, and should be close to the sum of the stages.")
        print("  CPU is the thread's CPU time: other work on the machine changes the wall column, hardly this one.")


def profile(path, count):
    def rows(inclusive):
        command = ["callgrind_annotate", "--auto=no", "--threshold=100"] + (["--inclusive=yes"] if inclusive else []) + [path]
        text = subprocess.run(command, capture_output=True, text=True, check=True).stdout
        total = int(re.search(r"^([\d,]+) \(100\.0%\)\s+PROGRAM TOTALS", text, re.M).group(1).replace(",", ""))
        found = []
        for line in text.splitlines():
            match = re.match(r"^\s*([\d,]+) \(\s*([\d.]+)%\)\s+(.*?):(\S.*?)(?: \[(.*)\])?$", line)
            if not match or "PROGRAM TOTALS" in line:
                continue
            cost = int(match.group(1).replace(",", ""))
            name, library = match.group(4), os.path.basename(match.group(5) or "")
            found.append((cost, name, library))
        return total, found

    def demangle(names):
        try:
            result = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(names) + "\n",
                                    capture_output=True, text=True, check=True)
            lines = result.stdout.splitlines()
            if len(lines) == len(names):
                return dict(zip(names, lines))
        except (OSError, subprocess.CalledProcessError):
            pass
        return {name: name for name in names}

    def shorten(text, width=150):
        return text if len(text) <= width else text[:width - 1] + "…"

    total, self_rows = rows(False)
    _, inclusive_rows = rows(True)
    names = demangle(sorted({name for _, name, _ in self_rows + inclusive_rows}))
    wrappers = re.compile(r"below main|__libc_start|^0x|primer_spec_main|PrimerSpecTool\.run|RegisteredCommand|"
                          r"ToolCommand\.parseAndRun|CheckCommand\.run|^main$|^_start$")
    print(f"callgrind profile of {path}: {total:,} instructions in all (Ir)")
    for title, table_rows in (("self cost (instructions executed in the function itself)", self_rows),
                              ("inclusive cost (the function and everything it calls; the command's own frames left out)",
                               inclusive_rows)):
        best = {}
        for cost, name, library in table_rows:
            shown = names.get(name, name)
            if title.startswith("inclusive") and wrappers.search(shown):
                continue
            if cost > best.get(shown, (0, ""))[0]:
                best[shown] = (cost, library)
        print()
        print(f"top {count} by {title}:")
        print(f"  {'Ir':>15}  {'share':>6}  function [library]")
        for shown, (cost, library) in sorted(best.items(), key=lambda item: -item[1][0])[:count]:
            print(f"  {cost:>15,}  {100 * cost / total:5.1f}%  {shorten(shown)}" + (f" [{library}]" if library else ""))


def perf_report(script_path, frame, count):
    """Reads `perf script` output (already demangled) and prints, for the samples whose stack holds a
    frame containing `frame`, the functions the time was spent in (self), the frames it was spent under
    (inclusive), and which functions call swift_retain and swift_release: an atomic reference-count
    operation costs cycles that an instruction count such as callgrind's does not show."""
    frame_line = re.compile(r"^\s+[0-9a-f]+\s+(.*?)\s+\((.*)\)$")
    offset = re.compile(r"\+0x[0-9a-f]+$")
    counting = re.compile(r"swift_(bridgeObject)?(retain|release)|doDecrementSlow|^outlined |initializeWithCopy|"
                          r"^destroy for |assignWith|initializeBufferWithCopyOfBuffer")
    leaf, inclusive, retains, releases = {}, {}, {}, {}
    total = matched = 0

    def add(table, key):
        table[key] = table.get(key, 0) + 1

    def flush(stack):
        nonlocal total, matched
        if not stack:
            return
        total += 1
        if not any(frame in name for name in stack):
            return
        matched += 1
        add(leaf, stack[0])
        for name in set(stack):
            add(inclusive, name)
        for table, word in ((retains, "swift_retain"), (releases, "swift_release")):
            if stack[0] == word or stack[0] == "swift_bridgeObject" + word[5:].capitalize():
                caller = next((name for name in stack[1:] if not counting.search(name)), "?")
                add(table, caller)

    stack = []
    with open(script_path, errors="replace") as handle:
        for line in handle:
            if not line.strip():
                flush(stack)
                stack = []
                continue
            match = frame_line.match(line.rstrip("\n"))
            if match:
                stack.append(offset.sub("", match.group(1)))
    flush(stack)
    if not matched:
        print(f"no sample has a frame containing '{frame}' ({total} samples in all)")
        return

    def show(title, table):
        print()
        print(title)
        for name, hits in sorted(table.items(), key=lambda item: -item[1])[:count]:
            shown = name if len(name) <= 140 else name[:139] + "…"
            print(f"  {100 * hits / matched:5.1f}%  {shown}")

    print(f"perf samples under '{frame}': {matched:,} of {total:,} ({100 * matched / total:.1f}% of the run)")
    show(f"top {count} by self time (the function the sample was in):", leaf)
    show(f"top {count} by inclusive time (the stage's own frames included):", inclusive)
    show("swift_retain, by the first caller that is not a copy helper (share of the stage's samples):", retains)
    show("swift_release, likewise:", releases)


def main():
    if len(sys.argv) >= 5 and sys.argv[1] == "sample":
        args = sys.argv[2:]
        gnu = "--gnu-time" in args[:args.index("--")]
        out, name = args[0], args[1]
        sample(out, name, args[args.index("--") + 1:], gnu)
    elif len(sys.argv) == 5 and sys.argv[1] == "table":
        table(sys.argv[2], sys.argv[3], sys.argv[4])
    elif len(sys.argv) in (3, 4) and sys.argv[1] == "profile":
        profile(sys.argv[2], int(sys.argv[3]) if len(sys.argv) == 4 else 25)
    elif len(sys.argv) in (4, 5) and sys.argv[1] == "perf":
        perf_report(sys.argv[2], sys.argv[3], int(sys.argv[4]) if len(sys.argv) == 5 else 20)
    elif len(sys.argv) >= 3 and sys.argv[1] == "meta":
        with open(sys.argv[2], "a") as handle:
            handle.write(json.dumps(dict(json.loads(sys.argv[3]), name="meta")) + "\n")
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
