package io.github.tansaku.chess.eval.sayuri;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.sayuri.SayuriOptions.CastledDetection;
import io.github.tansaku.chess.eval.sayuri.SayuriOptions.MobilityMode;
import io.github.tansaku.chess.eval.sayuri.SayuriOptions.WeightScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Golden values produced by Sayuri's own evaluator. */
class SayuriEvaluatorTest {

    private static final SayuriOptions A_RELEASE =
            new SayuriOptions(WeightScheme.RELEASE, MobilityMode.PER_PIECE, CastledDetection.NEVER);
    private static final SayuriOptions A_COUNT = A_RELEASE.withMobilityMode(MobilityMode.COUNT);
    private static final SayuriOptions B_COUNT = A_COUNT.withWeightScheme(WeightScheme.ARTICLE);
    private static final SayuriOptions B_RELEASE = A_RELEASE.withWeightScheme(WeightScheme.ARTICLE);

    @ParameterizedTest(name = "row {0}")
    @CsvSource(delimiter = ';', value = {
        "1;rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;0;0;0;0",
        "2;rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1;-30;-88;-88;-30",
        "3;r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1;40;64;64;40",
        "4;r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1;160;146;151;166",
        "5;rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8;35;77;103;57",
        "6;8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1;-44;-51;-51;-44",
        "7;8/8/8/4k3/8/8/3PK3/8 w - - 0 1;108;109;109;108",
        "8;3r4/1P6/1b2p3/1B1p3P/1kP1r1P1/5p2/7N/R3K2R b Q c3 0 1;-675;-598;-600;-679",
        "9;4k3/pp6/7P/3p1P2/p1P1R3/2Q1pPBp/3nB3/R3K2N w Q d6 0 1;3128;3371;3341;3071",
        "10;r1rR1b1n/pP2rP2/qp2p3/1NBP2P1/p1pp1P1R/1P6/R1NPP1B1/2r1Kk2 b - f3 0 1;276;186;189;283",
    })
    void reproducesTheGoldenValues(int row, String fen, int aRelease, int aCount, int bCount, int bRelease) {
        // Rows 8 to 10 are random placements the FEN reader rejects (a king in check on the wrong turn).
        Position pos = row >= 8 ? UnvalidatedPositions.fromFen(fen) : Position.fromFen(fen);
        assertThat(new SayuriEvaluator(A_RELEASE).evaluate(pos)).as("A release").isEqualTo(aRelease);
        assertThat(new SayuriEvaluator(A_COUNT).evaluate(pos)).as("A count").isEqualTo(aCount);
        assertThat(new SayuriEvaluator(B_COUNT).evaluate(pos)).as("B count").isEqualTo(bCount);
        assertThat(new SayuriEvaluator(B_RELEASE).evaluate(pos)).as("B release").isEqualTo(bRelease);
    }

    /**
     * The early-queen term counts only knights on b1/g1 and bishops on c1/f1 (mirrored for Black)
     * as undeveloped: here the knight on f1 does not count, so k = 2 (Nb1, Bc1). Reference: Sayuri
     * r2018.05.23 evaluates this position -418 (White to move); counting every minor on b1, c1, f1
     * or g1 (k = 3) gave -445.
     */
    @Test
    void earlyQueenCountsOnlyMinorsOnTheirOwnInitialSquares() {
        Position pos = Position.fromFen("rnbqkbnr/pppppppp/8/8/8/3Q4/PPPPPPPP/RNB1KN1R w KQkq - 0 1");
        assertThat(new SayuriEvaluator(SayuriOptions.release()).evaluate(pos)).isEqualTo(-418);
    }
}
