package io.github.tansaku.chess.eval.stockfish;

import static io.github.tansaku.chess.eval.stockfish.StockfishTerm.BISHOPS;
import static io.github.tansaku.chess.eval.stockfish.StockfishTerm.IMBALANCE;
import static io.github.tansaku.chess.eval.stockfish.StockfishTerm.INITIATIVE;
import static io.github.tansaku.chess.eval.stockfish.StockfishTerm.KING_SAFETY;
import static io.github.tansaku.chess.eval.stockfish.StockfishTerm.KNIGHTS;
import static io.github.tansaku.chess.eval.stockfish.StockfishTerm.MATERIAL;
import static io.github.tansaku.chess.eval.stockfish.StockfishTerm.MOBILITY;
import static io.github.tansaku.chess.eval.stockfish.StockfishTerm.PASSED;
import static io.github.tansaku.chess.eval.stockfish.StockfishTerm.PAWNS;
import static io.github.tansaku.chess.eval.stockfish.StockfishTerm.QUEENS;
import static io.github.tansaku.chess.eval.stockfish.StockfishTerm.ROOKS;
import static io.github.tansaku.chess.eval.stockfish.StockfishTerm.SPACE;
import static io.github.tansaku.chess.eval.stockfish.StockfishTerm.THREATS;
import static io.github.tansaku.chess.eval.stockfish.StockfishTerm.TOTAL;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.Position;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Test vectors produced by the
 * pinned Stockfish build's own trace in internal units: every term, phase, scale factor and final
 * value.
 */
class StockfishClassicalEvaluatorTest {

    private static final StockfishTerm[] COLUMNS = {MATERIAL, IMBALANCE, PAWNS, KNIGHTS, BISHOPS, ROOKS, QUEENS,
        MOBILITY, KING_SAFETY, THREATS, PASSED, SPACE, INITIATIVE, TOTAL};

    @ParameterizedTest(name = "vector {0}")
    @CsvSource(delimiter = ';', value = {
        "1;rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;"
            + "0/0 0/0 0/0 0/0 0/0 0/0 0/0 0/0 0/0 0/0 0/0 0/0 0/0 0/0;128;64;20",
        "2;r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10;"
            + "97/92 0/0 10/16 32/0 -20/-28 -48/0 0/0 24/-26 125/23 -145/-107 0/0 112/0 0/12 187/-18;128;64;207",
        "3;r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 4 6;"
            + "43/-146 0/0 -20/-2 -2/-18 -18/14 48/0 0/0 -100/-146 0/0 -31/-24 0/0 0/0 0/-12 -80/-334;128;64;-60",
        "4;4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19;"
            + "-22/-74 0/0 29/-35 28/12 -18/-23 20/7 0/0 -39/-38 278/53 131/117 -6/-6 -13/0 0/-13 388/0;107;52;304",
        "5;r2r1n2/pp2bk2/2p1p2p/3q4/3PN1QP/2P3R1/P4PP1/5RK1 w - - 0 1;"
            + "-447/-742 -47/-47 20/21 32/0 -13/18 -20/-7 0/0 -29/-6 2913/206 -110/-80 0/0 15/0 0/8 2314/-629;97;64;1621",
        "6;3q2k1/pb3p1p/4pbp1/3R4/PpN2N2/1P2P2P/5PP1/Q5K1 b - - 0 27;"
            + "1233/1236 15/15 18/-22 30/-18 19/121 45/20 0/0 -74/19 118/20 -405/-374 0/0 0/0 0/-60 999/957;63;64;957",
        "7;2rqkb1r/ppp2p2/2npb1p1/1N1Nn2p/2P1PP2/8/PP2B1PP/R1BQK2R b KQ - 0 11;"
            + "51/-62 0/0 -26/7 -40/-24 5/49 -48/0 0/0 40/12 120/-16 25/39 0/0 112/0 0/-5 239/0;128;64;219",
        "8;8/5pk1/6p1/3P4/2P5/r5P1/5PK1/3R4 w - - 0 40;"
            + "337/400 23/23 82/41 0/0 0/0 -55/-50 0/0 0/0 -12/0 0/0 270/351 0/0 0/-76 645/689;0;64;709",
        "9;8/P6B/5p2/3p1P2/1k4b1/8/5K2/8 b - - 0 5;"
            + "-40/-50 0/0 0/0 0/0 -3/1 0/0 0/0 -39/-57 69/-16 0/-31 630/768 0/0 0/-16 617/599;0;54;485",
        "10;5k2/4b3/5p2/2p1pP2/2P1P3/3K4/4B3/8 w - - 0 50;"
            + "-169/95 0/0 23/18 0/0 9/2 0/0 0/0 35/45 46/16 0/0 0/0 0/0 0/-84 -56/92;0;31;64",
    })
    void reproducesEveryTermOfTheReferenceVectors(int number, String fen, String expectedTerms, int phase, int sf,
            int finalWhite) {
        StockfishTrace trace = new StockfishClassicalEvaluator().traceTerms(Position.fromFen(fen));
        List<String> actual = new ArrayList<>();
        for (StockfishTerm term : COLUMNS) {
            actual.add(term.name() + " " + trace.netMg(term) + "/" + trace.netEg(term));
        }
        List<String> expected = new ArrayList<>();
        String[] values = expectedTerms.split(" ");
        for (int i = 0; i < COLUMNS.length; i++) {
            expected.add(COLUMNS[i].name() + " " + values[i]);
        }
        assertThat(actual).as("vector %d terms", number).containsExactlyElementsOf(expected);
        assertThat(trace.phase()).as("phase").isEqualTo(phase);
        assertThat(trace.scaleFactor()).as("scale factor").isEqualTo(sf);
        assertThat(trace.whiteValue()).as("final").isEqualTo(finalWhite);
        assertThat(trace.exit()).isEqualTo(StockfishTrace.Exit.FULL);
    }

    @Test
    void lazyExitReturnsTheAverageWithoutTempo() {
        Position pos = Position.fromFen("rnb1kbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
        StockfishClassicalEvaluator evaluator = new StockfishClassicalEvaluator();
        StockfishTrace trace = evaluator.traceTerms(pos);
        assertThat(trace.exit()).isEqualTo(StockfishTrace.Exit.LAZY);
        assertThat(trace.whiteValue()).isEqualTo(2713);
        assertThat(evaluator.evaluateInternal(pos)).isEqualTo(-2713);
    }

    @Test
    void kpkWinComesFromTheBitbase() {
        Position pos = Position.fromFen("4k3/8/4K3/4P3/8/8/8/8 w - - 0 1");
        StockfishClassicalEvaluator evaluator = new StockfishClassicalEvaluator();
        assertThat(evaluator.traceTerms(pos).exit()).isEqualTo(StockfishTrace.Exit.SPECIALISED);
        assertThat(evaluator.evaluateInternal(pos)).isEqualTo(10211);
        assertThat(evaluator.evaluate(pos)).isEqualTo(10211 * 100 / 207);
    }

    @Test
    void startPositionByHandPerSide() {
        StockfishTrace trace = new StockfishClassicalEvaluator().traceTerms(Position.startPosition());
        for (int c = 0; c < 2; c++) {
            assertThat(pair(trace, PAWNS, c)).isEqualTo("72/-16");
            assertThat(pair(trace, KNIGHTS, c)).isEqualTo("2/-30");
            assertThat(pair(trace, BISHOPS, c)).isEqualTo("-10/-74");
            assertThat(pair(trace, ROOKS, c)).isEqualTo("-70/0");
            assertThat(pair(trace, MOBILITY, c)).isEqualTo("-189/-225");
            assertThat(trace.mg(KING_SAFETY, c)).isEqualTo(150);
            assertThat(trace.eg(KING_SAFETY, c)).isEqualTo(-16);
            assertThat(pair(trace, SPACE, c)).isEqualTo("128/0");
        }
        assertThat(trace.whiteValue()).isEqualTo(20);
    }

    @Test
    void evaluateIsFromTheSideToMoveInCentipawns() {
        Position pos = Position.fromFen("r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 4 6");
        StockfishClassicalEvaluator evaluator = new StockfishClassicalEvaluator();
        assertThat(evaluator.evaluateInternal(pos)).isEqualTo(-60);
        assertThat(evaluator.evaluate(pos)).isEqualTo(-60 * 100 / 207);
        Position blackToMove = Position.fromFen("4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19");
        assertThat(evaluator.evaluateInternal(blackToMove)).isEqualTo(-304);
    }

    @Test
    void contemptIsAddedFromTheRootSideAndIgnoredByTheTrace() {
        Position pos = Position.startPosition();
        StockfishClassicalEvaluator evaluator = new StockfishClassicalEvaluator();
        evaluator.setContempt(21, Color.WHITE);
        // ct = 21 * 207 / 100 = 43: (43, 21) added for White; phase 128 keeps only the middlegame half.
        assertThat(evaluator.evaluateInternal(pos)).isEqualTo(20 + 43);
        assertThat(evaluator.traceTerms(pos).whiteValue()).isEqualTo(20);
        evaluator.setContempt(21, Color.BLACK);
        assertThat(evaluator.evaluateInternal(pos)).isEqualTo(20 - 43);
    }

    private static String pair(StockfishTrace trace, StockfishTerm term, int color) {
        return trace.mg(term, color) + "/" + trace.eg(term, color);
    }
}
