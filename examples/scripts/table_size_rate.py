#!/usr/bin/env python3
"""The chess engine's node rate on its bench positions with tables of several sizes.

  table_size_rate.py [--depth D] [--rounds N] [--hash MIB,MIB,...] [--jar JAR]

The bench always searches with a 16 MiB table of its own; this asks what the table's size, and so
its cache misses, cost. For each size, one JVM (`java -Xss16m -XX:-UseCompressedOops
-XX:+UseTransparentHugePages`, as bin/tansaku runs it) gets `setoption name Hash`, then searches
the bench's 40 positions (io.github.tansaku.chess.engine.BenchPositions.fens()) with `ucinewgame`
and `go depth D` each, twice: the first pass warms the JIT, the second is measured. Each search's
last `info` line gives its nodes and milliseconds; the pass's sums give the rate. The sizes
alternate within each round (the machine's speed drifts), and the medians over the rounds are
printed last. One JVM runs at a time.

Defaults: depth 11, 6 rounds, sizes 1,16,64, jar examples/target/tansaku.jar.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from nps_vs_stockfish import write_fens  # noqa: E402

JVM = ["java", "-Xss16m", "-XX:-UseCompressedOops", "-XX:+UseTransparentHugePages"]


def last_report(engine, until):
    """Reads the engine's lines up to one starting with until; returns the last (nodes, millis) reported."""
    last = None
    while True:
        line = engine.stdout.readline()
        if not line:
            raise RuntimeError("the engine ended before '%s'" % until)
        if line.startswith("info") and " nodes " in line and " time " in line:
            last = (int(re.search(r" nodes (\d+)", line).group(1)), int(re.search(r" time (\d+)", line).group(1)))
        if line.startswith(until):
            return last


def measured_pass(jar, megabytes, depth, positions):
    """(nodes, milliseconds) of the second of two passes over positions in one JVM with a table of megabytes."""
    engine = subprocess.Popen(JVM + ["-jar", jar, "uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                              bufsize=1)

    def send(command):
        engine.stdin.write(command + "\n")
        engine.stdin.flush()

    try:
        send("uci")
        last_report(engine, "uciok")
        send("setoption name Hash value %d" % megabytes)
        send("isready")
        last_report(engine, "readyok")
        totals = None
        for _ in range(2):
            nodes = millis = 0
            for position in positions:
                send("ucinewgame")
                send("position fen " + position)
                send("go depth %d" % depth)
                n, t = last_report(engine, "bestmove")
                nodes += n
                millis += t
            totals = (nodes, millis)
        send("quit")
        engine.wait(timeout=30)
        return totals
    finally:
        if engine.poll() is None:
            engine.kill()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--depth", type=int, default=11)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--hash", default="1,16,64", help="table sizes in MiB, comma-separated")
    parser.add_argument("--jar", default="examples/target/tansaku.jar")
    args = parser.parse_args()
    sizes = [int(s) for s in args.hash.split(",")]
    with tempfile.TemporaryDirectory() as directory:
        with open(write_fens(args.jar, directory)) as f:
            positions = [line.strip() for line in f if line.strip()]
    rates = {size: [] for size in sizes}
    for r in range(args.rounds):
        cells = []
        for size in sizes:
            nodes, millis = measured_pass(args.jar, size, args.depth, positions)
            rate = nodes * 1000 / millis
            rates[size].append(rate)
            cells.append("Hash %d: %d nodes %d ms %.0f nodes/s" % (size, nodes, millis, rate))
        print("round %d  %s" % (r + 1, " | ".join(cells)), flush=True)
    print("median   " + " | ".join("Hash %d: %.0f nodes/s" % (s, statistics.median(rates[s])) for s in sizes))


if __name__ == "__main__":
    main()
