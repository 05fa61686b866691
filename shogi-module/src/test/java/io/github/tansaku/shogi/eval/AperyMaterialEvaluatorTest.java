package io.github.tansaku.shogi.eval;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.PieceValues;
import io.github.tansaku.shogi.Position;
import org.junit.jupiter.api.Test;

/** The Apery material evaluator against Apery's (WCSC26) piece values, as cshogi's one-file sample uses them. */
class AperyMaterialEvaluatorTest {

    private static final int[] KINDS = {
        Piece.PAWN, Piece.LANCE, Piece.KNIGHT, Piece.SILVER, Piece.GOLD, Piece.BISHOP, Piece.ROOK,
        Piece.PRO_PAWN, Piece.PRO_LANCE, Piece.PRO_KNIGHT, Piece.PRO_SILVER, Piece.HORSE, Piece.DRAGON, Piece.KING};
    private static final int[] BOARD = {90, 315, 405, 495, 540, 855, 990, 540, 540, 540, 540, 945, 1395, 0};
    private static final int[] CAPTURE = {180, 630, 810, 990, 1080, 1710, 1980, 630, 855, 945, 1035, 1800, 2385};

    private final AperyMaterialEvaluator evaluator = new AperyMaterialEvaluator();

    @Test
    void boardHandAndCaptureValues() {
        for (int i = 0; i < KINDS.length; i++) {
            assertThat(PieceValues.aperyBoard(KINDS[i])).as(Piece.toKanji(KINDS[i])).isEqualTo(BOARD[i]);
        }
        for (int i = 0; i < 7; i++) {
            assertThat(PieceValues.aperyHand(KINDS[i])).as(Piece.toKanji(KINDS[i])).isEqualTo(BOARD[i]);
        }
        for (int i = 0; i < CAPTURE.length; i++) {
            int kind = KINDS[i];
            assertThat(PieceValues.aperyBoard(kind) + PieceValues.aperyHand(Piece.unpromote(kind)))
                    .as(Piece.toKanji(kind)).isEqualTo(CAPTURE[i]);
        }
    }

    @Test
    void promotionGains() {
        int[] gains = {450, 225, 135, 45, 90, 405};
        int[] kinds = {Piece.PAWN, Piece.LANCE, Piece.KNIGHT, Piece.SILVER, Piece.BISHOP, Piece.ROOK};
        for (int i = 0; i < kinds.length; i++) {
            assertThat(PieceValues.aperyBoard(Piece.promote(kinds[i])) - PieceValues.aperyBoard(kinds[i]))
                    .as(Piece.toKanji(kinds[i])).isEqualTo(gains[i]);
        }
    }

    @Test
    void levelOneColumnOfTheSpecVectors() {
        for (SpecVectors.Row row : SpecVectors.rows()) {
            assertThat(evaluator.evaluate(Position.fromSfen(row.sfen()))).as(row.toString()).isEqualTo(row.level(1));
        }
    }

    @Test
    void traceSplitsBoardAndHand() {
        // Row 4 of the evaluator test vectors: White to move, +495 for White, so -495 from Black's view.
        Position position = Position.fromSfen(
                "l4S2l/4g1gs1/5p1p1/pr2N1pkp/4Gn3/PP3PPPP/2GPP4/1K7/L3r+s2L w BS2N5Pb 1");
        String trace = evaluator.trace(position);
        // hands: Black B S 2N 5P = 855 + 495 + 810 + 450 = 2610; White b = 855: +1755.
        assertThat(trace).contains("pieces in hand").contains("+1755").contains("-2250").contains("+495")
                .contains("-495");
    }
}
