package io.github.tansaku.chess.movegen;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.ChessGame;
import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.testsupport.PerftSuite;
import io.github.tansaku.search.perft.Perft;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Perft against the published counts of the chessprogramming wiki's six positions and a suite. */
class PerftTest {

    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    private final Perft<Position, Move> perft = new Perft<>(new ChessGame());

    @ParameterizedTest(name = "{0} depth {1}")
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 1 | 20",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 2 | 400",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 3 | 8902",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 4 | 197281",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 5 | 4865609",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 | 1 | 48",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 | 2 | 2039",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 | 3 | 97862",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 | 4 | 4085603",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 | 1 | 14",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 | 2 | 191",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 | 3 | 2812",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 | 4 | 43238",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 | 5 | 674624",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 | 6 | 11030083",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1 | 1 | 6",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1 | 2 | 264",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1 | 3 | 9467",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1 | 4 | 422333",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1 | 5 | 15833292",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1 | 4 | 422333",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8 | 1 | 44",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8 | 2 | 1486",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8 | 3 | 62379",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8 | 4 | 2103487",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10 | 1 | 46",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10 | 2 | 2079",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10 | 3 | 89890",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10 | 4 | 3894594",
    })
    void wikiPositions(String fen, int depth, long expected) {
        Position position = Position.fromFen(fen);
        assertThat(perft.count(position, depth)).isEqualTo(expected);
        assertThat(position.toFen()).as("perft leaves the position as it was").isEqualTo(fen);
    }

    @Test
    @Tag("slow")
    void startPositionDepth6() {
        assertThat(perft.count(Position.startPosition(), 6)).isEqualTo(119_060_324L);
    }

    @Test
    @Tag("slow")
    void kiwipeteDepth5() {
        assertThat(perft.count(Position.fromFen(KIWIPETE), 5)).isEqualTo(193_690_690L);
    }

    @Test
    @Tag("slow")
    void position5Depth5() {
        assertThat(perft.count(Position.fromFen("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"), 5))
                .isEqualTo(89_941_194L);
    }

    @Test
    void divideAddsUpAndListsEveryRootMove() {
        Map<String, Long> divide = new LinkedHashMap<>();
        for (Perft.Entry<Move> entry : perft.divide(Position.fromFen(KIWIPETE), 2)) {
            divide.put(entry.move().toString(), entry.nodes());
        }
        assertThat(divide).hasSize(48).containsEntry("e1g1", 43L).containsEntry("e1c1", 43L);
        assertThat(divide.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(2039L);
    }

    @Test
    void depthZeroIsOneNode() {
        assertThat(perft.count(Position.startPosition(), 0)).isEqualTo(1L);
    }

    /** The whole suite, each position to the deepest depth with at most a million leaves. */
    @TestFactory
    Iterable<DynamicTest> suite() {
        return PerftSuite.load().stream().map(entry -> DynamicTest.dynamicTest(entry.fen(), () -> {
            int depth = entry.deepestWithin(1_000_000);
            Position position = Position.fromFen(entry.fen());
            assertThat(perft.count(position, depth)).as("depth %d", depth).isEqualTo(entry.counts()[depth - 1]);
        })).toList();
    }

    @Test
    @Tag("slow")
    void suiteDeep() {
        for (PerftSuite.Entry entry : PerftSuite.load()) {
            int depth = entry.deepestWithin(50_000_000);
            assertThat(perft.count(Position.fromFen(entry.fen()), depth)).as("%s depth %d", entry.fen(), depth)
                    .isEqualTo(entry.counts()[depth - 1]);
        }
    }
}
