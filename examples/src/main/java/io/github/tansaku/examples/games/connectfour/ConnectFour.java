package io.github.tansaku.examples.games.connectfour;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.LegalMoveCounting;
import io.github.tansaku.search.MoveIndexing;
import io.github.tansaku.search.NoisyMoves;
import io.github.tansaku.search.NullMoves;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.PositionHashing;
import java.util.SplittableRandom;

/**
 * The rules of connect four on a board of any size that fits a 64-bit bitboard (the standard
 * game is 7 columns by 6 rows).
 *
 * <p>Move codes are {@code column + 1}, so that code 0 stays {@link Game#NO_MOVE}. Moves are
 * generated from the centre column outwards, the order in which they are usually best. A player
 * who gets four discs in a row, column or diagonal wins at once; a full board without four is a
 * draw.
 *
 * <p>Capabilities: Zobrist hashing ({@link PositionHashing}), the column as move index
 * ({@link MoveIndexing}), bulk move counting ({@link LegalMoveCounting}), noisy moves
 * ({@link NoisyMoves}: a drop that makes four, or that takes the cell where the opponent would
 * make four) and passes ({@link NullMoves}, allowed only in the first half of the game because
 * connect four is a game of zugzwang; see {@link #nullMoveAllowed}).
 */
public final class ConnectFour implements Game<ConnectFourPosition, ConnectFourMove>,
        PositionHashing<ConnectFourPosition>, MoveIndexing<ConnectFourPosition>, NoisyMoves<ConnectFourPosition>,
        NullMoves<ConnectFourPosition>, LegalMoveCounting<ConnectFourPosition> {

    /** Zobrist keys by player and bit, from a fixed seed so hashes are reproducible. */
    private static final long[][] CELL_KEYS = new long[2][64];
    private static final long SIDE_KEY;

    static {
        SplittableRandom random = new SplittableRandom(0xc0ec74L);
        for (int player = 0; player < 2; player++) {
            for (int bit = 0; bit < 64; bit++) {
                CELL_KEYS[player][bit] = random.nextLong();
            }
        }
        SIDE_KEY = random.nextLong();
    }

    private final Geometry geometry;

    /** The standard board: 7 columns, 6 rows. */
    public ConnectFour() {
        this(7, 6);
    }

    /**
     * A board of {@code width} columns and {@code height} rows.
     *
     * @throws IllegalArgumentException unless {@code 1 <= width <= 9}, {@code height >= 1} and
     *     {@code width * (height + 1) <= 64}
     */
    public ConnectFour(int width, int height) {
        if (width < 1 || width > ConnectFourMove.MAX_COLUMNS || height < 1 || width * (height + 1) > 64) {
            throw new IllegalArgumentException("a connect four board needs 1..9 columns, at least one row and "
                    + "width * (height + 1) <= 64; got " + width + "x" + height);
        }
        this.geometry = new Geometry(width, height);
    }

    /** The number of columns. */
    public int width() {
        return geometry.width;
    }

    /** The number of rows. */
    public int height() {
        return geometry.height;
    }

    @Override
    public String name() {
        return geometry.width == 7 && geometry.height == 6 ? "connect4" : "connect4-" + geometry.width + "x" + geometry.height;
    }

    @Override
    public ConnectFourPosition newPosition() {
        return new ConnectFourPosition(geometry);
    }

    /**
     * The position after dropping discs into the given columns (numbered from 1) from the start,
     * for example {@code "4453"}, the way connect four positions are often written.
     *
     * @throws IllegalArgumentException if a character is not a column or a move is illegal
     */
    public ConnectFourPosition play(String columns) {
        ConnectFourPosition position = newPosition();
        for (int i = 0; i < columns.length(); i++) {
            ConnectFourMove move = ConnectFourMove.parse(columns.substring(i, i + 1));
            if (move.column() >= geometry.width) {
                throw new IllegalArgumentException("no column " + move + " on a board " + geometry.width
                        + " wide, at index " + i + " of '" + columns + "'");
            }
            if (!makeMove(position, codeOf(move))) {
                throw new IllegalArgumentException("illegal move " + move + " at index " + i + " of '" + columns + "'");
            }
        }
        return position;
    }

    /**
     * The position in its text form: rows from the top separated by {@code /}, {@code x},
     * {@code o} or {@code .} per cell, then the side to move ({@code x} or {@code o}).
     *
     * @throws IllegalArgumentException with the offending text if it does not describe a
     *     position of this board size that can arise in a game
     */
    public ConnectFourPosition parse(String text) {
        String[] parts = text.trim().split("\\s+");
        String[] rows = parts[0].split("/", -1);
        if (parts.length != 2 || rows.length != geometry.height || !(parts[1].equals("x") || parts[1].equals("o"))) {
            throw new IllegalArgumentException("expected " + geometry.height + " rows separated by '/' and the side to "
                    + "move (x or o): '" + text + "'");
        }
        ConnectFourPosition position = newPosition();
        for (int i = 0; i < geometry.height; i++) {
            int row = geometry.height - 1 - i;
            if (rows[i].length() != geometry.width) {
                throw new IllegalArgumentException("row " + (i + 1) + " must have " + geometry.width + " cells: '" + text + "'");
            }
            for (int column = 0; column < geometry.width; column++) {
                char c = rows[i].charAt(column);
                switch (c) {
                    case 'x' -> position.discs[ConnectFourPosition.FIRST] |= geometry.cell(column, row);
                    case 'o' -> position.discs[ConnectFourPosition.SECOND] |= geometry.cell(column, row);
                    case '.' -> { }
                    default -> throw new IllegalArgumentException("unexpected '" + c + "' in '" + text + "'");
                }
            }
        }
        position.occupied = position.discs[0] | position.discs[1];
        position.sideToMove = parts[1].equals("x") ? ConnectFourPosition.FIRST : ConnectFourPosition.SECOND;
        validate(position, text);
        position.decided = geometry.hasFour(position.discs[position.sideToMove ^ 1]);
        position.hash = recomputeHash(position);
        return position;
    }

    private void validate(ConnectFourPosition position, String text) {
        for (int c = 0; c < geometry.width; c++) {
            long stack = position.occupied & geometry.column[c];
            if ((stack & stack + (1L << c * geometry.stride)) != 0 && stack != 0) {
                throw new IllegalArgumentException("column " + (c + 1) + " has a disc above an empty cell: '" + text + "'");
            }
        }
        int first = Long.bitCount(position.discs[ConnectFourPosition.FIRST]);
        int second = Long.bitCount(position.discs[ConnectFourPosition.SECOND]);
        int expectedSide = first == second ? ConnectFourPosition.FIRST : ConnectFourPosition.SECOND;
        if (first - second != 0 && first - second != 1 || position.sideToMove != expectedSide) {
            throw new IllegalArgumentException("the first player has " + first + " discs and the second " + second
                    + "; players alternate, so that does not fit the side to move: '" + text + "'");
        }
        if (geometry.hasFour(position.discs[position.sideToMove])) {
            throw new IllegalArgumentException("the side to move cannot already have four in a line: '" + text + "'");
        }
    }

    @Override
    public ConnectFourPosition copy(ConnectFourPosition position) {
        ConnectFourPosition copy = new ConnectFourPosition(position.geometry);
        copy.discs[0] = position.discs[0];
        copy.discs[1] = position.discs[1];
        copy.occupied = position.occupied;
        copy.sideToMove = position.sideToMove;
        copy.decided = position.decided;
        copy.hash = position.hash;
        return copy;
    }

    @Override
    public int maxMoves() {
        return geometry.width;
    }

    @Override
    public int generateMoves(ConnectFourPosition position, int[] moves, int start) {
        if (position.decided) {
            return 0;
        }
        int count = 0;
        for (int column : geometry.columnOrder) {
            if ((position.occupied & geometry.topCell[column]) == 0) {
                moves[start + count++] = column + 1;
            }
        }
        return count;
    }

    @Override
    public boolean makeMove(ConnectFourPosition position, int move) {
        int column = move - 1;
        if (column < 0 || column >= geometry.width || position.decided
                || (position.occupied & geometry.topCell[column]) != 0) {
            return false;
        }
        long cell = geometry.playableCells(position.occupied) & geometry.column[column];
        int side = position.sideToMove;
        position.discs[side] |= cell;
        position.occupied |= cell;
        position.hash ^= CELL_KEYS[side][Long.numberOfTrailingZeros(cell)] ^ SIDE_KEY;
        position.decided = geometry.hasFour(position.discs[side]);
        position.sideToMove = side ^ 1;
        return true;
    }

    @Override
    public void unmakeMove(ConnectFourPosition position, int move) {
        int column = move - 1;
        long cell = Long.highestOneBit(position.occupied & geometry.column[column]);
        int side = position.sideToMove ^ 1;
        position.discs[side] ^= cell;
        position.occupied ^= cell;
        position.hash ^= CELL_KEYS[side][Long.numberOfTrailingZeros(cell)] ^ SIDE_KEY;
        // makeMove refuses moves once the game is decided, so before this move it was not
        position.decided = false;
        position.sideToMove = side;
    }

    @Override
    public Outcome outcome(ConnectFourPosition position, int searchPly) {
        if (position.decided) {
            return Outcome.LOSS;
        }
        return position.occupied == geometry.board ? Outcome.DRAW : Outcome.ONGOING;
    }

    @Override
    public Outcome outcomeWithoutMoves(ConnectFourPosition position) {
        return position.decided ? Outcome.LOSS : Outcome.DRAW;
    }

    @Override
    public ConnectFourMove moveOf(int code) {
        if (code < 1 || code > geometry.width) {
            throw new IllegalArgumentException("no column " + code + " on a board " + geometry.width + " wide");
        }
        return ConnectFourMove.of(code - 1);
    }

    @Override
    public int codeOf(ConnectFourMove move) {
        if (move.column() >= geometry.width) {
            throw new IllegalArgumentException("no column " + move + " on a board " + geometry.width + " wide");
        }
        return move.column() + 1;
    }

    @Override
    public long hash(ConnectFourPosition position) {
        return position.hash;
    }

    @Override
    public long recomputeHash(ConnectFourPosition position) {
        long key = position.sideToMove == ConnectFourPosition.SECOND ? SIDE_KEY : 0L;
        for (int player = 0; player < 2; player++) {
            for (long discs = position.discs[player]; discs != 0; discs &= discs - 1) {
                key ^= CELL_KEYS[player][Long.numberOfTrailingZeros(discs)];
            }
        }
        return key;
    }

    @Override
    public int moveIndexCount() {
        return geometry.width;
    }

    @Override
    public int moveIndex(ConnectFourPosition position, int move) {
        return move - 1;
    }

    @Override
    public int generateNoisyMoves(ConnectFourPosition position, int[] moves, int start) {
        if (position.decided) {
            return 0;
        }
        long forcing = forcingCells(position);
        int count = 0;
        for (int column : geometry.columnOrder) {
            if ((forcing & geometry.column[column]) != 0) {
                moves[start + count++] = column + 1;
            }
        }
        return count;
    }

    @Override
    public boolean isNoisy(ConnectFourPosition position, int move) {
        int column = move - 1;
        return column >= 0 && column < geometry.width && (forcingCells(position) & geometry.column[column]) != 0;
    }

    /** The playable cells where either player would complete four. */
    private long forcingCells(ConnectFourPosition position) {
        long occupied = position.occupied;
        long completing = geometry.completingCells(position.discs[0], occupied)
                | geometry.completingCells(position.discs[1], occupied);
        return completing & geometry.playableCells(occupied);
    }

    @Override
    public void makeNullMove(ConnectFourPosition position) {
        position.sideToMove ^= 1;
        position.hash ^= SIDE_KEY;
    }

    @Override
    public void unmakeNullMove(ConnectFourPosition position) {
        position.sideToMove ^= 1;
        position.hash ^= SIDE_KEY;
    }

    /**
     * Passes are allowed only while at least half the board is empty. Null-move pruning is
     * never fully sound in connect four: a pass flips the parity of the empty cells, and parity
     * (who will be forced to fill the cell under an opponent's threat) decides most games. The
     * guard keeps passes out of the endgames where this bites hardest, but not out of every
     * line: on the 5x4 board after {@code "1"}, the solver proves a win in 19 plies for the side
     * to move, which the searcher finds with null-move pruning off and misses with it on. That
     * makes connect four a good game for showing what null-move pruning costs.
     */
    @Override
    public boolean nullMoveAllowed(ConnectFourPosition position) {
        return !position.decided && 2 * Long.bitCount(position.occupied) <= Long.bitCount(geometry.board);
    }

    @Override
    public int countLegalMoves(ConnectFourPosition position) {
        return position.decided ? 0 : Long.bitCount(geometry.playableCells(position.occupied));
    }
}
