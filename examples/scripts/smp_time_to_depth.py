#!/usr/bin/env python3
"""What a second search thread buys in time to depth: the chess engine's Lazy SMP against Stockfish's.

  smp_time_to_depth.py [--depth D] [--threads T] [--rounds N] [--pairs P] [--stockfish BIN] [--jar JAR]

Both engines search the same 40 positions (our bench's, written as FENs, see nps_vs_stockfish.py) to
the same depth D, with one thread and with T threads, and the script compares the total time each
needs. Each round runs, one after the other (never two at once, since T threads need the machine's
processors):
  - one JVM of the engine (`bin/tansaku uci`'s jar): `bench 10` to warm the JIT up, then P pairs of
    `bench D` with `Threads 1` and `Threads T` in turn (`setoption`), `Hash 16`;
  - P pairs of the Stockfish binary's `bench 16 1 D FENS depth` and `bench 16 T D FENS depth`.
Our bench clears the table and histories before each position, outside its clock; Stockfish's clears
them once. The node counts are those of all threads.

Prints each bench and, per engine, the median time with one thread and with T, their ratio (the
time to depth with T threads as a fraction of one thread's) and the ratio of the nodes (how much of
the helpers' work is extra). Rates and times need an otherwise idle machine: a busy processor takes
from the T-thread runs first.

Defaults: depth 15, 2 threads, 2 rounds, 3 pairs, ../shared/tools/bin/stockfish-d0f09de,
examples/target/tansaku.jar (run from the repository's root after mvn -B -q package -DskipTests).
"""
import argparse
import re
import statistics
import subprocess
import tempfile

from nps_vs_stockfish import JVM_OPTIONS, java_command, process_cpu_seconds, stockfish_bench_command, write_fens

TIME = re.compile(r"Total time \(ms\)\s*:\s*(\d+)")
NODES = re.compile(r"Nodes searched\s*:\s*(\d+)")


def benches(text):
    """The (milliseconds, nodes) of each bench in an engine's output, in order."""
    return list(zip((int(t) for t in TIME.findall(text)), (int(n) for n in NODES.findall(text))))


def tansaku_runs(jar, depth, threads, pairs):
    commands = ["uci", "setoption name Hash value 16", "bench 10"]
    for _ in range(pairs):
        commands += ["setoption name Threads value 1", "bench %d" % depth,
                     "setoption name Threads value %d" % threads, "bench %d" % depth]
    commands.append("quit")
    text = subprocess.run([*java_command(JVM_OPTIONS), "-jar", jar, "uci"], input="\n".join(commands) + "\n",
                          capture_output=True, text=True, check=True).stdout
    runs = benches(text)[1:]  # the first is the warm-up
    if len(runs) != 2 * pairs:
        raise SystemExit("expected %d benches from the engine, read %d:\n%s" % (2 * pairs, len(runs), text[-2000:]))
    return runs[0::2], runs[1::2]


def stockfish_run(binary, depth, threads, fens):
    text, _ = process_cpu_seconds(stockfish_bench_command(binary, depth, fens, threads))  # stderr too: its totals
    runs = benches(text)
    if len(runs) != 1:
        raise SystemExit("no bench totals in Stockfish's output:\n" + text[-2000:])
    return runs[0]


def report(name, one, many, threads):
    time_one = statistics.median(t for t, _ in one)
    time_many = statistics.median(t for t, _ in many)
    nodes_one = statistics.median(n for _, n in one)
    nodes_many = statistics.median(n for _, n in many)
    print("%s: 1 thread %d ms, %d threads %d ms (%.2f of the time), nodes %.2fx (%d benches each)"
          % (name, time_one, threads, time_many, time_many / time_one, nodes_many / nodes_one, len(one)))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--depth", type=int, default=15)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--pairs", type=int, default=3, help="benches with 1 and with T threads per round and engine")
    parser.add_argument("--stockfish", default="../shared/tools/bin/stockfish-d0f09de")
    parser.add_argument("--jar", default="examples/target/tansaku.jar")
    args = parser.parse_args()
    ours = ([], [])
    theirs = ([], [])
    with tempfile.TemporaryDirectory() as directory:
        fens = write_fens(args.jar, directory)
        for round_number in range(1, args.rounds + 1):
            one, many = tansaku_runs(args.jar, args.depth, args.threads, args.pairs)
            for (t1, n1), (tn, nn) in zip(one, many):
                print("round %d tansaku: 1 thread %d ms %d nodes, %d threads %d ms %d nodes"
                      % (round_number, t1, n1, args.threads, tn, nn), flush=True)
            ours[0].extend(one)
            ours[1].extend(many)
            for _ in range(args.pairs):
                t1, n1 = stockfish_run(args.stockfish, args.depth, 1, fens)
                tn, nn = stockfish_run(args.stockfish, args.depth, args.threads, fens)
                print("round %d stockfish: 1 thread %d ms %d nodes, %d threads %d ms %d nodes"
                      % (round_number, t1, n1, args.threads, tn, nn), flush=True)
                theirs[0].append((t1, n1))
                theirs[1].append((tn, nn))
    report("tansaku", *ours, args.threads)
    report("stockfish", *theirs, args.threads)


if __name__ == "__main__":
    main()
