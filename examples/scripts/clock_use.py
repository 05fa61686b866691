#!/usr/bin/env python3
"""How each engine of a match spent its clock, from the runner's PGN.

  clock_use.py GAMES.pgn [MORE.pgn ...] [--span 10] [--rows 7] [--marks 10,20,30,40,50]

The match runner (`bin/tansaku match ... -pgnout file=GAMES.pgn`) writes each searched move's
score, depth and time in a comment (`{+0.31/14 0.412s}`) and marks book moves `{book}`. For each
engine (the PGN's White and Black names) this prints the mean seconds a move and the mean depth
over each span of its searched moves (moves 1 to 10 after the book, 11 to 20, ...), and the
median of its clock after its n-th searched move, computed from the game's `TimeControl` tag
(`base+increment` in seconds): the base, plus the increment of each move, minus each move's time.
The clock is the runner's count of the engine's own time; what the engine was told on each move
may differ by the runner's overhead, a few milliseconds a move.
"""
import argparse
import re
import statistics
import sys

TAG = re.compile(r'^\[(\w+) "([^"]*)"\]', re.M)
SEARCHED = re.compile(r'/(\d+) ([\d.]+)s')
MOVE_NUMBER = re.compile(r'^\d+\.(\.\.)?')
RESULTS = {'1-0', '0-1', '1/2-1/2', '*'}


def games(paths):
    """
    Yields (tags, [(ply, comment)]) for each game of the PGN files: each comment with the ply
    (0 for White's first move) of the move it follows. The book's moves share one comment after
    the last of them, so comments are placed by counting the moves, not the comments.
    """
    for path in paths:
        with open(path, encoding='utf-8') as f:
            text = f.read()
        for chunk in re.split(r'\n(?=\[Event )', text):
            if '[Event ' not in chunk:
                continue
            tags = dict(TAG.findall(chunk))
            body = TAG.sub('', chunk)
            comments, ply = [], -1
            for token in re.split(r'(\{[^}]*\})|\s+', body):
                if not token:
                    continue
                if token.startswith('{'):
                    comments.append((ply, token[1:-1]))
                    continue
                token = MOVE_NUMBER.sub('', token)  # "12.", "12...", or "12.e4" written together
                if token and token not in RESULTS:
                    ply += 1
            yield tags, comments


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('pgn', nargs='+')
    parser.add_argument('--span', type=int, default=10, help='searched moves per row (default 10)')
    parser.add_argument('--rows', type=int, default=7, help='spans to print (default 7)')
    parser.add_argument('--marks', default='10,20,30,40,50', help='searched-move counts to report the clock at')
    args = parser.parse_args()
    marks = [int(m) for m in args.marks.split(',')]

    times, depths, clocks, count = {}, {}, {}, {}
    for tags, comments in games(args.pgn):
        control = re.fullmatch(r'([\d.]+)\+([\d.]+)', tags.get('TimeControl', ''))
        if not control:
            sys.exit(f"a game without a base+increment TimeControl tag: {tags.get('TimeControl')!r}")
        base, increment = float(control.group(1)), float(control.group(2))
        sides = [tags['White'], tags['Black']]
        clock = {side: base for side in sides}
        searched = {side: 0 for side in sides}
        for ply, comment in comments:
            side = sides[ply % 2]
            found = SEARCHED.search(comment)
            if found is None:
                continue  # a book move, or a move without the runner's comment
            depth, seconds = int(found.group(1)), float(found.group(2))
            clock[side] += increment - seconds
            searched[side] += 1
            row = (searched[side] - 1) // args.span
            times.setdefault(side, {}).setdefault(row, []).append(seconds)
            depths.setdefault(side, {}).setdefault(row, []).append(depth)
            if searched[side] in marks:
                clocks.setdefault(side, {}).setdefault(searched[side], []).append(clock[side])
        for side in sides:
            count[side] = count.get(side, 0) + 1

    for side in sorted(times):
        print(f'{side} ({count[side]} games)')
        print('  moves after the book   s a move   mean depth   moves')
        for row in sorted(times[side])[:args.rows]:
            spent = times[side][row]
            first, last = row * args.span + 1, (row + 1) * args.span
            print(f'  {first:4d}-{last:<4d}             {statistics.mean(spent):8.3f}   '
                  f'{statistics.mean(depths[side][row]):10.1f}   {len(spent):5d}')
        left = clocks.get(side, {})
        print('  clock after n searched moves (median s): '
              + ', '.join(f'{n}: {statistics.median(left[n]):.2f}' for n in marks if n in left))


if __name__ == '__main__':
    main()
