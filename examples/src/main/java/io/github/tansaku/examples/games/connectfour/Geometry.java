package io.github.tansaku.examples.games.connectfour;

import java.util.ArrayList;
import java.util.List;

/**
 * The bitboard layout of one board size and the masks derived from it, computed once per game.
 *
 * <p>Cell (column {@code c}, row {@code r} from the bottom) is bit {@code c * (height + 1) + r}.
 * Each column has one spare bit on top that never holds a disc: it stops the shifts used to
 * find lines from running from the top of one column into the bottom of the next.
 */
final class Geometry {

    final int width;
    final int height;
    /** Bits per column: the height plus the spare bit. */
    final int stride;
    /** The bottom cell of every column. */
    final long bottomRow;
    /** Every playable cell. */
    final long board;
    /** Per column: all its cells. */
    final long[] column;
    /** Per column: its top cell. */
    final long[] topCell;
    /** The shifts that step along a line: up, right, up-right and down-right. */
    final int[] directions;
    /** Every group of four cells in a line, as masks. */
    final long[] windows;
    /** Columns from the centre outwards: the order moves are generated in. */
    final int[] columnOrder;
    /** Per distance from the centre (0 = central column or columns): all cells of those columns. */
    final long[] columnsAtDistance;

    Geometry(int width, int height) {
        this.width = width;
        this.height = height;
        this.stride = height + 1;
        this.column = new long[width];
        this.topCell = new long[width];
        long bottom = 0;
        long all = 0;
        for (int c = 0; c < width; c++) {
            column[c] = ((1L << height) - 1) << c * stride;
            topCell[c] = 1L << (c * stride + height - 1);
            bottom |= 1L << c * stride;
            all |= column[c];
        }
        this.bottomRow = bottom;
        this.board = all;
        this.directions = new int[] {1, stride, stride + 1, stride - 1};
        this.windows = findWindows();
        this.columnOrder = centreOutwards(width);
        this.columnsAtDistance = new long[(width + 1) / 2 + 1];
        for (int c = 0; c < width; c++) {
            columnsAtDistance[distanceFromCentre(c)] |= column[c];
        }
    }

    long cell(int c, int r) {
        return 1L << (c * stride + r);
    }

    private long[] findWindows() {
        int[][] steps = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        List<Long> found = new ArrayList<>();
        for (int c = 0; c < width; c++) {
            for (int r = 0; r < height; r++) {
                for (int[] step : steps) {
                    int endColumn = c + 3 * step[0];
                    int endRow = r + 3 * step[1];
                    if (endColumn < width && endRow >= 0 && endRow < height) {
                        long window = 0;
                        for (int i = 0; i < 4; i++) {
                            window |= cell(c + i * step[0], r + i * step[1]);
                        }
                        found.add(window);
                    }
                }
            }
        }
        return found.stream().mapToLong(Long::longValue).toArray();
    }

    /** How many columns {@code c} is from the centre: 0 for the central column (both central ones on even widths). */
    int distanceFromCentre(int c) {
        return Math.abs(2 * c - (width - 1)) / 2;
    }

    /** Columns sorted by distance from the centre, the left one first on ties: 3 2 4 1 5 0 6 for width 7. */
    private static int[] centreOutwards(int width) {
        return java.util.stream.IntStream.range(0, width).boxed()
                .sorted(java.util.Comparator.comparingInt((Integer c) -> Math.abs(2 * c - (width - 1))).thenComparingInt(c -> c))
                .mapToInt(Integer::intValue).toArray();
    }

    /** Whether {@code discs} hold four in a line. */
    boolean hasFour(long discs) {
        for (int shift : directions) {
            long pairs = discs & discs >>> shift;
            if ((pairs & pairs >>> 2 * shift) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The empty cells where one more disc would give {@code discs} four in a line, whether or
     * not a disc can be dropped there yet.
     */
    long completingCells(long discs, long occupied) {
        long cells = discs << 1 & discs << 2 & discs << 3; // vertical: three discs below
        for (int i = 1; i < directions.length; i++) {
            int s = directions[i];
            long before = discs << s & discs << 2 * s;
            long after = discs >>> s & discs >>> 2 * s;
            cells |= before & discs << 3 * s // three before the cell
                    | after & discs >>> 3 * s // three after it
                    | before & discs >>> s // two before, one after
                    | after & discs << s; // one before, two after
        }
        return cells & board & ~occupied;
    }

    /** The cells a disc can be dropped into now: the lowest empty cell of each column that has one. */
    long playableCells(long occupied) {
        return occupied + bottomRow & board;
    }
}
