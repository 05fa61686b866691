#!/usr/bin/env python3
"""Nodes per second of the chess engine's bench against Stockfish's bench, same positions and depth.

  nps_vs_stockfish.py [--depth D] [--rounds N] [--stockfish BIN] [--jar LABEL=JAR ...]

Each round runs, one after the other (never two at once): the Stockfish binary's
`bench 16 1 D FENS depth` (16 MiB hash, one thread, fixed depth) on the FENs of our bench
positions, then for each jar one JVM that runs `bench D` twice (the first run includes the JIT's
warm-up, the second is warm). Both engines search every position to depth D from the same FEN;
the node counts differ (each engine's depth prunes differently), the rates are compared. Prints
one line per run and the medians with the ratios to Stockfish's rate.

The FENs come from io.github.tansaku.chess.engine.BenchPositions.fens() of the first jar (the
bench's positions after their opening moves). Stockfish does not clear its table between the
positions, our bench does: a small difference in work, none in what a node costs.

Defaults: depth 12, 3 rounds, ../shared/tools/bin/stockfish-d0f09de, jar examples/target/tansaku.jar
(run from the repository's root after mvn -B -q package -DskipTests).
"""
import argparse
import os
import re
import statistics
import subprocess
import tempfile

JVM_OPTIONS = ["-Xss16m", "-XX:+UseTransparentHugePages"]
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


def stockfish_rate(binary, depth, fens):
    run = subprocess.run([binary, "bench", "16", "1", str(depth), fens, "depth"], capture_output=True,
                         text=True, check=True)
    text = run.stdout + run.stderr
    nodes = int(re.search(r"Nodes searched\s*:\s*(\d+)", text).group(1))
    rate = int(re.search(r"Nodes/second\s*:\s*(\d+)", text).group(1))
    return nodes, rate


def tansaku_rates(jar, depth):
    commands = "bench %d\nbench %d\nquit\n" % (depth, depth)
    run = subprocess.run(["java", *JVM_OPTIONS, "-jar", jar, "uci"], input=commands, capture_output=True,
                         text=True, check=True)
    nodes = [int(n) for n in re.findall(r"Nodes searched: (\d+)", run.stdout)]
    rates = [int(r) for r in re.findall(r"Nodes/second: (\d+)", run.stdout)]
    if len(rates) != 2:
        raise RuntimeError("expected two bench results from %s, got:\n%s%s" % (jar, run.stdout, run.stderr))
    return nodes[0], rates


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--depth", type=int, default=12)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--stockfish", default="../shared/tools/bin/stockfish-d0f09de")
    parser.add_argument("--jar", action="append", metavar="LABEL=JAR",
                        help="a jar to measure (repeatable); default tansaku=examples/target/tansaku.jar")
    args = parser.parse_args()
    jars = [j.split("=", 1) for j in (args.jar or ["tansaku=examples/target/tansaku.jar"])]
    with tempfile.TemporaryDirectory() as directory:
        fens = write_fens(jars[0][1], directory)
        sf_rates = []
        cold = {label: [] for label, _ in jars}
        warm = {label: [] for label, _ in jars}
        for round_number in range(1, args.rounds + 1):
            nodes, rate = stockfish_rate(args.stockfish, args.depth, fens)
            sf_rates.append(rate)
            print("round %d stockfish: %d nodes, %d nodes/s" % (round_number, nodes, rate), flush=True)
            for label, jar in jars:
                nodes, (first, second) = tansaku_rates(jar, args.depth)
                cold[label].append(first)
                warm[label].append(second)
                print("round %d %s: %d nodes, %d nodes/s cold, %d nodes/s warm (%.2fx, %.2fx)"
                      % (round_number, label, nodes, first, second, first / rate, second / rate), flush=True)
        sf = statistics.median(sf_rates)
        print("median stockfish: %d nodes/s" % sf)
        for label, _ in jars:
            c = statistics.median(cold[label])
            w = statistics.median(warm[label])
            print("median %s: %d nodes/s cold (%.2fx), %d nodes/s warm (%.2fx)" % (label, c, c / sf, w, w / sf))


if __name__ == "__main__":
    main()
