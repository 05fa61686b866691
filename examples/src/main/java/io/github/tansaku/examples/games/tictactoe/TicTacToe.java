package io.github.tansaku.examples.games.tictactoe;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.LegalMoveCounting;
import io.github.tansaku.search.MoveIndexing;
import io.github.tansaku.search.NoisyMoves;
import io.github.tansaku.search.NullMoves;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.PositionHashing;
import java.util.SplittableRandom;

/**
 * The rules of tic-tac-toe (noughts and crosses) on the game SPI.
 *
 * <p>Move codes are {@code square + 1} (1..9), so that code 0 stays {@link Game#NO_MOVE}. The
 * game ends as soon as a player completes a line of three; {@link #generateMoves} then returns
 * no moves and {@link #outcome} reports the loss of the side to move. A full board without a
 * line is a draw.
 *
 * <p>Capabilities: a Zobrist hash kept by make/unmake ({@link PositionHashing}), the square as
 * move index ({@link MoveIndexing}), bulk move counting ({@link LegalMoveCounting}), noisy
 * moves ({@link NoisyMoves}): the moves that complete a line for the mover or block one of the
 * opponent's, the only forcing moves the game has, and passes ({@link NullMoves}), always
 * allowed because the game has no zugzwang. It has no material, hence no
 * {@link io.github.tansaku.search.StaticExchange}, and no checks.
 */
public final class TicTacToe implements Game<TicTacToePosition, TicTacToeMove>, PositionHashing<TicTacToePosition>,
        MoveIndexing<TicTacToePosition>, NoisyMoves<TicTacToePosition>, NullMoves<TicTacToePosition>,
        LegalMoveCounting<TicTacToePosition> {

    /** The eight lines of three, as square masks. */
    static final int[] LINES = {
        0b000_000_111, 0b000_111_000, 0b111_000_000, // rows
        0b001_001_001, 0b010_010_010, 0b100_100_100, // columns
        0b100_010_001, 0b001_010_100 // diagonals
    };

    private static final int FULL_BOARD = 0b111_111_111;

    /**
     * For every set of one player's marks, the squares that would complete a line for that
     * player if they were empty: the union of the missing square of each line holding two of
     * the marks. Lets the noisy move generator answer with one table look-up.
     */
    private static final int[] COMPLETING_SQUARES = new int[512];

    /** Zobrist keys by player and square, from a fixed seed so hashes are reproducible. */
    private static final long[][] SQUARE_KEYS = new long[2][9];
    private static final long SIDE_KEY;

    static {
        for (int marks = 0; marks < 512; marks++) {
            int completing = 0;
            for (int line : LINES) {
                if (Integer.bitCount(marks & line) == 2) {
                    completing |= line & ~marks;
                }
            }
            COMPLETING_SQUARES[marks] = completing;
        }
        SplittableRandom random = new SplittableRandom(0x7ac7ac70eL);
        for (int player = 0; player < 2; player++) {
            for (int square = 0; square < 9; square++) {
                SQUARE_KEYS[player][square] = random.nextLong();
            }
        }
        SIDE_KEY = random.nextLong();
    }

    @Override
    public String name() {
        return "tictactoe";
    }

    @Override
    public TicTacToePosition newPosition() {
        return new TicTacToePosition();
    }

    /**
     * The position written as {@code "x.o/.x./..o x"}: rows from the top, then the side to move.
     *
     * @throws IllegalArgumentException with the offending text if it is malformed or not a
     *     position that can arise in a game
     */
    public TicTacToePosition parse(String text) {
        String[] parts = text.trim().split("\\s+");
        String[] rows = parts[0].split("/", -1);
        if (parts.length != 2 || rows.length != 3 || !(parts[1].equals("x") || parts[1].equals("o"))) {
            throw new IllegalArgumentException("expected three rows and the side to move, like 'x.o/.x./..o x': '" + text + "'");
        }
        TicTacToePosition position = new TicTacToePosition();
        for (int row = 0; row < 3; row++) {
            if (rows[row].length() != 3) {
                throw new IllegalArgumentException("row " + (row + 1) + " must have three squares: '" + text + "'");
            }
            for (int column = 0; column < 3; column++) {
                char c = rows[row].charAt(column);
                int square = row * 3 + column;
                switch (c) {
                    case 'x' -> position.marks[TicTacToePosition.X] |= 1 << square;
                    case 'o' -> position.marks[TicTacToePosition.O] |= 1 << square;
                    case '.' -> { }
                    default -> throw new IllegalArgumentException("unexpected '" + c + "' in '" + text + "'");
                }
            }
        }
        position.sideToMove = parts[1].equals("x") ? TicTacToePosition.X : TicTacToePosition.O;
        position.markCount = Integer.bitCount(position.marks[0]) + Integer.bitCount(position.marks[1]);
        validate(position, text);
        position.hash = recomputeHash(position);
        return position;
    }

    private static void validate(TicTacToePosition position, String text) {
        int crosses = Integer.bitCount(position.marks[TicTacToePosition.X]);
        int noughts = Integer.bitCount(position.marks[TicTacToePosition.O]);
        int expectedSide = crosses == noughts ? TicTacToePosition.X : TicTacToePosition.O;
        if (crosses - noughts != 0 && crosses - noughts != 1 || position.sideToMove != expectedSide) {
            throw new IllegalArgumentException("crosses move first and players alternate; the counts of x and o "
                    + "do not fit the side to move: '" + text + "'");
        }
        if (hasLine(position.marks[position.sideToMove])) {
            throw new IllegalArgumentException("the side to move cannot already have a line: '" + text + "'");
        }
    }

    @Override
    public TicTacToePosition copy(TicTacToePosition position) {
        TicTacToePosition copy = new TicTacToePosition();
        copy.marks[0] = position.marks[0];
        copy.marks[1] = position.marks[1];
        copy.sideToMove = position.sideToMove;
        copy.markCount = position.markCount;
        copy.hash = position.hash;
        return copy;
    }

    @Override
    public int maxMoves() {
        return 9;
    }

    @Override
    public int generateMoves(TicTacToePosition position, int[] moves, int start) {
        if (isDecided(position)) {
            return 0;
        }
        return writeSquares(FULL_BOARD & ~occupied(position), moves, start);
    }

    @Override
    public boolean makeMove(TicTacToePosition position, int move) {
        int square = move - 1;
        if (square < 0 || square >= 9 || (occupied(position) & 1 << square) != 0 || isDecided(position)) {
            return false;
        }
        int side = position.sideToMove;
        position.marks[side] |= 1 << square;
        position.hash ^= SQUARE_KEYS[side][square] ^ SIDE_KEY;
        position.sideToMove = side ^ 1;
        position.markCount++;
        return true;
    }

    @Override
    public void unmakeMove(TicTacToePosition position, int move) {
        int square = move - 1;
        int side = position.sideToMove ^ 1;
        position.marks[side] &= ~(1 << square);
        position.hash ^= SQUARE_KEYS[side][square] ^ SIDE_KEY;
        position.sideToMove = side;
        position.markCount--;
    }

    @Override
    public Outcome outcome(TicTacToePosition position, int searchPly) {
        if (isDecided(position)) {
            return Outcome.LOSS;
        }
        return position.markCount == 9 ? Outcome.DRAW : Outcome.ONGOING;
    }

    @Override
    public Outcome outcomeWithoutMoves(TicTacToePosition position) {
        return isDecided(position) ? Outcome.LOSS : Outcome.DRAW;
    }

    @Override
    public TicTacToeMove moveOf(int code) {
        return TicTacToeMove.of(code - 1);
    }

    @Override
    public int codeOf(TicTacToeMove move) {
        return move.square() + 1;
    }

    @Override
    public long hash(TicTacToePosition position) {
        return position.hash;
    }

    @Override
    public long recomputeHash(TicTacToePosition position) {
        long key = position.sideToMove == TicTacToePosition.O ? SIDE_KEY : 0L;
        for (int player = 0; player < 2; player++) {
            for (int square = 0; square < 9; square++) {
                if ((position.marks[player] & 1 << square) != 0) {
                    key ^= SQUARE_KEYS[player][square];
                }
            }
        }
        return key;
    }

    @Override
    public int moveIndexCount() {
        return 9;
    }

    @Override
    public int moveIndex(TicTacToePosition position, int move) {
        return move - 1;
    }

    @Override
    public int generateNoisyMoves(TicTacToePosition position, int[] moves, int start) {
        if (isDecided(position)) {
            return 0;
        }
        return writeSquares(forcingSquares(position), moves, start);
    }

    @Override
    public boolean isNoisy(TicTacToePosition position, int move) {
        return (forcingSquares(position) & 1 << (move - 1)) != 0;
    }

    @Override
    public int countLegalMoves(TicTacToePosition position) {
        return isDecided(position) ? 0 : 9 - position.markCount;
    }

    @Override
    public void makeNullMove(TicTacToePosition position) {
        position.sideToMove ^= 1;
        position.hash ^= SIDE_KEY;
    }

    @Override
    public void unmakeNullMove(TicTacToePosition position) {
        position.sideToMove ^= 1;
        position.hash ^= SIDE_KEY;
    }

    /**
     * Always, while the game is on: tic-tac-toe has no zugzwang. A mark of one's own never hurts
     * (it can only complete or block lines), so passing is never better than the best move, and
     * a position that is good enough after a pass is good enough after a move.
     */
    @Override
    public boolean nullMoveAllowed(TicTacToePosition position) {
        return !isDecided(position);
    }

    /** The empty squares that complete a line for either player. */
    private static int forcingSquares(TicTacToePosition position) {
        int completing = COMPLETING_SQUARES[position.marks[0]] | COMPLETING_SQUARES[position.marks[1]];
        return completing & ~occupied(position);
    }

    /** Whether the player who just moved has completed a line. */
    static boolean isDecided(TicTacToePosition position) {
        return hasLine(position.marks[position.sideToMove ^ 1]);
    }

    static boolean hasLine(int marks) {
        for (int line : LINES) {
            if ((marks & line) == line) {
                return true;
            }
        }
        return false;
    }

    private static int occupied(TicTacToePosition position) {
        return position.marks[0] | position.marks[1];
    }

    /** Writes the codes of the squares in {@code squares}, centre first, then corners, then edges. */
    private static int writeSquares(int squares, int[] moves, int start) {
        int count = 0;
        for (int square : SEARCH_ORDER) {
            if ((squares & 1 << square) != 0) {
                moves[start + count++] = square + 1;
            }
        }
        return count;
    }

    /** Centre, corners, edges: the order in which a player would try them. */
    private static final int[] SEARCH_ORDER = {4, 0, 2, 6, 8, 1, 3, 5, 7};
}
