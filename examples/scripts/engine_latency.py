#!/usr/bin/env python3
"""Wall-clock latencies of the engines as a GUI sees them (the figures of examples/BENCHMARKS.md).

  engine_latency.py byoyomi [--byoyomi MS] [--moves N] [--load K] [--engine BIN]
      USI self-play at a byoyomi; go-to-bestmove times (median, p90, max, counts over the
      byoyomi and over 300 ms), with K busy processes loading the machine meanwhile.
  engine_latency.py threads --protocol uci|usi [--threads N] [--engine BIN]
      time from isready to readyok after setoption Threads N (the first isready: the warm-up).
  engine_latency.py bench --protocol uci|usi [--hash MIB] [--engine BIN]
      wall time of bench after setoption Hash MIB.
  engine_latency.py hash --protocol uci|usi [--hash MIB] [--engine BIN]
      time of setoption Hash MIB plus isready (after the first isready), the resident memory,
      the time of the new-game command plus isready, and the resident memory 2 s after
      setoption Hash 16.

BIN defaults to bin/tansaku (run from the repository's root after mvn -B -q package -DskipTests).
"""
import argparse
import queue
import statistics
import subprocess
import threading
import time


class Engine:
    def __init__(self, binary, protocol):
        self.process = subprocess.Popen([binary, protocol], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.protocol = protocol
        self.send(protocol)
        self.until("usiok" if protocol == "usi" else "uciok")

    def _read(self):
        for line in self.process.stdout:
            self.lines.put((time.monotonic(), line.strip()))

    def send(self, command):
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        return time.monotonic()

    def until(self, prefix, timeout=600):
        while True:
            at, line = self.lines.get(timeout=timeout)
            if line.startswith(prefix):
                return at, line

    def resident_mib(self):
        # bin/tansaku execs java, so the launcher's pid is the JVM's.
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS"):
                    return int(line.split()[1]) // 1024
        return -1

    def hash_option(self):
        return "USI_Hash" if self.protocol == "usi" else "Hash"

    def quit(self):
        self.send("quit")
        self.process.wait(timeout=60)


def byoyomi(args):
    load = [subprocess.Popen(["/bin/sh", "-c", "while :; do :; done"]) for _ in range(args.load)]
    try:
        engine = Engine(args.engine, "usi")
        engine.send("isready")
        engine.until("readyok")
        engine.send("usinewgame")
        moves, times = [], []
        while len(times) < args.moves:
            engine.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
            sent = engine.send(f"go btime 0 wtime 0 byoyomi {args.byoyomi}")
            at, line = engine.until("bestmove")
            times.append(1000 * (at - sent))
            move = line.split()[1]
            if move in ("resign", "win") or len(moves) > 150:
                moves = []
                engine.send("usinewgame")
            else:
                moves.append(move)
        engine.quit()
    finally:
        for process in load:
            process.kill()
    times.sort()
    print(f"byoyomi {args.byoyomi} ms, {len(times)} moves, {args.load} busy processes: "
          f"median {statistics.median(times):.0f} ms, p90 {times[int(0.9 * len(times))]:.0f} ms, "
          f"max {times[-1]:.0f} ms, over the byoyomi {sum(t > args.byoyomi for t in times)}, "
          f"over 300 ms {sum(t > 300 for t in times)}")


def threads(args):
    engine = Engine(args.engine, args.protocol)
    engine.send(f"setoption name Threads value {args.threads}")
    sent = engine.send("isready")
    at, _ = engine.until("readyok")
    print(f"{args.protocol}: Threads {args.threads}, isready answered after {1000 * (at - sent):.0f} ms")
    engine.quit()


def bench(args):
    engine = Engine(args.engine, args.protocol)
    engine.send("setoption name Warmup value 0")
    engine.send(f"setoption name {engine.hash_option()} value {args.hash}")
    engine.send("isready")
    engine.until("readyok")
    sent = engine.send("bench")
    at, line = engine.until("Nodes searched")
    print(f"{args.protocol}: bench with {engine.hash_option()} {args.hash}: {1000 * (at - sent):.0f} ms, {line}")
    engine.quit()


def hash_size(args):
    engine = Engine(args.engine, args.protocol)
    engine.send("isready")
    engine.until("readyok")
    sent = engine.send(f"setoption name {engine.hash_option()} value {args.hash}")
    engine.send("isready")
    at, _ = engine.until("readyok")
    print(f"{args.protocol}: {engine.hash_option()} {args.hash} + isready: {1000 * (at - sent):.0f} ms, "
          f"resident {engine.resident_mib()} MiB")
    sent = engine.send("usinewgame" if engine.protocol == "usi" else "ucinewgame")
    engine.send("isready")
    at, _ = engine.until("readyok")
    print(f"    then the new-game command (clears the table) + isready: {1000 * (at - sent):.0f} ms")
    engine.send(f"setoption name {engine.hash_option()} value 16")
    engine.send("isready")
    engine.until("readyok")
    time.sleep(2)
    print(f"    then {engine.hash_option()} 16: resident {engine.resident_mib()} MiB after 2 s")
    engine.quit()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=["byoyomi", "threads", "bench", "hash"])
    parser.add_argument("--engine", default="bin/tansaku")
    parser.add_argument("--protocol", choices=["uci", "usi"], default="usi")
    parser.add_argument("--byoyomi", type=int, default=100)
    parser.add_argument("--moves", type=int, default=150)
    parser.add_argument("--load", type=int, default=0)
    parser.add_argument("--threads", type=int, default=247)
    parser.add_argument("--hash", type=int, default=256)
    args = parser.parse_args()
    {"byoyomi": byoyomi, "threads": threads, "bench": bench, "hash": hash_size}[args.what](args)


if __name__ == "__main__":
    main()
