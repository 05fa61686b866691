#!/usr/bin/env python3
"""The reference engine's search, profiled (time and instructions), and our operations' instructions beside it.

  profile_vs_reference.py shares [--depth D] [--runs R] [--stockfish BIN] [--jar JAR]
  profile_vs_reference.py calls [--depth D] [--stockfish BIN] [--jar JAR]
  profile_vs_reference.py ops [--operations eval,gen,noisy,quiet,make,see,check,search] [--depth D] [--scale S] [--methods N] [--jar JAR]
                              [--batch] [--jvm-option OPTION ...] [--annotate CLASS::METHOD[,...]]
                              [--search-parameters NAME=VALUE[,...]]
  profile_vs_reference.py misses [--depth D] [--top N] [--stockfish BIN] [--jar JAR] [--jvm-option OPTION ...]

shares and calls run the Stockfish binary's `bench 16 1 D FENS depth` on the FENs of our bench's
40 positions (written from the jar, as nps_vs_stockfish.py does), so that the figures stand beside
the chess engine's own on the same positions (its JFR profile: jfr_shares.py). The binary must
carry its symbols (stockfish-d0f09de does).

shares: `perf record` (user-space sampling of the process, 1,000 samples a second) over R benches,
then the samples by function and summed into four areas that both engines have: the evaluation
(Eval, Pawns, Material, endgames), the transposition table, the position (moves made and unmade,
generation, exchange tests, check and pin facts) and the search (search, quiescence, the move
picker, history updates). Start-up and the kernel are listed apart. Prints the bench's own nodes
per second (the median of the runs) and the time per node each area takes at that rate.

calls: one bench under valgrind's callgrind (instruction counts, which the machine's load does not
move; about ten times slower than the bench itself). Prints each function's calls per node (the
sum of its callers' counts), the instructions per node by area, and the instructions of the
operations that `ops` counts for us: an evaluation (Eval::evaluate with what it calls: pawn and
material tables, endgames), a move made and taken back (do_move with what it calls, and
undo_move), an exchange test (see_ge with what it calls) and a legal move generation
(generate<LEGAL>, as the root and pseudo_legal use it).

ops: our OperationLoop (io.github.tansaku.examples.bench) under callgrind, one JVM per operation:
a warm-up, a pause in which the JIT finishes, then the measured passes; counting is switched on only
after the pause, so the figure is the measured passes' instructions on the JVM's busiest thread
over their operations. The next busiest thread's count in the measured phase is printed too: if
it is large, the JIT was still compiling and the warm-up should be longer (--scale). JIT-compiled
code runs under callgrind as it runs natively; the JVM sees the processor features callgrind
emulates (popcnt, tzcnt, BMI1/2, AVX2). The operation search is our whole bench at --depth D (
18 passes of warm-up, three counted), counted per node, to stand beside the reference's instructions per
node that calls prints; with --methods it also sums the methods by area. --methods N also lists the N compiled methods that execute
the most instructions per operation (callgrind's per-instruction counts placed in the code ranges
of the JVM's perf map, -XX:+DumpPerfMapAtExit; a method inlined into another counts in that one).
--annotate prints the machine code of the named compiled methods, each instruction with the times it
ran per operation: the JVM writes every compilation of them as a hex dump to a log
(-XX:CompileCommand=print; it has no disassembler here), objdump disassembles the one that ran the
most in the counted passes, and callgrind's per-instruction counts are placed at its addresses. Code
inlined into the method shows there; where the JVM kept debugging information (-XX:+DebugNonSafepoints
keeps it at many more places than calls and safepoints), a line names the source lines there,
innermost method first. Printing the compilations slows the JIT: with many methods named it may
still be compiling in the counted passes, which the script then says (the next busiest thread's
count); name fewer methods or raise --scale.

--batch compiles in the foreground (the JVM's -Xbatch): the thread that reaches a compilation
threshold waits for the compiled code, so each compilation sees the same profile at the same point
of the same program, and two runs of one jar count the same to the instruction (in the background
the JIT's timing moves a run's total by about 1.5 %). Its code is not always the code a
background-compiling JVM makes, so it compares builds, and a saving it finds is then timed.

misses: both searches under callgrind's cache simulation, to see whether ours waits on memory more
often than the reference's: the reference's bench at --depth D, less a bench at depth 1 (its
start-up, which builds tables and bitbases, would otherwise dominate), and our search operation as
`ops` runs it. Prints per node, by area and for the --top functions or compiled methods with the
most last-level misses: instructions, first-level data read misses and last-level data read
misses. The simulated caches are this machine's first two levels (data 48 KiB 12-way, last level
1 MiB 16-way, 64-byte lines); callgrind models two levels and no hardware prefetcher, so the
figures compare the two programs' access patterns, not their real stall times.

Needs perf (kernel.perf_event_paranoid at most 2) or valgrind. Defaults: depth 11, 3 runs,
../shared/tools/bin/stockfish-d0f09de, examples/target/tansaku.jar (run from the repository's root
after mvn -B -q package -DskipTests).
"""
import argparse
import bisect
import collections
import html
import os
import re
import statistics
import subprocess
import tempfile
import time

from nps_vs_stockfish import JVM_OPTIONS, java_command, stockfish_bench_command, write_fens

AREAS = [
    ("start-up", re.compile(r"init_magics|Bitboards::init|Bitbases::init|Search::init|Pawns::init|Position::init")),
    ("evaluation", re.compile(r"Eval::|Pawns::|Material::|Endgame|Bitbases")),
    ("table", re.compile(r"TranspositionTable")),
    ("position", re.compile(r"Position::|generate|Bitboards::")),
    ("search", re.compile(r"search<|qsearch<|MovePicker|update_|Thread|value_to_tt|value_from_tt|find_if")),
]
SEARCH_AREAS = ["evaluation", "table", "position", "search"]
# Our operations, their counterparts in the reference (functions whose inclusive instructions per
# call make one operation), and the warm-up and measured passes of OperationLoop at --scale 1.
OPERATIONS = {
    "eval": (["Eval::evaluate"], 100000, 10000),
    "gen": (["generate<(GenType)5>("], 60000, 5000),
    "noisy": ([], 120000, 10000),  # the reference's capture generation is compiled into next_move
    "quiet": ([], 60000, 5000),
    "make": (["Position::do_move", "Position::undo_move"], 15000, 1000),
    "see": (["Position::see_ge"], 15000, 1000),
    "check": ([], 15000, 1000),
    "search": ([], 18, 3),
}
# Our compiled methods' areas, matched against the perf map's names, to stand beside AREAS.
OUR_AREAS = [
    ("evaluation", re.compile(r"tansaku[./]chess[./]eval[./]")),
    ("table", re.compile(r"tansaku[./]search[./]tt[./]")),
    ("position", re.compile(r"tansaku[./]chess[./](board|movegen|exchange|bitboard)[./]|ChessGame")),
    ("search", re.compile(r"tansaku[./]search[./]algo[./]")),
]
PAUSE_MS = 90000


def area(symbol):
    for name, pattern in AREAS:
        if pattern.search(symbol):
            return name
    return "other"


def perf_symbols(data):
    """(per cent of the samples, symbol) of the bench process's functions in a perf recording."""
    text = subprocess.run(["perf", "report", "-i", data, "--no-children", "--sort", "dso,symbol", "--stdio"],
                          capture_output=True, text=True, check=True).stdout
    rows = []
    for line in text.splitlines():
        m = re.match(r"\s*([\d.]+)%\s+(\S+)\s+\[(.)\]\s+(.*?)\s*$", line)
        if m:
            name = re.sub(r"(\s+-)+$", "", m.group(4))  # perf's empty IPC columns
            symbol = name if m.group(3) == "." else "[kernel] " + name
            rows.append((float(m.group(1)), symbol))
    return rows


def shares(args, directory):
    fens = write_fens(args.jar, directory)
    rates, samples = [], collections.Counter()
    for run in range(args.runs):
        data = os.path.join(directory, "perf%d.data" % run)
        result = subprocess.run(["perf", "record", "-F", "1000", "-o", data, "--",
                                 *stockfish_bench_command(args.stockfish, args.depth, fens)], capture_output=True, text=True)
        if result.returncode != 0:
            raise SystemExit("perf record failed:\n" + result.stderr[-2000:])
        rates.append(int(re.search(r"Nodes/second\s*:\s*(\d+)", result.stdout + result.stderr).group(1)))
        for percent, symbol in perf_symbols(data):
            samples[symbol] += percent / args.runs
    rate = statistics.median(rates)
    by_area = collections.Counter()
    for symbol, percent in samples.items():
        by_area["kernel" if symbol.startswith("[kernel]") else area(symbol)] += percent
    print("Stockfish bench depth %d, %d runs: %s nodes/s (median %d, %.0f ns a node)"
          % (args.depth, args.runs, ", ".join(map(str, rates)), rate, 1e9 / rate))
    print("functions (per cent of the samples):")
    for symbol, percent in samples.most_common(args.top):
        label = "kernel" if symbol.startswith("[kernel]") else area(symbol)
        print("  %5.1f%%  %-10s %s" % (percent, label, symbol[:100]))
    searched = sum(by_area[a] for a in SEARCH_AREAS)
    print("areas (per cent of all samples; of the four search areas; ns a node at the bench's rate):")
    for name in SEARCH_AREAS:
        share = by_area[name] / searched
        print("  %-10s %5.1f%%  %5.1f%%  %5.0f ns" % (name, by_area[name], 100 * share, share * 1e9 / rate))
    for name in ("start-up", "kernel", "other"):
        print("  %-10s %5.1f%%" % (name, by_area[name]))


def function_name(text):
    return re.sub(r"'\d+$", "", re.sub(r" \[clone [^]]*\]", "", text))


def callgrind_functions(out):
    """{function: [calls, self instructions, inclusive instructions]} from callgrind_annotate."""
    functions = collections.defaultdict(lambda: [0, 0, 0])
    tree = subprocess.run(["callgrind_annotate", "--threshold=100", "--tree=caller", out], capture_output=True, text=True, check=True).stdout
    pending = 0
    for line in tree.splitlines():
        caller = re.match(r"\s*[\d,]+ \([^)]*\)\s+<\s.*\((\d[\d,]*)x\)", line)
        if caller:
            pending += int(caller.group(1).replace(",", ""))
            continue
        own = re.match(r"\s*([\d,]+) \([^)]*\)\s+\*\s+\S*?:(.*?)\s\[", line)
        if own:
            entry = functions[function_name(own.group(2))]
            entry[0] += pending
            entry[1] += int(own.group(1).replace(",", ""))
        pending = 0
    inclusive = subprocess.run(["callgrind_annotate", "--threshold=100", "--inclusive=yes", out], capture_output=True, text=True,
                               check=True).stdout
    for line in inclusive.splitlines():
        m = re.match(r"\s*([\d,]+) \([^)]*\)\s+\S*?:(.*?)\s\[", line)
        if m and function_name(m.group(2)) in functions:
            entry = functions[function_name(m.group(2))]
            entry[2] = max(entry[2], int(m.group(1).replace(",", "")))  # recursion: the outermost count
    return functions


def per_call(functions, part):
    """Inclusive instructions per call of the functions whose names contain part (summed over clones)."""
    matching = [v for k, v in functions.items() if part in k]
    calls = sum(v[0] for v in matching)
    return sum(v[2] for v in matching) / calls if calls else float("nan")


def reference_under_callgrind(args, fens, depth, out, options=()):
    """Runs the reference's bench at depth on fens under callgrind (with its options), writing out;
    returns the bench's node count."""
    result = subprocess.run(["valgrind", "--tool=callgrind", *options, "--callgrind-out-file=" + out,
                             *stockfish_bench_command(args.stockfish, depth, fens)], capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit("valgrind failed:\n" + result.stderr[-2000:])
    return int(re.search(r"Nodes searched\s*:\s*(\d+)", result.stdout + result.stderr).group(1))


def calls(args, directory):
    out = os.path.join(directory, "callgrind.out")
    nodes = reference_under_callgrind(args, write_fens(args.jar, directory), args.depth, out)
    functions = callgrind_functions(out)
    print("Stockfish bench depth %d under callgrind: %d nodes" % (args.depth, nodes))
    print("calls per node (functions the compiler did not inline):")
    for name, (count, _, _) in sorted(functions.items(), key=lambda kv: -kv[1][0])[:args.top]:
        if count:
            print("  %6.2f  %-10s %s" % (count / nodes, area(name), name[:100]))
    by_area = collections.Counter()
    for name, (_, instructions, _) in functions.items():
        by_area[area(name)] += instructions
    print("instructions per node by area (self instructions of each function):")
    for name in SEARCH_AREAS + ["start-up", "other"]:
        print("  %-10s %7.0f" % (name, by_area[name] / nodes))
    print("  %-10s %7.0f" % ("all", sum(by_area.values()) / nodes))
    print("instructions per operation (inclusive, per call):")
    for operation, (parts, _, _) in OPERATIONS.items():
        if parts:
            print("  %-6s %7.0f  (%s)" % (operation, sum(per_call(functions, p) for p in parts), " + ".join(parts)))


def thread_totals(directory):
    """(instructions, file) of each thread's part of the measured passes, largest first."""
    totals = []
    for name in os.listdir(directory):
        if re.fullmatch(r"ops\.cg-\d+", name):  # the part after the last dump: the measured passes
            with open(os.path.join(directory, name)) as f:
                for line in f:
                    if line.startswith(("summary:", "totals:")):
                        totals.append((int(line.split()[1]), os.path.join(directory, name)))
                        break
    return sorted(totals, reverse=True)


def instructions_by_method(callgrind_file, perf_map):
    """Self instructions of each JIT-compiled method: callgrind's per-instruction counts (--dump-instr=yes)
    placed in the code ranges of the JVM's perf map (-XX:+DumpPerfMapAtExit). Inlined methods count
    in the method they were compiled into."""
    return collections.Counter({method: c[0] for method, c in events_by_method(callgrind_file, perf_map, ["Ir"]).items()})


def events_by_method(callgrind_file, perf_map, wanted):
    """{compiled method: [count of each of the wanted events]}, self counts placed as instructions_by_method
    places instructions (code outside the map's methods counts as "(outside compiled code)")."""
    ranges = []
    with open(perf_map) as f:
        for line in f:
            start, size, name = line.rstrip("\n").split(" ", 2)
            ranges.append((int(start, 16), int(size, 16), name))
    ranges.sort()
    starts = [r[0] for r in ranges]
    counts = collections.defaultdict(lambda: [0] * len(wanted))
    for address, values in instruction_costs(callgrind_file, wanted):
        i = bisect.bisect_right(starts, address) - 1
        inside = i >= 0 and address < ranges[i][0] + ranges[i][1]
        entry = counts[re.sub(r"\(.*", "", ranges[i][2].split(" ", 1)[-1]) if inside else "(outside compiled code)"]
        for k, value in enumerate(values):
            entry[k] += value
    return counts


def instruction_costs(callgrind_file, wanted):
    """(address, [count of each of the wanted events]) of each cost line of a callgrind file written with
    --dump-instr=yes: an instruction's self counts (a call's inclusive cost lines are left out)."""
    columns, address, call_cost_next = None, 0, False
    with open(callgrind_file) as f:
        for line in f:
            if line.startswith("events:"):
                events = line.split()[1:]
                columns = [events.index(e) for e in wanted]
                continue
            if line.startswith("calls="):
                call_cost_next = True  # the next cost line is the call's inclusive cost, not this code's
                continue
            m = re.match(r"(0x[0-9a-f]+|[+-]\d+|\*)\s+(?:[+-]?\d+|\*)((?:\s+\d+)*)\s*$", line)  # positions: instr line
            if not m or columns is None:
                continue
            position = m.group(1)
            address = int(position, 16) if position.startswith("0x") else address + (int(position) if position != "*" else 0)
            if call_cost_next:
                call_cost_next = False
                continue
            values = [int(v) for v in m.group(2).split()]
            # callgrind leaves out trailing zero counts
            yield address, [values[column] if column < len(values) else 0 for column in columns]


def counted_passes(command, operation):
    """Runs OperationLoop under callgrind (command), counting only its measured passes; returns the
    process's id (its perf map's name) and the number of operations the passes made."""
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    for expected in ("warm done", "paused"):
        if process.stdout.readline().strip() != expected:
            raise SystemExit("OperationLoop %s ended before it printed '%s'" % (operation, expected))
    # Counted from here: the warm-up and the pause (the JIT's compilations) ran uncounted, which
    # also runs them several times faster under valgrind.
    subprocess.run(["callgrind_control", "--instr=on", str(process.pid)], check=True, capture_output=True)
    subprocess.run(["callgrind_control", "--dump=warm", str(process.pid)], check=True, capture_output=True)
    process.stdin.write("go\n")
    process.stdin.flush()
    done = process.stdout.readline()
    process.wait()
    return process.pid, int(re.match(r"done (\d+)", done).group(1))


def ops(args, directory):
    for operation in args.operations.split(","):
        if operation not in OPERATIONS:
            raise SystemExit("unknown operation %s; use %s" % (operation, ",".join(OPERATIONS)))
        _, warm, count = OPERATIONS[operation]
        run_directory = os.path.join(directory, operation)
        os.mkdir(run_directory)
        out = os.path.join(run_directory, "ops.cg")
        methods = ["--dump-instr=yes"] if args.methods or args.annotate else []
        perf_map_option = ["-XX:+UnlockDiagnosticVMOptions", "-XX:+DumpPerfMapAtExit"] if args.methods or args.annotate else []
        code_log = os.path.join(run_directory, "code.log")
        annotate_option = annotate_jvm_options(args.annotate, code_log) if args.annotate else []
        command = ["valgrind", "--tool=callgrind", "--smc-check=all-non-file", "--separate-threads=yes", *methods,
                   "--instr-atstart=no", "--callgrind-out-file=" + out,
                   *java_command(JVM_OPTIONS + (["-Xbatch"] if args.batch else []) + args.jvm_option
                                 + perf_map_option + annotate_option),
                   "-cp", args.jar, "io.github.tansaku.examples.bench.OperationLoop", operation,
                   str(max(1, int(warm * args.scale))), str(max(1, int(count * args.scale))), str(PAUSE_MS)]
        if operation == "search":
            command.append(str(args.depth))
            if args.search_parameters:
                command.append(args.search_parameters)
        pid, operations = counted_passes(command, operation)
        totals = thread_totals(run_directory)
        print("%-6s %7.0f instructions per operation over %d (next busiest thread in the measured phase: %d)"
              % (operation, totals[0][0] / operations, operations, totals[1][0] if len(totals) > 1 else 0), flush=True)
        if len(totals) > 1 and totals[1][0] > totals[0][0] / 10:
            print("  warning: another thread (the JIT's, most likely) ran more than a tenth as many instructions as the"
                  " measured one: the code was still being compiled; run again with a larger --scale")
        if args.methods:
            perf_map = "/tmp/perf-%d.map" % pid  # valgrind runs the JVM in its own process
            by_method = instructions_by_method(totals[0][1], perf_map)
            interpreted = by_method["Interpreter"] / max(1, sum(by_method.values()))
            if interpreted > 0.02:
                print("  warning: %.1f %% of the count ran in the interpreter (the JIT recompiled during the measured"
                      " pass); run again, or with a larger --scale" % (100 * interpreted))
            for method, count in by_method.most_common(args.methods):
                print("  %7.0f  %s" % (count / operations, method))
            if operation == "search":
                by_area = collections.Counter()
                for method, count in by_method.items():
                    by_area[our_area(method)] += count
                print("  instructions per node by area (the compiled methods of each; inlined code counts where it was compiled):")
                for name in SEARCH_AREAS + ["other"]:
                    print("    %-10s %7.0f" % (name, by_area[name] / operations))
        if args.annotate:
            annotate(args.annotate, code_log, totals[0][1], operations, "/tmp/perf-%d.map" % pid)
        if args.methods:
            os.remove("/tmp/perf-%d.map" % pid)


def annotate_jvm_options(methods, log):
    """JVM options that write the machine code of every compilation of methods ("Class::name", comma-separated)
    to log, as a hex dump (the JVM has no disassembler here), and nothing to the standard output."""
    return ["-XX:+UnlockDiagnosticVMOptions", "-XX:+DebugNonSafepoints", "-XX:CompileCommand=quiet",
            *["-XX:CompileCommand=print," + method for method in methods.split(",")],
            "-XX:+LogVMOutput", "-XX:-DisplayVMOutput", "-XX:LogFile=" + log]


def compiled_code(log):
    """[(title, {address: byte}, {address: source})] of each compilation in the JVM's log
    (annotate_jvm_options): its code, and where the JVM noted debugging information (calls, safepoints,
    implicit null checks), the inlined methods and source lines of that address, innermost first."""
    sections, code, notes, inside, noted = [], None, None, False, None
    with open(log, errors="replace") as f:
        for line in f:
            line = html.unescape(line)
            if line.startswith("Compiled method"):
                code, notes = {}, {}
                sections.append((" ".join(line.split()), code, notes))
            elif line.startswith("[MachCode]"):
                inside = True
            elif line.startswith("[/MachCode]"):
                inside = False
            elif inside and code is not None:
                m = re.match(r"\s*0x([0-9a-f]+): ((?:[0-9a-f]{2,8}\s*\|?\s*)+)$", line)
                comment = re.match(r"\s*0x([0-9a-f]+): ;", line)
                frame = re.match(r"\s*; - (?:\(reexecute\) )?(?:\S+\.)?(\S+)@\d+ \(line (\d+)\)", line)
                if m:
                    address = int(m.group(1), 16)
                    for i, b in enumerate(bytes.fromhex(m.group(2).replace("|", "").replace(" ", ""))):
                        code[address + i] = b
                elif comment:
                    noted = int(comment.group(1), 16)
                    notes.pop(noted, None)
                elif frame and noted is not None:
                    here = "%s:%s" % frame.groups()
                    notes[noted] = notes[noted] + " < " + here if noted in notes else here
    return sections


def disassembled(code):
    """[(address, text)] of the contiguous machine code in code ({address: byte}), by objdump."""
    start = min(code)
    blob = bytes(code.get(a, 0x90) for a in range(start, max(code) + 1))
    with tempfile.NamedTemporaryFile(suffix=".bin") as f:
        f.write(blob)
        f.flush()
        text = subprocess.run(["objdump", "-D", "-b", "binary", "-mi386:x86-64", "-Mintel", "--adjust-vma=%#x" % start,
                               f.name], capture_output=True, text=True, check=True).stdout
    result = []
    for line in text.splitlines():
        m = re.match(r"\s*([0-9a-f]+):\s+(?:[0-9a-f]{2} )+\s*(.*)$", line)
        if m and m.group(2):
            result.append((int(m.group(1), 16), m.group(2)))
    return result


def instructions_by_address(callgrind_file):
    """{address: self instructions} from a callgrind file written with --dump-instr=yes."""
    counts = collections.Counter()
    for address, (instructions,) in instruction_costs(callgrind_file, ["Ir"]):
        counts[address] += instructions
    return counts


def annotate(methods, log, callgrind_file, operations, perf_map):
    """Prints, for each of methods (comma-separated), the compilation of it that ran the most instructions in
    the measured passes, each of its instructions with the times it ran per operation (blank for those that
    never ran). The code cache reuses the addresses of compilations the JVM dropped, so an address counts
    for a method only inside the code the JVM's perf map names it at exit (the code that ran last)."""
    counts = instructions_by_address(callgrind_file)
    compilations = compiled_code(log)
    ranges = []
    with open(perf_map) as f:
        for line in f:
            start, size, name = line.rstrip("\n").split(" ", 2)
            ranges.append((int(start, 16), int(size, 16), name))
    for method in methods.split(","):
        name = method.replace("::", ".") + "("
        live = [(start, size) for start, size, named in ranges if name in named]
        def counted(address):
            return counts[address] if any(start <= address < start + size for start, size in live) else 0
        sections = [(title, code, notes, sum(counted(a) for a in code)) for title, code, notes in compilations
                    if code and " " + method + " (" in title]
        if not sections:
            print("no compiled code of %s in the JVM's log" % method)
            continue
        title, code, notes, total = max(sections, key=lambda s: s[3])
        print("%s: %.0f instructions per operation" % (title, total / operations))
        noted = sorted(notes)
        for address, text in disassembled(code):
            # The JVM notes an address inside or just after the instruction it describes.
            while noted and noted[0] <= address:
                print("%30s; %s" % ("", notes[noted.pop(0)]))
            count = counted(address) / operations
            print("  %8s  %x  %s" % ("%.2f" % count if count else "", address, text))


CACHE_SIMULATION = ["--cache-sim=yes", "--D1=49152,12,64", "--I1=32768,8,64", "--LL=1048576,16,64"]
MISS_EVENTS = ["Ir", "D1mr", "DLmr"]


def annotated_events(out):
    """{function: [Ir, D1mr, DLmr]} (self counts) from callgrind_annotate's table of a cache-simulated run."""
    text = subprocess.run(["callgrind_annotate", "--threshold=100", out], capture_output=True, text=True, check=True).stdout
    events, functions = None, collections.defaultdict(lambda: [0] * len(MISS_EVENTS))
    for line in text.splitlines():
        if line.startswith("Events shown:"):
            events = line.split()[2:]
            continue
        words = re.sub(r"\(\s*[\d.]+%\)", "", line).split()
        if events is None or len(words) <= len(events) or not all(re.fullmatch(r"[\d,]+|\.", w) for w in words[:len(events)]):
            continue
        name = function_name(re.sub(r"\s*\[/.*", "", " ".join(words[len(events):]).split(":", 1)[-1]))
        if name == "PROGRAM TOTALS":
            continue
        counts = [0 if w == "." else int(w.replace(",", "")) for w in words[:len(events)]]
        for i, event in enumerate(MISS_EVENTS):
            functions[name][i] += counts[events.index(event)]
    return functions


def reference_misses(args, directory, fens, depth):
    """(nodes, {function: [Ir, D1mr, DLmr]}) of the reference's bench at depth under the cache simulation."""
    out = os.path.join(directory, "misses%d.out" % depth)
    return reference_under_callgrind(args, fens, depth, out, CACHE_SIMULATION), annotated_events(out)


def our_misses(args, directory):
    """(nodes, {compiled method: [Ir, D1mr, DLmr]}) of our search operation under the cache simulation."""
    _, warm, count = OPERATIONS["search"]
    run_directory = os.path.join(directory, "search-misses")
    os.mkdir(run_directory)
    command = ["valgrind", "--tool=callgrind", *CACHE_SIMULATION, "--smc-check=all-non-file", "--separate-threads=yes",
               "--dump-instr=yes", "--instr-atstart=no", "--callgrind-out-file=" + os.path.join(run_directory, "ops.cg"),
               *java_command(JVM_OPTIONS + args.jvm_option + ["-XX:+UnlockDiagnosticVMOptions", "-XX:+DumpPerfMapAtExit"]),
               "-cp", args.jar, "io.github.tansaku.examples.bench.OperationLoop", "search", str(warm), str(count),
               str(PAUSE_MS), str(args.depth)]
    pid, operations = counted_passes(command, "search")
    perf_map = "/tmp/perf-%d.map" % pid
    counts = events_by_method(thread_totals(run_directory)[0][1], perf_map, MISS_EVENTS)
    os.remove(perf_map)
    return operations, counts


def print_misses(title, nodes, counts, area_of, top):
    print("%s: %d nodes; per node: instructions, L1 data read misses, last-level data read misses" % (title, nodes))
    totals = [sum(c[k] for c in counts.values()) for k in range(len(MISS_EVENTS))]
    print("  %-10s %7.0f %7.2f %7.3f" % ("all", *(t / nodes for t in totals)))
    by_area = collections.defaultdict(lambda: [0] * len(MISS_EVENTS))
    for name, c in counts.items():
        for k in range(len(MISS_EVENTS)):
            by_area[area_of(name)][k] += c[k]
    for name in SEARCH_AREAS + ["other"]:
        print("  %-10s %7.0f %7.2f %7.3f" % (name, *(v / nodes for v in by_area[name])))
    print("  the %d with the most last-level misses:" % top)
    for name, c in sorted(counts.items(), key=lambda kv: -kv[1][2])[:top]:
        print("  %7.0f %7.2f %7.3f  %s" % (*(v / nodes for v in c), name[:90]))


def our_area(method):
    return next((name for name, pattern in OUR_AREAS if pattern.search(method)), "other")


def misses(args, directory):
    fens = write_fens(args.jar, directory)
    nodes, full = reference_misses(args, directory, fens, args.depth)
    start_nodes, start = reference_misses(args, directory, fens, 1)
    search_phase = {name: [a - b for a, b in zip(c, start.get(name, [0] * len(MISS_EVENTS)))] for name, c in full.items()}
    print_misses("the reference, bench depth %d less bench depth 1" % args.depth, nodes - start_nodes, search_phase, area,
                 args.top)
    our_nodes, ours = our_misses(args, directory)
    print_misses("ours, the search operation at depth %d" % args.depth, our_nodes, ours, our_area, args.top)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["shares", "calls", "ops", "misses"])
    parser.add_argument("--depth", type=int, default=11)
    parser.add_argument("--runs", type=int, default=3, help="benches sampled (shares)")
    parser.add_argument("--top", type=int, default=25, help="functions listed")
    parser.add_argument("--operations", default=",".join(OPERATIONS), help="ops: which operations")
    parser.add_argument("--scale", type=float, default=1.0, help="ops: multiplies the warm-up and measured passes")
    parser.add_argument("--methods", type=int, default=0,
                        help="ops: also list the N JIT-compiled methods with the most instructions per operation")
    parser.add_argument("--annotate", metavar="CLASS::METHOD[,...]",
                        help="ops: also print the machine code of these methods (e.g. "
                             "io.github.tansaku.search.algo.MovePicker::next), each instruction with its count per operation")
    parser.add_argument("--batch", action="store_true",
                        help="ops: compile in the foreground (-Xbatch), so that repeated runs count the same")
    parser.add_argument("--search-parameters", metavar="NAME=VALUE[,...]", default="",
                        help="ops: the engine's SearchParameters option for the search operation (e.g. "
                             "quietThreatEscape=2500), to count a switched-off rule's work without a build of its own")
    parser.add_argument("--stockfish", default="../shared/tools/bin/stockfish-d0f09de")
    parser.add_argument("--jar", default="examples/target/tansaku.jar")
    parser.add_argument("--jvm-option", action="append", default=[],
                        help="ops, misses: a JVM option added to the engine's own (repeat for several), "
                             "e.g. --jvm-option=-XX:+UseParallelGC")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        {"shares": shares, "calls": calls, "ops": ops, "misses": misses}[args.mode](args, directory)


if __name__ == "__main__":
    main()
