package io.github.tansaku.chess.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.movegen.MoveGenerator;
import io.github.tansaku.chess.testsupport.PerftSuite;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SanNotationTest {

    /** Every legal move of every suite position (and of their children) survives SAN -> move -> SAN. */
    @Test
    void roundTripOnEveryLegalMoveOfTheSuite() {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] replies = new int[MoveGenerator.MAX_MOVES];
        for (PerftSuite.Entry entry : PerftSuite.load()) {
            Position position = Position.fromFen(entry.fen());
            int n = MoveGenerator.generateLegal(position, moves, 0);
            checkRoundTrip(position, moves, n);
            for (int i = 0; i < n; i++) {
                position.makeMove(moves[i]);
                checkRoundTrip(position, replies, MoveGenerator.generateLegal(position, replies, 0));
                position.unmakeMove(moves[i]);
            }
        }
    }

    private static void checkRoundTrip(Position position, int[] moves, int n) {
        Set<String> all = new HashSet<>();
        for (int i = 0; i < n; i++) {
            String san = SanNotation.format(position, moves[i]);
            if (SanNotation.parse(position, san) != moves[i]) {
                assertThat(SanNotation.parse(position, san)).as("%s in %s", san, position).isEqualTo(moves[i]);
            }
            all.add(san);
        }
        assertThat(all).as("SAN is unique in %s", position).hasSize(n);
    }

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource({
        // The PGN standard's rules: file first, then rank, then both, only when needed.
        "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1, b1d2, Nbd2",
        "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1, a1a3, R1a3",
        "2k5/8/8/8/4Q2Q/8/8/K6Q w - - 0 1, h4e1, Qh4e1",
        "2k5/8/8/8/4Q2Q/8/8/K6Q w - - 0 1, e4e1, Qee1",
        "2k5/8/8/8/4Q2Q/8/8/K6Q w - - 0 1, h1e1, Q1e1",
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1, e4d5, exd5",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1, e5d6, exd6",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1, b7b8q, b8=Q+",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1, b7b8n, b8=N",
        "r3k3/8/8/8/8/8/8/4K2R w K - 0 1, e1g1, O-O",
        "r3k3/8/8/8/8/8/8/4K2R b q - 0 1, e8c8, O-O-O",
        "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1, a1a8, Ra8#",
    })
    void writesStandardSan(String fen, String uci, String expected) {
        Position position = Position.fromFen(fen);
        assertThat(SanNotation.format(position, UciNotation.parse(position, uci))).isEqualTo(expected);
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @CsvSource({
        "r3k3/8/8/8/8/8/8/4K2R w K - 0 1, 0-0, e1g1",
        "r3k3/8/8/8/8/8/8/4K2R b q - 0 1, 0-0-0, e8c8",
        "r3k3/8/8/8/8/8/8/4K2R w K - 0 1, O-0, e1g1",
        "r3k3/8/8/8/8/8/8/4K2R w K - 0 1, 0-O+, e1g1",
        "r3k3/8/8/8/8/8/8/4K2R b q - 0 1, O-0-0, e8c8",
        "r3k3/8/8/8/8/8/8/4K2R b q - 0 1, 0-O-O, e8c8",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1, b8Q, b7b8q",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1, b8=R, b7b8r",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1, b8=q, b7b8q",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1, b8n, b7b8n",
        "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1, axb8=b, a7b8b",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1, exd6e.p., e5d6",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1, exd6 e.p., e5d6",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1, ed6, e5d6",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, Nf3!?, g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, Ng1f3, g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, e4+, e2e4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, Ng1-f3, g1f3",
    })
    void readsCommonVariants(String fen, String san, String uci) {
        Position position = Position.fromFen(fen);
        assertThat(UciNotation.format(SanNotation.parse(position, san))).isEqualTo(uci);
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @CsvSource({
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, e5, illegal move 'e5'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, Zf3, not a SAN move: 'Zf3'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, O-O, illegal castling 'O-O'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, O-0, illegal castling 'O-0'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, O-O-, not a SAN move: 'O-O-'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, O0-O, not a SAN move: 'O0-O'",
        "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1, Nd2, ambiguous move 'Nd2'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, '', not a SAN move",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, Ne4=Q, only pawns promote",
    })
    void rejectsBadMovesQuotingThem(String fen, String san, String message) {
        Position position = Position.fromFen(fen);
        assertThatThrownBy(() -> SanNotation.parse(position, san == null ? "" : san))
                .isInstanceOf(NotationException.class).hasMessageContaining(message);
    }
}
