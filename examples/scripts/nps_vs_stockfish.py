#!/usr/bin/env python3
"""Nodes per second of the chess engine's bench against Stockfish's bench, same positions and depth.

  nps_vs_stockfish.py [--depth D] [--rounds N] [--benches B] [--together] [--stockfish BIN] [--jar LABEL=JAR ...] [--uci LABEL=COMMAND ...]

Each round runs, one after the other (never two at once): the Stockfish binary's
`bench 16 1 D FENS depth` (16 MiB hash, one thread, fixed depth) on the FENs of our bench
positions, then for each jar one JVM that runs `bench D` twice, or B times (the first run includes
the JIT's warm-up; the median of the others is reported as warm: on a loaded machine the JIT may
still be compiling, and recompiling, the search during the second). Besides the wall-clock rate
each engine prints, it reports nodes per CPU second of the searches alone: Stockfish's process CPU
time less that of a Stockfish that only starts and quits (its start-up builds tables and bitbases,
which its bench clock leaves out), and the CPU time of our searching thread over the searches, as
our bench prints it (`Search CPU time`; without that line, the CPU time of the JVM's main thread
over the whole bench; JIT and GC threads are not counted). On a loaded machine the CPU rate is the
steadier figure, as a process waiting for a core uses no CPU time. Both engines search every
position to depth D from the same FEN; the node counts differ (each engine's depth prunes
differently), the rates are compared. Prints one line per run and the medians with the ratios to
Stockfish's rate.

The FENs come from io.github.tansaku.chess.engine.BenchPositions.fens() of the first jar (the
bench's positions after their opening moves). Stockfish clears its table once, before its clock
starts; our bench clears table and history before each position, outside the time it reports.

With two jars or more it also prints, per round and as a median over the rounds, each jar's warm
CPU rate as a multiple of the first jar's, and in how many rounds it was faster. --together runs
the jars of a round at the same time, one JVM per processor (Stockfish still alone before them):
the machine's speed drifts from minute to minute (on a shared host, by a fifth and more), and two
JVMs that run side by side see the same drift. Each JVM's compiled speed still varies on its own
(examples/BENCHMARKS.md), so compare medians over many rounds. Their rates, and their ratios to
Stockfish's, are then those of a machine with every processor busy.

Defaults: depth 12, 3 rounds, ../shared/tools/bin/stockfish-d0f09de, jar examples/target/tansaku.jar
(run from the repository's root after mvn -B -q package -DskipTests).
"""
import argparse
import concurrent.futures
import os
import re
import statistics
import subprocess
import tempfile

JVM_OPTIONS = ["-Xss16m", "-XX:-UseCompressedOops"]  # as bin/tansaku runs the engines
FENS_PROGRAM = """public class BenchFens {
    public static void main(String[] args) {
        io.github.tansaku.chess.engine.BenchPositions.fens().forEach(System.out::println);
    }
}
"""


def write_fens(jar, directory):
    source = os.path.join(directory, "BenchFens.java")
    with open(source, "w") as f:
        f.write(FENS_PROGRAM)
    fens = subprocess.run(["java", "-cp", jar, source], check=True, capture_output=True, text=True).stdout
    path = os.path.join(directory, "fens.txt")
    with open(path, "w") as f:
        f.write(fens)
    return path


def process_cpu_seconds(command, stdin_text=None):
    """The output of a command and the CPU time (user and system) of its process."""
    process = subprocess.Popen(command, stdin=subprocess.PIPE if stdin_text is not None else None,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if stdin_text is not None:
        process.stdin.write(stdin_text)
        process.stdin.close()
    text = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)  # reaps it: the CPU time of this process alone
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise RuntimeError("%s failed:\n%s" % (command[0], text))
    return text, usage.ru_utime + usage.ru_stime


def stockfish_bench_command(binary, depth, fens, threads=1):
    """Stockfish's bench of the FENs in fens to a fixed depth, with a 16 MiB table."""
    return [binary, "bench", "16", str(threads), str(depth), fens, "depth"]


def stockfish_rate(binary, depth, fens):
    """Nodes, wall-clock nodes/s (Stockfish's own figure) and nodes per CPU second of its searches.

    The process's CPU time includes Stockfish's start-up (its tables and bitbases, about 0.18 s
    here), which its own clock leaves out; the CPU time of a run that only starts and quits is
    taken off, so that both engines' CPU rates count their searches alone.
    """
    text, cpu = process_cpu_seconds(stockfish_bench_command(binary, depth, fens))
    _, start_up = process_cpu_seconds([binary], "quit\n")
    nodes = int(re.search(r"Nodes searched\s*:\s*(\d+)", text).group(1))
    rate = int(re.search(r"Nodes/second\s*:\s*(\d+)", text).group(1))
    return nodes, rate, int(nodes / (cpu - start_up))


def main_thread_cpu_seconds(pid):
    """CPU time of the JVM's threads named 'java': the main thread, which runs the bench (and the idle launcher)."""
    ticks = 0
    for task in os.listdir("/proc/%d/task" % pid):
        try:
            with open("/proc/%d/task/%s/stat" % (pid, task)) as f:
                stat = f.read()
        except FileNotFoundError:
            continue
        name = stat[stat.index("(") + 1:stat.rindex(")")]
        fields = stat[stat.rindex(")") + 2:].split()
        if name == "java":
            ticks += int(fields[11]) + int(fields[12])  # utime, stime
    return ticks / os.sysconf("SC_CLK_TCK")


def java_command(jvm_options):
    """The java binary and its options: a first word that is not an option names the binary."""
    if jvm_options and not jvm_options[0].startswith("-"):
        return jvm_options
    return ["java", *jvm_options]


def tansaku_rates(jar, depth, jvm_options, benches, setup=()):
    """Nodes, then (wall-clock nodes/s, nodes per CPU second of the searching thread) of each bench run in one JVM.

    setup: UCI commands sent before the first bench (a setoption changes the bench's search)."""
    process = subprocess.Popen([*java_command(jvm_options), "-jar", jar, "uci"], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True, bufsize=1)
    for command in setup:
        process.stdin.write(command + "\n")
    results = []
    nodes = 0
    for _ in range(benches):
        before = main_thread_cpu_seconds(process.pid)
        search_cpu = None
        process.stdin.write("bench %d\n" % depth)
        process.stdin.flush()
        while True:
            line = process.stdout.readline()
            if not line:
                raise RuntimeError("the engine %s ended during bench" % jar)
            if line.startswith("Search CPU time (ms):"):
                search_cpu = int(line.split()[-1]) / 1000
            if line.startswith("Nodes searched:"):
                nodes = int(line.split()[-1])
            if line.startswith("Nodes/second:"):
                cpu = search_cpu if search_cpu else main_thread_cpu_seconds(process.pid) - before
                results.append((int(line.split()[-1]), int(nodes / cpu)))
                break
    process.stdin.write("quit\n")
    process.stdin.close()
    process.wait()
    return nodes, results


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--depth", type=int, default=12)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--benches", type=int, default=2,
                        help="bench runs per JVM (default 2): the first is cold, the median of the others warm; "
                             + "under load the JIT may still be compiling the search during the second")
    parser.add_argument("--together", action="store_true",
                        help="run the jars of each round at the same time, one JVM per processor, so that both see "
                             + "the same drift of the machine's speed")
    parser.add_argument("--stockfish", default="../shared/tools/bin/stockfish-d0f09de")
    parser.add_argument("--jar", action="append", metavar="LABEL=JAR[=[JAVA] JVM OPTIONS]",
                        help="a jar to measure (repeatable), optionally with a java binary (default: java "
                             + "on the PATH) and JVM options instead of the default " + " ".join(JVM_OPTIONS)
                             + "; default tansaku=examples/target/tansaku.jar")
    parser.add_argument("--uci", action="append", default=[], metavar="LABEL=COMMAND",
                        help="a UCI command for the jar of that label before its first bench (repeatable), e.g. "
                             + "'new=setoption name SearchParameters value quietThreatEscape=2500'")
    args = parser.parse_args()
    jars = []
    for spec in args.jar or ["tansaku=examples/target/tansaku.jar"]:
        label, jar, *options = spec.split("=", 2)
        jars.append((label, jar, options[0].split() if options else JVM_OPTIONS))
    setup = {}
    for spec in args.uci:
        label, command = spec.split("=", 1)
        if label not in [j[0] for j in jars]:
            raise SystemExit("--uci %s: no jar labelled %s" % (spec, label))
        setup.setdefault(label, []).append(command)
    with tempfile.TemporaryDirectory() as directory:
        fens = write_fens(jars[0][1], directory)
        rates = {"stockfish": ([], [])}
        ratios = {}
        for label, _, _ in jars:
            rates[label + " cold"] = ([], [])
            rates[label + " warm"] = ([], [])
        for round_number in range(1, args.rounds + 1):
            nodes, wall, cpu = stockfish_rate(args.stockfish, args.depth, fens)
            rates["stockfish"][0].append(wall)
            rates["stockfish"][1].append(cpu)
            print("round %d stockfish: %d nodes, %d nodes/s, %d nodes/CPU s" % (round_number, nodes, wall, cpu),
                  flush=True)
            benches = max(2, args.benches)
            if args.together:
                if len(jars) > (os.cpu_count() or 1):
                    raise SystemExit("--together runs one JVM per processor: at most %d jars" % os.cpu_count())
                with concurrent.futures.ThreadPoolExecutor(len(jars)) as pool:
                    measured = list(pool.map(
                        lambda j: tansaku_rates(j[1], args.depth, j[2], benches, setup.get(j[0], ())), jars))
            else:
                measured = [tansaku_rates(jar, args.depth, options, benches, setup.get(label, ()))
                            for label, jar, options in jars]
            for (label, jar, options), (nodes, runs) in zip(jars, measured):
                warm = runs[1:]
                runs = [runs[0], (int(statistics.median(r[0] for r in warm)), int(statistics.median(r[1] for r in warm)))]
                for run, (wall_rate, cpu_rate) in zip(("cold", "warm"), runs):
                    rates[label + " " + run][0].append(wall_rate)
                    rates[label + " " + run][1].append(cpu_rate)
                    print("round %d %s %s: %d nodes, %d nodes/s, %d nodes/CPU s (%.2fx, %.2fx)"
                          % (round_number, label, run, nodes, wall_rate, cpu_rate, wall_rate / wall, cpu_rate / cpu),
                          flush=True)
            first_warm = rates[jars[0][0] + " warm"][1][-1]
            for label, _, _ in jars[1:]:
                ratio = rates[label + " warm"][1][-1] / first_warm
                ratios.setdefault(label, []).append(ratio)
                print("round %d %s warm / %s warm, nodes/CPU s: %.3f" % (round_number, label, jars[0][0], ratio),
                      flush=True)
        sf_wall = statistics.median(rates["stockfish"][0])
        sf_cpu = statistics.median(rates["stockfish"][1])
        print("medians over %d rounds, nodes/s and nodes/CPU s, ratios to stockfish's:" % args.rounds)
        for label, (walls, cpus) in rates.items():
            wall = statistics.median(walls)
            cpu = statistics.median(cpus)
            print("  %-20s %9d (%.2fx) %9d (%.2fx)" % (label, wall, wall / sf_wall, cpu, cpu / sf_cpu))
        for label, values in ratios.items():
            print("%s warm against %s warm, nodes/CPU s: median ratio %.3f over %d rounds, faster in %d"
                  % (label, jars[0][0], statistics.median(values), len(values), sum(v > 1 for v in values)))


if __name__ == "__main__":
    main()
