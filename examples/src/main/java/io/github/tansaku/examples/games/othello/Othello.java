package io.github.tansaku.examples.games.othello;

import io.github.tansaku.search.FinalMargin;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.LegalMoveCounting;
import io.github.tansaku.search.MoveIndexing;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.PositionHashing;
import java.util.SplittableRandom;

/**
 * The rules of Othello on the 8x8 board, from the usual start (white on d4 and e5, black on d5
 * and e4, black to move).
 *
 * <p>Move codes: {@code square + 1} for a disc placed on {@code square} (a1 = 0, h8 = 63), so
 * that code 0 stays {@link Game#NO_MOVE}, and {@link #PASS} for the forced pass. The pass is a
 * real move: it is generated, and legal, exactly when the side to move has no square and its
 * opponent has one. When neither side can move no code at all is generated, which is how the
 * searchers learn that the game is over ({@link #outcomeWithoutMoves}).
 *
 * <p>A finished game is won by the side with more discs; its {@linkplain FinalMargin final
 * margin} is the plain disc difference (empty squares are not awarded to the winner), so the
 * searchers maximise the disc difference. Capabilities: Zobrist hashing
 * ({@link PositionHashing}), the move code as history index ({@link MoveIndexing}) and bulk move
 * counting ({@link LegalMoveCounting}).
 */
public final class Othello implements Game<OthelloPosition, OthelloMove>, FinalMargin<OthelloPosition>,
        PositionHashing<OthelloPosition>, MoveIndexing<OthelloPosition>, LegalMoveCounting<OthelloPosition> {

    /** The move code of the forced pass. */
    public static final int PASS = 65;

    private static final long NOT_FILE_A = 0xFEFE_FEFE_FEFE_FEFEL;
    private static final long NOT_FILE_H = 0x7F7F_7F7F_7F7F_7F7FL;
    private static final int DIRECTIONS = 8;

    /** Zobrist keys by colour (0 black, 1 white) and square, from a fixed seed. */
    private static final long[][] DISC_KEYS = new long[2][64];
    private static final long BLACK_TO_MOVE_KEY;

    static {
        SplittableRandom random = new SplittableRandom(0x07E110L);
        for (int colour = 0; colour < 2; colour++) {
            for (int square = 0; square < 64; square++) {
                DISC_KEYS[colour][square] = random.nextLong();
            }
        }
        BLACK_TO_MOVE_KEY = random.nextLong();
    }

    @Override
    public String name() {
        return "othello";
    }

    @Override
    public OthelloPosition newPosition() {
        return parse("---------------------------OX------XO--------------------------- X");
    }

    /**
     * Reads the form {@link OthelloPosition#toString} writes: 64 characters from a1 to h8
     * ({@code X} black, {@code O} white, {@code -} empty), a space, and {@code X} or {@code O}
     * for the side to move.
     *
     * @throws IllegalArgumentException for any other text
     */
    public OthelloPosition parse(String text) {
        if (text.length() != 66 || text.charAt(64) != ' ' || "XO".indexOf(text.charAt(65)) < 0) {
            throw new IllegalArgumentException("an Othello position is 64 squares of X, O or -, a space and X or O: '"
                    + text + "'");
        }
        OthelloPosition position = new OthelloPosition();
        for (int square = 0; square < 64; square++) {
            switch (text.charAt(square)) {
                case 'X' -> position.black |= 1L << square;
                case 'O' -> position.white |= 1L << square;
                case '-' -> { }
                default -> throw new IllegalArgumentException("square " + OthelloMove.of(square) + " is '"
                        + text.charAt(square) + "', not X, O or -: '" + text + "'");
            }
        }
        position.blackToMove = text.charAt(65) == 'X';
        position.hash = recomputeHash(position);
        return position;
    }

    /**
     * The position after {@code moves} ({@code "d3 c5 pass ..."}) from the start.
     *
     * @throws IllegalArgumentException when a move is unreadable or illegal
     */
    public OthelloPosition play(String moves) {
        OthelloPosition position = newPosition();
        for (String move : moves.trim().split("\\s+")) {
            if (!move.isEmpty() && !makeMove(position, codeOf(OthelloMove.parse(move)))) {
                throw new IllegalArgumentException("illegal move " + move + " in " + position);
            }
        }
        return position;
    }

    @Override
    public OthelloPosition copy(OthelloPosition position) {
        OthelloPosition copy = new OthelloPosition();
        copy.black = position.black;
        copy.white = position.white;
        copy.blackToMove = position.blackToMove;
        copy.hash = position.hash;
        copy.plies = position.plies;
        System.arraycopy(position.flipped, 0, copy.flipped, 0, position.plies);
        System.arraycopy(position.hashes, 0, copy.hashes, 0, position.plies);
        return copy;
    }

    @Override
    public int maxMoves() {
        return 64; // never more than the empty squares, and a pass only when there is no square
    }

    @Override
    public int generateMoves(OthelloPosition position, int[] moves, int start) {
        long squares = placements(position.own(), position.other());
        if (squares == 0) {
            if (placements(position.other(), position.own()) == 0) {
                return 0; // neither side can move: the game is over
            }
            moves[start] = PASS;
            return 1;
        }
        int count = 0;
        while (squares != 0) {
            moves[start + count++] = Long.numberOfTrailingZeros(squares) + 1;
            squares &= squares - 1;
        }
        return count;
    }

    @Override
    public boolean makeMove(OthelloPosition position, int move) {
        long own = position.own();
        long other = position.other();
        long flips;
        if (move == PASS) {
            if (placements(own, other) != 0 || placements(other, own) == 0) {
                return false;
            }
            flips = 0;
        } else {
            if (move < 1 || move > 64 || ((own | other) & (1L << (move - 1))) != 0) {
                return false;
            }
            flips = flips(own, other, move - 1);
            if (flips == 0) {
                return false;
            }
        }
        position.flipped[position.plies] = flips;
        position.hashes[position.plies] = position.hash;
        position.plies++;
        if (move != PASS) {
            place(position, move - 1, flips);
        }
        position.blackToMove = !position.blackToMove;
        position.hash ^= BLACK_TO_MOVE_KEY;
        return true;
    }

    private static void place(OthelloPosition position, int square, long flips) {
        long bit = 1L << square;
        int mover = position.blackToMove ? 0 : 1;
        long hash = position.hash ^ DISC_KEYS[mover][square];
        for (long f = flips; f != 0; f &= f - 1) {
            int flippedSquare = Long.numberOfTrailingZeros(f);
            hash ^= DISC_KEYS[0][flippedSquare] ^ DISC_KEYS[1][flippedSquare];
        }
        if (position.blackToMove) {
            position.black |= bit | flips;
            position.white &= ~flips;
        } else {
            position.white |= bit | flips;
            position.black &= ~flips;
        }
        position.hash = hash;
    }

    @Override
    public void unmakeMove(OthelloPosition position, int move) {
        position.plies--;
        long flips = position.flipped[position.plies];
        position.hash = position.hashes[position.plies];
        position.blackToMove = !position.blackToMove;
        if (move != PASS) {
            long bit = 1L << (move - 1);
            if (position.blackToMove) {
                position.black &= ~(bit | flips);
                position.white |= flips;
            } else {
                position.white &= ~(bit | flips);
                position.black |= flips;
            }
        }
    }

    /** Play goes on until neither side can move, which {@link #generateMoves} shows by generating nothing. */
    @Override
    public Outcome outcome(OthelloPosition position, int searchPly) {
        return Outcome.ONGOING;
    }

    /** The count decides: more discs than the opponent wins, as many draws. */
    @Override
    public Outcome outcomeWithoutMoves(OthelloPosition position) {
        int margin = finalMargin(position);
        return margin > 0 ? Outcome.WIN : margin < 0 ? Outcome.LOSS : Outcome.DRAW;
    }

    /** The side to move's discs minus the opponent's. */
    @Override
    public int finalMargin(OthelloPosition position) {
        return Long.bitCount(position.own()) - Long.bitCount(position.other());
    }

    @Override
    public OthelloMove moveOf(int code) {
        if (code == PASS) {
            return OthelloMove.PASS;
        }
        if (code < 1 || code > 64) {
            throw new IllegalArgumentException("not an Othello move code: " + code);
        }
        return OthelloMove.of(code - 1);
    }

    @Override
    public int codeOf(OthelloMove move) {
        return move.isPass() ? PASS : move.square() + 1;
    }

    @Override
    public long hash(OthelloPosition position) {
        return position.hash;
    }

    @Override
    public long recomputeHash(OthelloPosition position) {
        long hash = position.blackToMove ? BLACK_TO_MOVE_KEY : 0;
        for (long b = position.black; b != 0; b &= b - 1) {
            hash ^= DISC_KEYS[0][Long.numberOfTrailingZeros(b)];
        }
        for (long w = position.white; w != 0; w &= w - 1) {
            hash ^= DISC_KEYS[1][Long.numberOfTrailingZeros(w)];
        }
        return hash;
    }

    /** One index per code: the 64 squares and the pass. */
    @Override
    public int moveIndexCount() {
        return PASS + 1;
    }

    @Override
    public int moveIndex(OthelloPosition position, int move) {
        return move;
    }

    /** The squares, or 1 for the pass, or 0 when the game is over. */
    @Override
    public int countLegalMoves(OthelloPosition position) {
        int squares = Long.bitCount(placements(position.own(), position.other()));
        if (squares > 0) {
            return squares;
        }
        return placements(position.other(), position.own()) != 0 ? 1 : 0;
    }

    /** The number of squares where the side to move could place a disc: its mobility. */
    static int mobility(long own, long other) {
        return Long.bitCount(placements(own, other));
    }

    /**
     * The empty squares where a disc of {@code own} flips at least one disc of {@code other}:
     * in each direction, runs of {@code other} discs adjacent to {@code own} ones, extended one
     * square further onto an empty square.
     */
    static long placements(long own, long other) {
        long empty = ~(own | other);
        long moves = 0;
        for (int direction = 0; direction < DIRECTIONS; direction++) {
            long run = shift(own, direction) & other;
            for (int i = 0; i < 5; i++) {
                run |= shift(run, direction) & other;
            }
            moves |= shift(run, direction) & empty;
        }
        return moves;
    }

    /** The discs of {@code other} a disc of {@code own} placed on {@code square} flips. */
    static long flips(long own, long other, int square) {
        long flips = 0;
        long start = 1L << square;
        for (int direction = 0; direction < DIRECTIONS; direction++) {
            long run = 0;
            long next = shift(start, direction);
            while ((next & other) != 0) {
                run |= next;
                next = shift(next, direction);
            }
            if ((next & own) != 0) {
                flips |= run;
            }
        }
        return flips;
    }

    /** Every disc of {@code discs} moved one square in {@code direction}, dropping those that leave the board. */
    private static long shift(long discs, int direction) {
        return switch (direction) {
            case 0 -> discs << 8;                   // north
            case 1 -> discs >>> 8;                  // south
            case 2 -> (discs << 1) & NOT_FILE_A;    // east
            case 3 -> (discs >>> 1) & NOT_FILE_H;   // west
            case 4 -> (discs << 9) & NOT_FILE_A;    // north-east
            case 5 -> (discs << 7) & NOT_FILE_H;    // north-west
            case 6 -> (discs >>> 7) & NOT_FILE_A;   // south-east
            default -> (discs >>> 9) & NOT_FILE_H;  // south-west
        };
    }
}
