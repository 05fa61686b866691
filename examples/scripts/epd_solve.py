#!/usr/bin/env python3
"""How many positions of an EPD test suite (`bm` = best move) each engine solves at fixed nodes.

  epd_solve.py SUITE.epd [--nodes N] [--jar LABEL=JAR[:SEARCHPARAMETERS] ...] [--stockfish BIN]

Each engine (the Stockfish binary, then each jar's `uci` engine) gets, for every position,
`ucinewgame`, `position fen ...` and `go nodes N` at Hash 16 and Contempt 24 (issue 46's setting
for equal-node matches); a position counts as solved when the `bestmove` is one of its `bm`
moves. The `bm` moves are in SAN; they are read with the chess module's SAN reader of the first
jar. No suite ships with the project: pass any EPD file with `bm` operations (for example the
public "Win at Chess" suite).

Defaults: 30,000 nodes, ../shared/tools/bin/stockfish-d0f09de, jar examples/target/tansaku.jar.
"""
import argparse
import os
import subprocess
import tempfile

SAN_PROGRAM = """import io.github.tansaku.chess.board.MoveCode;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.notation.SanNotation;
import java.nio.file.Files;
import java.nio.file.Path;

public class EpdMoves {
    public static void main(String[] args) throws Exception {
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            int at = line.indexOf(" bm ");
            if (at < 0) {
                continue;
            }
            String fen = line.substring(0, at).trim() + " 0 1";
            Position position = Position.fromFen(fen);
            StringBuilder moves = new StringBuilder();
            for (String san : line.substring(at + 4, line.indexOf(';', at)).trim().split("\\\\s+")) {
                moves.append(MoveCode.toUci(SanNotation.parse(position, san))).append(' ');
            }
            System.out.println(fen + "|" + moves.toString().trim());
        }
    }
}
"""


def suite(jar, epd):
    with tempfile.TemporaryDirectory() as directory:
        source = os.path.join(directory, "EpdMoves.java")
        with open(source, "w") as f:
            f.write(SAN_PROGRAM)
        out = subprocess.run(["java", "-cp", jar, source, epd], check=True, capture_output=True, text=True).stdout
    return [line.split("|") for line in out.splitlines()]


def solved(command, options, positions, nodes):
    engine = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(line):
        engine.stdin.write(line + "\n")
        engine.stdin.flush()

    def until(prefix):
        while True:
            line = engine.stdout.readline()
            if not line:
                raise RuntimeError(f"{command[0]} ended")
            if line.startswith(prefix):
                return line

    send("uci")
    until("uciok")
    for name, value in options:
        send(f"setoption name {name} value {value}")
    count = 0
    for fen, best in positions:
        send("ucinewgame")
        send("isready")
        until("readyok")
        send("position fen " + fen)
        send(f"go nodes {nodes}")
        count += until("bestmove").split()[1] in best.split()
    send("quit")
    engine.wait()
    return count


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("epd")
    parser.add_argument("--nodes", type=int, default=30000)
    parser.add_argument("--stockfish", default="../shared/tools/bin/stockfish-d0f09de")
    parser.add_argument("--jar", action="append", default=[])
    args = parser.parse_args()
    jars = args.jar or ["tansaku=examples/target/tansaku.jar"]
    first = jars[0].partition("=")[2].partition(":")[0]
    positions = suite(first, args.epd)
    common = [("Hash", 16), ("Contempt", 24)]
    print(f"{len(positions)} positions, {args.nodes} nodes")
    print(f"stockfish: {solved([args.stockfish], common, positions, args.nodes)}")
    for spec in jars:
        label, _, rest = spec.partition("=")
        jar, _, settings = rest.partition(":")
        options = common + ([("SearchParameters", settings)] if settings else [])
        print(f"{label}: {solved(['java', '-Xss16m', '-jar', jar, 'uci'], options, positions, args.nodes)}")


if __name__ == "__main__":
    main()
