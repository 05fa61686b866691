#!/usr/bin/env python3
"""Where a match's games are lost, how good each engine's moves are, and what each depth costs.

A stronger engine judges the moves (`losses`, `quality`); `depths` needs no judge.

  game_losses.py losses GAMES.pgn --engine NAME [--judge BIN] [--judge-nodes N]
  game_losses.py quality GAMES.pgn --engine LABEL=COMMAND ... [--nodes N | --depth D] [--positions K]
                 [--context C] [--dump FILE] [--judge BIN] [--judge-nodes N]
  game_losses.py depths GAMES.pgn --engine LABEL=COMMAND ... [--nodes N | --depth D] [--positions K]
                 [--context C]

`losses` replays every game NAME lost (book moves excepted: those before the first move with an
engine's comment) and asks the judge for the score of each position; a move's loss is the
judge's winning chance before it minus after it (chance = 1 / (1 + exp(-cp / 200))). It prints
the worst move per lost game and the total loss by game phase and by the score before the move.

`quality` samples K positions (every third ply from ply 12 to 110 of the games, shuffled with a
fixed seed) and lets each engine choose a move at fixed nodes or depth (Hash 16, Contempt 24,
after `ucinewgame`; with --context C the engine first searches the positions 2C, ..., 2 plies
earlier of the same game, as in a game where its table and histories carry over); it prints each
engine's mean loss by the judge and, for the first two engines, the paired difference with its
standard error. With --dump it writes each position's moves, chosen moves, nodes and losses.

`depths` searches the same sample of positions as `quality` (same options, --context alike) and
reads the nodes each engine reports at the end of each iteration (its `info depth D ... nodes N
... pv` lines without a bound); it prints, depth by depth, the geometric mean of those nodes over
the positions where every engine reported the depth, with the first engine's mean over each
other's (so several variants of one engine can be set against it in one run), and for each
engine the mean of its last reported depth and how often that report came at the node limit
(within 5 % of --nodes): Stockfish reports the iteration the limit cut short, once its first
move has a score; the engine reports completed iterations only.

Moves are read from the PGN with Debian's `pgn-extract` (`-Wlalg`). The judge defaults to Debian's
Stockfish (`/usr/games/stockfish`, 15.1 with its network), 150,000 nodes a position; its scores
are cached in GAMES.pgn.judge.json, by position and judge's node count.
"""
import argparse
import json
import math
import os
import random
import re
import statistics
import shutil
import subprocess
import sys


def games_of(pgn):
    program = shutil.which("pgn-extract") or "/usr/games/pgn-extract"
    if not os.path.exists(program):
        sys.exit("game_losses.py: pgn-extract is missing; install Debian's package: apt-get install -y pgn-extract")
    text = subprocess.run([program, "-Wlalg", "-C", "-N", "-V", "--nomovenumbers", "-w100000", "-s", pgn],
                          capture_output=True, text=True, check=True).stdout
    games, headers = [], {}
    for line in text.splitlines():
        tag = re.match(r'\[(\w+) "(.*)"\]', line)
        if tag:
            headers[tag.group(1)] = tag.group(2)
        elif line.strip():
            tokens = line.split()
            moves = [t.replace("-", "").rstrip("+#").lower() for t in tokens[:-1]]
            games.append((headers, moves))
            headers = {}
    return games


def book_plies(pgn):
    """The plies of each game before its first comment (the runner marks the book's end with
    {book}, the engines' moves with {score/depth time})."""
    counts = []
    for game in open(pgn).read().split("[Event ")[1:]:
        body = game[game.find("\n\n"):]
        first = body.find("{")
        before = body[:first] if first >= 0 else body
        counts.append(len([t for t in re.sub(r"\{[^}]*\}", "", before).split() if not re.match(r"^\d+\.+$", t)]))
    return counts


class Engine:
    def __init__(self, command, options=()):
        self.command = command
        self.process = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        for name, value in options:
            self.send(f"setoption name {name} value {value}")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def wait(self, prefix):
        for line in self.process.stdout:
            if line.startswith(prefix):
                return line
        self.ended("before " + prefix)

    def go(self, moves, nodes):
        """(best move, score in centipawns for the side to move; mates as +-10000)."""
        return self.search(moves, f"nodes {nodes}")[:2]

    def search(self, moves, limit, iterations=None):
        """(best move, score as go() gives it, nodes the engine reported last) of `go LIMIT`;
        `iterations`, a dict, receives the nodes reported at the end of each depth."""
        self.send("position startpos moves " + " ".join(moves) if moves else "position startpos")
        self.send("go " + limit)
        score, nodes = None, None
        for line in self.process.stdout:
            if iterations is not None and " pv " in line and "bound" not in line:
                reported = re.search(r"\bdepth (\d+)\b.*\bnodes (\d+)", line)
                if reported:
                    iterations[int(reported.group(1))] = int(reported.group(2))
            found = re.search(r"score (cp|mate) (-?\d+)", line)
            if found and " pv " in line:
                value = int(found.group(2))
                score = value if found.group(1) == "cp" else (10000 if value > 0 else -10000)
            counted = re.search(r" nodes (\d+)", line)
            if counted:
                nodes = int(counted.group(1))
            if line.startswith("bestmove"):
                return line.split()[1], score, nodes
        self.ended("during a search")

    def ended(self, when):
        sys.exit(f"game_losses.py: the engine '{self.command}' ended {when}")

    def close(self):
        self.send("quit")
        self.process.stdin.close()  # a wrapper that pipes its own input into the engine ends too
        self.process.wait()


class Judge:
    def __init__(self, binary, nodes, cache_file):
        self.engine = Engine(binary, [("Hash", "64"), ("Threads", "1")])
        self.nodes = nodes
        self.cache_file = cache_file
        self.cache = json.load(open(cache_file)) if os.path.exists(cache_file) else {}

    def score(self, moves):
        key = f"{self.nodes}: " + " ".join(moves)  # a cache shared by judges of other node counts
        if key not in self.cache:
            self.cache[key] = self.engine.go(moves, self.nodes)[1]
        return self.cache[key]

    def save(self):
        json.dump(self.cache, open(self.cache_file, "w"))


def chance(cp):
    return 1 / (1 + math.exp(-max(-2000, min(2000, cp)) / 200))


def losses(args, judge):
    games = games_of(args.pgn)
    books = book_plies(args.pgn)
    worst, by_phase, by_score = [], {}, {}
    for (headers, moves), book in zip(games, books):
        white = headers.get("White") == args.engine
        result = headers.get("Result")
        if not ((result == "0-1" and white) or (result == "1-0" and not white)):
            continue
        scores = [judge.score(moves[:i]) for i in range(len(moves) + 1)]
        game_losses = []
        for ply in range(book, len(moves)):
            if (ply % 2 == 0) != white or scores[ply] is None or scores[ply + 1] is None:
                continue
            loss = chance(scores[ply]) - chance(-scores[ply + 1])
            game_losses.append((loss, ply, moves[ply], scores[ply]))
            phase = min(ply // 20, 8) * 20
            by_phase[phase] = by_phase.get(phase, 0) + loss
            bucket = max(-3, min(3, scores[ply] // 100))
            by_score[bucket] = by_score.get(bucket, 0) + loss
        if game_losses:
            worst.append(max(game_losses))
        judge.save()
    print(f"lost games: {len(worst)}")
    for low, high in [(0, 0.1), (0.1, 0.2), (0.2, 0.3), (0.3, 0.5), (0.5, 1.01)]:
        print(f"  worst move's loss in [{low}, {high}): {sum(1 for w in worst if low <= w[0] < high)}")
    print("total loss by ply (from):", {k: round(v, 1) for k, v in sorted(by_phase.items())})
    print("total loss by judge's score before the move (pawns, clamped to +-3):",
          {k: round(v, 1) for k, v in sorted(by_score.items())})


def sample(args):
    """The positions `quality` and `depths` search: every third ply from 12 to 110, shuffled with a
    fixed seed, the first --positions of them."""
    positions = []
    for _, moves in games_of(args.pgn):
        positions += [moves[:i] for i in range(12, min(len(moves), 110), 3)]
    random.Random(7).shuffle(positions)
    return positions[:args.positions]


def player(spec):
    """(label, engine) of an --engine LABEL=COMMAND, set up as `quality` and `depths` play it."""
    label, command = spec.split("=", 1)
    return label, Engine(command, [("Hash", "16"), ("Threads", "1"), ("Contempt", "24")])


def limit_of(args):
    """The `go` limit of `quality` and `depths`: --depth if given, else --nodes."""
    return f"depth {args.depth}" if args.depth else f"nodes {args.nodes}"


def searched(engine, moves, args, limit, iterations=None):
    """`engine`'s search of `moves` after `ucinewgame` and --context earlier positions."""
    engine.send("ucinewgame")
    for back in range(args.context, 0, -1):
        if len(moves) - 2 * back > 0:
            engine.search(moves[:len(moves) - 2 * back], limit)
    return engine.search(moves, limit, iterations)


def quality(args, judge):
    positions = sample(args)
    per_engine, per_engine_moves = {}, {}
    for spec in args.engine:
        label, engine = player(spec)
        chosen, spent = [], []
        limit = limit_of(args)
        for moves in positions:
            move, _, nodes = searched(engine, moves, args, limit)
            chosen.append(move)
            spent.append(nodes)
        engine.close()
        values = []
        for moves, move in zip(positions, chosen):
            before, after = judge.score(moves), judge.score(moves + [move])
            values.append(None if before is None or after is None else max(0.0, chance(before) - chance(-after)))
        judge.save()
        per_engine[label] = values
        per_engine_moves[label] = (chosen, spent)
        known = [v for v in values if v is not None]
        counted = [n for n in spent if n is not None]
        nodes_text = f", {statistics.mean(counted):,.0f} nodes a search" if counted else ""
        print(f"{label}: mean loss {100 * statistics.mean(known):.2f} % of a win over {len(known)} positions"
              f"{nodes_text}")
    labels = list(per_engine)
    if len(labels) >= 2:
        pairs = [a - b for a, b in zip(per_engine[labels[0]], per_engine[labels[1]]) if a is not None and b is not None]
        print(f"{labels[0]} - {labels[1]}: {100 * statistics.mean(pairs):.3f} % "
              f"(standard error {100 * statistics.stdev(pairs) / math.sqrt(len(pairs)):.3f})")
    if args.dump:
        rows = [{"moves": " ".join(moves),
                 **{label: {"move": per_engine_moves[label][0][i], "nodes": per_engine_moves[label][1][i],
                            "loss": per_engine[label][i]} for label in labels}}
                for i, moves in enumerate(positions)]
        json.dump(rows, open(args.dump, "w"), indent=1)


def depths(args):
    positions = sample(args)
    limit = limit_of(args)
    per_engine = {}
    for spec in args.engine:
        label, engine = player(spec)
        runs = []
        for moves in positions:
            iterations = {}
            searched(engine, moves, args, limit, iterations)
            runs.append(iterations)
        engine.close()
        per_engine[label] = runs
        last = [max(r) for r in runs if r]
        if not last:
            sys.exit(f"game_losses.py: '{engine.command}' reported no iteration ending (an 'info depth ... nodes ... pv' line)")
        text = f"{label}: last reported depth {statistics.mean(last):.2f} on average"
        if not args.depth:
            at_limit = sum(1 for r in runs if r and r[max(r)] >= 0.95 * args.nodes)
            text += f"; {at_limit} of {len(last)} last reports at the node limit"
        print(text)
    labels = list(per_engine)
    ratios = [f"{labels[0]}/{label}" for label in labels[1:]]
    print("depth, positions, geometric mean of nodes: " + ", ".join(labels + ratios))
    for depth in range(1, 128):
        rows = [[r[depth] for r in runs] for runs in zip(*(per_engine[label] for label in labels))
                if all(depth in r for r in runs)]
        if len(rows) < 10:
            continue
        means = [math.exp(statistics.mean(math.log(max(1, row[i])) for row in rows)) for i in range(len(labels))]
        print(f"{depth:3d} {len(rows):5d}  " + "  ".join(f"{m:12,.0f}" for m in means)
              + "".join(f"  {means[0] / m:.2f}" for m in means[1:]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("mode", choices=["losses", "quality", "depths"])
    parser.add_argument("pgn")
    parser.add_argument("--engine", action="append", required=True)
    parser.add_argument("--nodes", type=int, default=30000)
    parser.add_argument("--positions", type=int, default=1000)
    parser.add_argument("--depth", type=int, help="quality, depths: search to this depth instead of --nodes")
    parser.add_argument("--dump", help="quality: write each position's moves and losses to this JSON file")
    parser.add_argument("--context", type=int, default=0)
    parser.add_argument("--judge", default="/usr/games/stockfish")
    parser.add_argument("--judge-nodes", type=int, default=150000)
    args = parser.parse_args()
    if args.mode == "depths":
        depths(args)
        return
    judge = Judge(args.judge, args.judge_nodes, args.pgn + ".judge.json")
    if args.mode == "losses":
        args.engine = args.engine[0]
        losses(args, judge)
    else:
        quality(args, judge)
    judge.save()
    judge.engine.close()


if __name__ == "__main__":
    main()
