#!/usr/bin/env python3
"""Shares of the CPU samples of a JFR recording by method: self (top frame) and inclusive (anywhere on the stack).

  jfr_shares.py RECORDING.jfr [--jfr BIN] [--top N] [--filter TEXT] [--lines TEXT]

Reads the jdk.ExecutionSample events through `jfr print --json` (stacks up to 64 frames; JIT-inlined
methods appear as frames of their own) and prints the N largest self and inclusive shares in per
cent of all samples, then the self shares summed by area (the class's package, or the class for
the search algorithms). --filter keeps the inclusive lines whose method contains TEXT. --lines
TEXT also prints the self shares of the source lines of the methods whose name contains TEXT (a
class name, or "." for all), to see which statement of a hot method holds its time.

A sampled frame is the nearest point the JIT kept debugging information for, so short methods
next to a long one can be credited with its time; read single lines with care, areas and
inclusive shares are steadier.
"""
import argparse
import collections
import json
import subprocess


def method_name(frame):
    method = frame["method"]
    return method["type"]["name"].split("/")[-1] + "." + method["name"]


def area(frame):
    name = frame["method"]["type"]["name"]
    parts = name.split("/")
    if "algo" in parts:
        return "search algo: " + parts[-1]
    return "/".join(parts[:-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("recording")
    parser.add_argument("--jfr", default="jfr", help="the jfr tool (default: jfr on the PATH)")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--filter", default=None)
    parser.add_argument("--lines", default=None, help="self shares by source line of the methods containing this")
    args = parser.parse_args()
    text = subprocess.run([args.jfr, "print", "--json", "--events", "jdk.ExecutionSample", "--stack-depth", "64",
                           args.recording], check=True, capture_output=True, text=True).stdout
    events = json.loads(text)["recording"]["events"]
    own = collections.Counter()
    inclusive = collections.Counter()
    areas = collections.Counter()
    lines = collections.Counter()
    samples = 0
    for event in events:
        frames = event["values"]["stackTrace"]["frames"]
        if not frames:
            continue
        samples += 1
        own[method_name(frames[0])] += 1
        areas[area(frames[0])] += 1
        if args.lines is not None and args.lines in method_name(frames[0]):
            lines["%s:%s" % (method_name(frames[0]), frames[0].get("lineNumber"))] += 1
        for name in {method_name(f) for f in frames}:
            inclusive[name] += 1
    print("%d samples" % samples)
    print("self:")
    for name, count in own.most_common(args.top):
        print("  %5.1f%% %s" % (100 * count / samples, name))
    print("inclusive:")
    shown = 0
    for name, count in inclusive.most_common():
        if args.filter is None or args.filter in name:
            print("  %5.1f%% %s" % (100 * count / samples, name))
            shown += 1
            if shown == args.top:
                break
    print("self by area:")
    for name, count in areas.most_common(args.top):
        print("  %5.1f%% %s" % (100 * count / samples, name))
    if args.lines is not None:
        print("self by source line (methods containing %r):" % args.lines)
        for name, count in lines.most_common(args.top):
            print("  %5.2f%% %s" % (100 * count / samples, name))


if __name__ == "__main__":
    main()
