package io.github.tansaku.shogi.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.tansaku.shogi.MoveGenerator;
import io.github.tansaku.shogi.Moves;
import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.SfenException;
import io.github.tansaku.shogi.Sfen;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.Square;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The fast {@link YaneuraOuMaterialEvaluator} (bit-sliced effect counts, fixed-point square
 * tables) equals the straightforward {@link ReferenceYaneuraOuEvaluator} (attackers square by
 * square, YaneuraOu's double arithmetic) at every level, on random-game positions and on random
 * placements with many pieces in hand and many promoted pieces.
 */
class YaneuraOuEquivalenceTest {

    private static final int LEVELS = YaneuraOuMaterialEvaluator.MAX_LEVEL;

    private final YaneuraOuMaterialEvaluator[] fast = new YaneuraOuMaterialEvaluator[LEVELS + 1];
    private final ReferenceYaneuraOuEvaluator[] reference = new ReferenceYaneuraOuEvaluator[LEVELS + 1];

    YaneuraOuEquivalenceTest() {
        for (int level = 1; level <= LEVELS; level++) {
            fast[level] = new YaneuraOuMaterialEvaluator(level);
            reference[level] = new ReferenceYaneuraOuEvaluator(level);
        }
    }

    @Test
    void referenceReproducesTheSpecVectors() {
        for (SpecVectors.Row row : SpecVectors.rows()) {
            Position position = Position.fromSfen(row.sfen());
            for (int level = 1; level <= LEVELS; level++) {
                assertThat(reference[level].evaluate(position)).as("level %d of %s", level, row)
                        .isEqualTo(row.level(level));
            }
        }
    }

    /**
     * Every position of 100 random legal games of up to 300 plies, evaluated as the game goes.
     * In every second game the players take a random capture three times out of four when
     * there is one, which fills the hands.
     */
    @Test
    void equalsTheReferenceOnRandomGamePositions() {
        SplittableRandom random = new SplittableRandom(20_261_122L);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int positions = 0;
        int withPromotedPieces = 0;
        int withManyInHand = 0;
        for (int game = 0; game < 100; game++) {
            Position position = Position.startPosition();
            for (int ply = 0; ply < 300; ply++) {
                int count = MoveGenerator.generateLegal(position, moves, 0);
                if (count == 0) {
                    break;
                }
                boolean greedy = game % 2 == 1 && random.nextInt(4) != 0;
                position.makeMove(greedy ? randomCapture(position, moves, count, random) : moves[random.nextInt(count)]);
                assertSameAtEveryLevel(position);
                positions++;
                withPromotedPieces += promotedPieces(position) >= 4 ? 1 : 0;
                withManyInHand += piecesInHand(position) >= 10 ? 1 : 0;
            }
        }
        assertThat(positions).isGreaterThan(25_000);
        assertThat(withPromotedPieces).isGreaterThan(5_000);
        assertThat(withManyInHand).isGreaterThan(5_000);
    }

    /**
     * Random placements of all 40 pieces: each on the board (promoted or not, either colour) or
     * in a random hand, from mostly on the board to mostly in hand.
     */
    @Test
    void equalsTheReferenceOnRandomPlacements() {
        SplittableRandom random = new SplittableRandom(81);
        int positions = 0;
        int rejected = 0;
        int withManyInHand = 0;
        int withManyPromoted = 0;
        while (positions < 10_000) {
            Position position = randomPlacement(random, 0.1 + 0.85 * random.nextDouble());
            if (position == null) {
                rejected++;
                continue;
            }
            assertSameAtEveryLevel(position);
            positions++;
            withManyInHand += piecesInHand(position) >= 20 ? 1 : 0;
            withManyPromoted += promotedPieces(position) >= 8 ? 1 : 0;
        }
        assertThat(rejected).as("placements with both kings in check").isLessThan(positions / 2);
        assertThat(withManyInHand).isGreaterThan(2_000);
        assertThat(withManyPromoted).isGreaterThan(2_000);
    }

    /** A random capture among the first {@code count} moves, else a random move. */
    private static int randomCapture(Position position, int[] moves, int count, SplittableRandom random) {
        int captures = 0;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (!Moves.isDrop(move) && position.pieceOn(Moves.to(move)) != Piece.NONE) {
                moves[i] = moves[captures];
                moves[captures++] = move;
            }
        }
        return moves[random.nextInt(captures > 0 ? captures : count)];
    }

    private void assertSameAtEveryLevel(Position position) {
        int[] counts = ReferenceYaneuraOuEvaluator.effectCounts(position);
        for (int level = 1; level <= LEVELS; level++) {
            int expected = reference[level].blackScore(position, counts);
            int actual = fast[level].blackScore(position);
            if (actual != expected) {
                fail("level %d: fast %d, reference %d on %s", level, actual, expected, position.toSfen());
            }
            int clamped = ShogiEvaluator.clamp(expected);
            int expectedScore = position.sideToMove() == Side.BLACK ? clamped : -clamped;
            if (fast[level].evaluate(position) != expectedScore) {
                fail("level %d: evaluate %d, expected %d on %s", level, fast[level].evaluate(position),
                        expectedScore, position.toSfen());
            }
        }
    }

    /**
     * A random position with every piece of the game placed: the kings on the board, every
     * other piece on the board with probability {@code onBoard} (a random colour, promoted half
     * of the time when it can be, never where it could not move or as a second unpromoted pawn
     * on a file), else in a random side's hand. The side to move is random among those whose
     * opponent is not in check; null if both kings are in check.
     */
    private static Position randomPlacement(SplittableRandom random, double onBoard) {
        int[] board = new int[Square.COUNT];
        int[] hands = new int[2 * 8];
        board[randomEmpty(random, board)] = Piece.of(Side.BLACK, Piece.KING);
        board[randomEmpty(random, board)] = Piece.of(Side.WHITE, Piece.KING);
        for (int kind = Piece.PAWN; kind <= Piece.GOLD; kind++) {
            for (int i = 0; i < Piece.fullSetCount(kind); i++) {
                int side = random.nextInt(2);
                boolean placed = false;
                if (random.nextDouble() < onBoard) {
                    int placedKind = Piece.canPromote(kind) && random.nextBoolean() ? Piece.promote(kind) : kind;
                    int sq = randomEmpty(random, board);
                    if (canStand(board, side, placedKind, sq)) {
                        board[sq] = Piece.of(side, placedKind);
                        placed = true;
                    }
                }
                if (!placed) {
                    hands[side * 8 + kind]++;
                }
            }
        }
        int first = random.nextInt(2);
        for (int toMove : new int[] {first, first ^ 1}) {
            try {
                return Position.fromSfen(sfen(board, hands, toMove));
            } catch (SfenException e) {
                // The only impossibility left is the side not to move being in check: try the
                // other side; any other complaint is a bug of this generator.
                assertThat(e.getMessage()).contains("in check");
            }
        }
        return null;
    }

    private static int randomEmpty(SplittableRandom random, int[] board) {
        int sq;
        do {
            sq = random.nextInt(Square.COUNT);
        } while (board[sq] != Piece.NONE);
        return sq;
    }

    /** Whether {@code side}'s {@code kind} may stand on {@code sq}: it can move, and no second pawn. */
    private static boolean canStand(int[] board, int side, int kind, int sq) {
        int rowsToGo = side == Side.BLACK ? Square.rank(sq) - 1 : 9 - Square.rank(sq);
        if ((kind == Piece.PAWN || kind == Piece.LANCE) && rowsToGo == 0) {
            return false;
        }
        if (kind == Piece.KNIGHT && rowsToGo < 2) {
            return false;
        }
        if (kind == Piece.PAWN) {
            for (int rank = 1; rank <= 9; rank++) {
                if (board[Square.of(Square.file(sq), rank)] == Piece.of(side, Piece.PAWN)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static String sfen(int[] board, int[] hands, int sideToMove) {
        StringBuilder text = new StringBuilder(Sfen.boardField(board));
        text.append(sideToMove == Side.BLACK ? " b " : " w ");
        int length = text.length();
        for (int side = Side.BLACK; side <= Side.WHITE; side++) {
            for (int kind = Piece.GOLD; kind >= Piece.PAWN; kind--) {
                int count = hands[side * 8 + kind];
                if (count > 0) {
                    char letter = Piece.letter(kind);
                    text.append(count > 1 ? String.valueOf(count) : "")
                            .append(side == Side.BLACK ? letter : Character.toLowerCase(letter));
                }
            }
        }
        if (text.length() == length) {
            text.append('-');
        }
        return text.append(" 1").toString();
    }

    private static int promotedPieces(Position position) {
        int promoted = 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int piece = position.pieceOn(sq);
            promoted += piece != Piece.NONE && Piece.isPromoted(Piece.kind(piece)) ? 1 : 0;
        }
        return promoted;
    }

    private static int piecesInHand(Position position) {
        int total = 0;
        for (int side = Side.BLACK; side <= Side.WHITE; side++) {
            for (int kind = Piece.PAWN; kind <= Piece.GOLD; kind++) {
                total += position.handCount(side, kind);
            }
        }
        return total;
    }
}
