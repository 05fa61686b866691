package io.github.tansaku.chess.eval.stockfish;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.board.MoveCode;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.movegen.MoveGenerator;
import io.github.tansaku.chess.notation.UciNotation;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The incrementally kept material and piece-square sum equals the sum counted from scratch after
 * every make and every unmake of long random walks that pass through every kind of move, and the
 * evaluation that reads it is the evaluation of the same position counted from scratch.
 */
class PieceSquareSumTest {

    /**
     * Start positions rich in the special moves: the start, Kiwipete and the other perft positions
     * (castling both ways, en passant, promotions with and without capture), a promotion race and
     * a position with en passant on both wings.
     */
    private static final String[] STARTS = {
        Position.START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "r3k2r/1p4p1/8/pP1pP1pP/8/8/8/R3K2R w KQkq d6 0 1",
    };

    /** Move flags, by name, for the coverage check. */
    private static final String[] FLAG_NAMES = new String[16];

    static {
        FLAG_NAMES[MoveCode.QUIET] = "quiet";
        FLAG_NAMES[MoveCode.DOUBLE_PUSH] = "double push";
        FLAG_NAMES[MoveCode.KING_CASTLE] = "king-side castling";
        FLAG_NAMES[MoveCode.QUEEN_CASTLE] = "queen-side castling";
        FLAG_NAMES[MoveCode.CAPTURE] = "capture";
        FLAG_NAMES[MoveCode.EN_PASSANT] = "en passant";
        for (int piece = 0; piece < 4; piece++) {
            FLAG_NAMES[MoveCode.PROMOTION | piece] = "promotion " + piece;
            FLAG_NAMES[MoveCode.PROMOTION_CAPTURE | piece] = "promotion-capture " + piece;
        }
    }

    /**
     * From each start, 12 seeded walks of 600 steps: a few random moves before the sum is
     * attached (so it also undoes moves made before it existed), then a random legal move or,
     * a third of the time, an unmake of the last move. Every kind of move is made and unmade by
     * each colour somewhere.
     */
    @Test
    void theSumFollowsEveryMakeAndUnmakeOfRandomWalks() {
        boolean[][] made = new boolean[2][16];
        boolean[][] unmade = new boolean[2][16];
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (String start : STARTS) {
            for (int seed = 0; seed < 12; seed++) {
                SplittableRandom random = new SplittableRandom(seed * 31L + start.hashCode());
                Position pos = Position.fromFen(start);
                List<Integer> line = new ArrayList<>();
                PieceSquareSum sum = null;
                int attachAt = random.nextInt(6);
                for (int step = 0; step < 600; step++) {
                    if (sum == null && line.size() == attachAt) {
                        sum = PieceSquareSum.of(pos);
                    }
                    int n = MoveGenerator.generateLegal(pos, moves, 0);
                    boolean unmake = !line.isEmpty() && (n == 0 || line.size() > 80 || random.nextInt(3) == 0);
                    if (unmake) {
                        int move = line.remove(line.size() - 1);
                        pos.unmakeMove(move);
                        unmade[pos.sideToMove()][MoveCode.flag(move)] |= sum != null;
                        check(sum, pos, "unmaking " + MoveCode.toUci(move));
                    } else if (n > 0) {
                        int move = moves[random.nextInt(n)];
                        made[pos.sideToMove()][MoveCode.flag(move)] |= sum != null;
                        pos.makeMove(move);
                        line.add(move);
                        check(sum, pos, "making " + MoveCode.toUci(move));
                    }
                }
            }
        }
        for (int color = 0; color < 2; color++) {
            for (int flag = 0; flag < 16; flag++) {
                if (FLAG_NAMES[flag] != null) {
                    assertThat(made[color][flag]).as("colour %d made a %s", color, FLAG_NAMES[flag]).isTrue();
                    assertThat(unmade[color][flag]).as("colour %d unmade a %s", color, FLAG_NAMES[flag]).isTrue();
                }
            }
        }
    }

    private static void check(PieceSquareSum sum, Position pos, String what) {
        if (sum != null && sum.white() != PieceSquareSum.count(pos)) {
            throw new AssertionError("sum " + sum.white() + ", count " + PieceSquareSum.count(pos)
                    + " after " + what + ": " + pos);
        }
    }

    /**
     * The evaluation of positions whose sum followed a random walk (makes and unmakes) equals,
     * bit for bit and with contempt, the evaluation of the same positions set up from their FEN,
     * whose sums are counted from scratch; the specialised-endgame exits, which do not read the
     * sum, are few among them.
     */
    @Test
    void theEvaluationWithTheFollowedSumIsTheEvaluationWithTheCountedOne() {
        StockfishClassicalEvaluator followed = new StockfishClassicalEvaluator();
        StockfishClassicalEvaluator counted = new StockfishClassicalEvaluator();
        followed.setContempt(24, 0);
        counted.setContempt(24, 0);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int compared = 0;
        for (String start : STARTS) {
            for (int seed = 0; seed < 6; seed++) {
                SplittableRandom random = new SplittableRandom(seed * 17L + start.hashCode());
                Position pos = Position.fromFen(start);
                List<Integer> line = new ArrayList<>();
                for (int step = 0; step < 300; step++) {
                    int n = MoveGenerator.generateLegal(pos, moves, 0);
                    if (!line.isEmpty() && (n == 0 || random.nextInt(3) == 0)) {
                        pos.unmakeMove(line.remove(line.size() - 1));
                    } else if (n > 0) {
                        int move = moves[random.nextInt(n)];
                        pos.makeMove(move);
                        line.add(move);
                    }
                    Position fresh = Position.fromFen(pos.toFen());
                    int expected = counted.evaluateInternal(fresh);
                    assertThat(followed.evaluateInternal(pos)).as("evaluation of %s", pos).isEqualTo(expected);
                    compared++;
                }
            }
        }
        assertThat(compared).isEqualTo(STARTS.length * 6 * 300);
    }

    @Test
    void aCopiedPositionCarriesItsOwnSum() {
        Position pos = Position.fromFen(STARTS[1]);
        PieceSquareSum original = PieceSquareSum.of(pos);
        int before = original.white();
        Position copy = pos.copy();
        assertThat(copy.attachedCount()).as("the sum copied with the position").isEqualTo(1);
        PieceSquareSum copied = PieceSquareSum.of(copy);
        assertThat(copied).isNotSameAs(original);
        assertThat(copy.attachedCount()).isEqualTo(1);
        assertThat(copied.white()).isEqualTo(before);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateLegal(copy, moves, 0);
        for (int i = 0; i < n; i++) {
            if (MoveCode.toUci(moves[i]).equals("e5f7")) { // the knight takes a pawn
                copy.makeMove(moves[i]);
            }
        }
        assertThat(copy.pieceAt(53)).as("the knight on f7").isNotEqualTo(pos.pieceAt(53));
        assertThat(copied.white()).isEqualTo(PieceSquareSum.count(copy)).isNotEqualTo(before);
        assertThat(original.white()).isEqualTo(before).isEqualTo(PieceSquareSum.count(pos));
    }

    /**
     * Longer lines than the saved sums' first stack holds (the knights out and back, 600 plies),
     * then every move taken back; and a copy, whose sum has nothing saved, taking back the moves
     * made before it was copied.
     */
    @Test
    void theSumFollowsLinesLongerThanItsStackAndACopyTakingBackEarlierMoves() {
        Position pos = Position.startPosition();
        PieceSquareSum sum = PieceSquareSum.of(pos);
        String[] cycle = {"g1f3", "g8f6", "f3g1", "f6g8"};
        List<Integer> line = new ArrayList<>();
        for (int ply = 0; ply < 600; ply++) {
            int move = UciNotation.parse(pos, cycle[ply % cycle.length]);
            pos.makeMove(move);
            line.add(move);
            check(sum, pos, "making " + MoveCode.toUci(move) + " at ply " + ply);
            if (ply == 8) { // Black to move
                int pawnMove = UciNotation.parse(pos, "e7e5");
                pos.makeMove(pawnMove);
                Position copy = pos.copy();
                PieceSquareSum copied = PieceSquareSum.of(copy);
                copy.unmakeMove(pawnMove);
                check(copied, copy, "the copy taking back e7e5");
                for (int i = line.size() - 1; i >= 0; i--) {
                    copy.unmakeMove(line.get(i));
                    check(copied, copy, "the copy taking back " + MoveCode.toUci(line.get(i)));
                }
                pos.unmakeMove(pawnMove);
                check(sum, pos, "taking back e7e5");
            }
        }
        for (int i = line.size() - 1; i >= 0; i--) {
            pos.unmakeMove(line.get(i));
            check(sum, pos, "unmaking " + MoveCode.toUci(line.get(i)) + " at ply " + i);
        }
        assertThat(sum.white()).isEqualTo(PieceSquareSum.count(Position.startPosition()));
    }

    @Test
    void theSumIsAttachedOnceAndFoundAgain() {
        Position pos = Position.startPosition();
        new StockfishClassicalEvaluator().evaluateInternal(pos);
        assertThat(pos.attachedCount()).isEqualTo(1);
        PieceSquareSum sum = PieceSquareSum.of(pos);
        new StockfishClassicalEvaluator().evaluateInternal(pos);
        assertThat(pos.attachedCount()).isEqualTo(1);
        assertThat(PieceSquareSum.of(pos)).isSameAs(sum);
        // The start position is symmetric: White's and Black's tables cancel.
        assertThat(sum.white()).isZero();
    }
}
