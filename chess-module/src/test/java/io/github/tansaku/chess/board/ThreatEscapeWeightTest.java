package io.github.tansaku.chess.board;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.movegen.MoveGenerator;
import io.github.tansaku.chess.testsupport.PerftSuite;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Position#threatEscapeWeight}: which quiet moves take a piece out of an attack by a
 * cheaper enemy piece, on positions where the attacks can be read off the board by eye, and the
 * kept attack maps following the moves made and taken back.
 */
class ThreatEscapeWeightTest {

    @Test
    void aKnightAttackedByAPawnEscapesOnlyToSquaresNoPawnAttacks() {
        // The d5 pawn attacks the knight on e4; the e7 pawn guards d6 and f6.
        Position p = Position.fromFen("4k3/4p3/8/3p4/4N3/8/8/4K3 w - - 0 1");
        assertThat(weight(p, "e4g5")).isEqualTo(Position.MINOR_ESCAPE);
        assertThat(weight(p, "e4g3")).isEqualTo(Position.MINOR_ESCAPE);
        assertThat(weight(p, "e4c3")).isEqualTo(Position.MINOR_ESCAPE);
        assertThat(weight(p, "e4d6")).isZero();
        assertThat(weight(p, "e4f6")).isZero();
        assertThat(weight(p, "e1d1")).isZero();
    }

    @Test
    void threatenedPiecesAreThoseACheaperManAttacks() {
        // The b3 knight attacks the a1 rook, the d8 rook the d1 queen, the e4 pawn the f3
        // bishop; the h8 queen attacks the h4 knight and the a1 rook, but is dearer than both.
        Position p = Position.fromFen("3r2kq/8/8/8/4p2N/1n3B2/8/R2QK3 w - - 0 1");
        assertThat(p.threatenedPieces()).isEqualTo(bit("a1") | bit("d1") | bit("f3"));
        assertThat(weight(p, "h4g2")).isZero();
    }

    @Test
    void noThreatenedPieceInTheStartingPosition() {
        assertThat(Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
                .threatenedPieces()).isZero();
    }

    @Test
    void aPieceNoCheaperManAttacksSavesNothing() {
        Position p = Position.fromFen("4k3/8/p7/8/4N3/8/3P4/4K3 w - - 0 1");
        assertThat(weight(p, "e4g5")).isZero();
        assertThat(weight(p, "d2d3")).isZero();
    }

    @Test
    void aRookAttackedByABishopWeighsMoreWhereNoMinorPieceAttacks() {
        // The bishop on c3 attacks a1 and, on the other diagonal, a5.
        Position p = Position.fromFen("4k3/8/8/8/8/2b5/8/R6K w - - 0 1");
        assertThat(weight(p, "a1a2")).isEqualTo(Position.ROOK_ESCAPE);
        assertThat(weight(p, "a1b1")).isEqualTo(Position.ROOK_ESCAPE);
        assertThat(weight(p, "a1a5")).isEqualTo(Position.MINOR_ESCAPE);
    }

    @Test
    void aQueenAttackedByARookWeighsMostWhereNoRookMinorPieceOrPawnAttacks() {
        // The rook on d4 attacks d1 and the fourth rank; the g6 pawn guards h5.
        Position p = Position.fromFen("4k3/8/6p1/8/3r4/8/8/3Q3K w - - 0 1");
        assertThat(weight(p, "d1e2")).isEqualTo(Position.QUEEN_ESCAPE);
        assertThat(weight(p, "d1a4")).isEqualTo(Position.MINOR_ESCAPE);
        assertThat(weight(p, "d1h5")).isZero();
    }

    @Test
    void blackToMoveReadsWhitesAttacks() {
        Position p = Position.fromFen("4k3/8/8/4n3/3P4/8/8/4K3 b - - 0 1");
        assertThat(weight(p, "e5g6")).isEqualTo(Position.MINOR_ESCAPE);
        assertThat(weight(p, "e5c4")).isEqualTo(Position.MINOR_ESCAPE);
        assertThat(weight(p, "e5g4")).isEqualTo(Position.MINOR_ESCAPE);
        assertThat(weight(p, "e8d8")).isZero();
    }

    /**
     * The attack maps the position keeps are those of the board it has now: every legal move's
     * weight, asked before and after each move is made and taken back and around null moves, along
     * seeded random games from the perft suite's positions, equals the weight a fresh copy of the
     * same position (set up from its FEN, nothing kept) gives.
     */
    @Test
    void keptAttackMapsFollowEveryMoveMadeAndTakenBack() {
        SplittableRandom random = new SplittableRandom(7);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int escapes = 0;
        for (PerftSuite.Entry entry : PerftSuite.load()) {
            Position position = Position.fromFen(entry.fen());
            for (int ply = 0; ply < 40; ply++) {
                int n = MoveGenerator.generateLegal(position, moves, 0);
                if (n == 0) {
                    break;
                }
                escapes += assertWeightsAsFresh(position, moves, n);
                int probe = moves[random.nextInt(n)];
                position.makeMove(probe);
                position.unmakeMove(probe);
                assertWeightsAsFresh(position, moves, n);
                if (!position.inCheck()) {
                    position.makeNullMove();
                    int replies = MoveGenerator.generateLegal(position, moves, 0);
                    assertWeightsAsFresh(position, moves, replies);
                    position.unmakeNullMove();
                    n = MoveGenerator.generateLegal(position, moves, 0);
                    assertWeightsAsFresh(position, moves, n);
                }
                position.makeMove(moves[random.nextInt(n)]);
            }
        }
        assertThat(escapes).as("escaping moves met along the games").isGreaterThan(100);
    }

    /** Asserts each of the first {@code n} moves' weights against a fresh copy; returns how many are not 0. */
    private static int assertWeightsAsFresh(Position position, int[] moves, int n) {
        Position fresh = Position.fromFen(position.toFen());
        assertThat(position.threatenedPieces()).as("threatened pieces in %s", position.toFen())
                .isEqualTo(fresh.threatenedPieces());
        int escapes = 0;
        for (int i = 0; i < n; i++) {
            int kept = position.threatEscapeWeight(moves[i]);
            assertThat(kept).as("%s in %s", MoveCode.toUci(moves[i]), position.toFen())
                    .isEqualTo(fresh.threatEscapeWeight(moves[i]));
            if (kept != 0) {
                escapes++;
            }
        }
        return escapes;
    }

    private static long bit(String square) {
        return 1L << Square.parse(square);
    }

    private static int weight(Position p, String uci) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateLegal(p, moves, 0);
        for (int i = 0; i < n; i++) {
            if (MoveCode.toUci(moves[i]).equals(uci)) {
                return p.threatEscapeWeight(moves[i]);
            }
        }
        throw new AssertionError(uci + " is not legal in " + p.toFen());
    }
}
