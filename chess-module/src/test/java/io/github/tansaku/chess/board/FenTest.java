package io.github.tansaku.chess.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.chess.testsupport.PerftSuite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FenTest {

    /** The one suite position whose en passant square cannot be used (rank pin): normalised. */
    private static final String PINNED_EP = "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1";

    @Test
    void roundTripIsIdentityOnThePerftSuite() {
        for (PerftSuite.Entry entry : PerftSuite.load()) {
            if (!entry.fen().equals(PINNED_EP)) {
                assertThat(Position.fromFen(entry.fen()).toFen()).isEqualTo(entry.fen());
            }
        }
    }

    @Test
    void unusableEnPassantSquareIsDropped() {
        // exd3 would expose the black king on a4 to the queen on h4 along the rank.
        assertThat(Position.fromFen(PINNED_EP).toFen()).isEqualTo("8/8/8/8/k2Pp2Q/8/8/3K4 b - - 0 1");
        // No black pawn next to d4 at all.
        assertThat(Position.fromFen("4k3/8/8/8/3P4/8/8/4K3 b - d3 0 1").enPassantSquare()).isEqualTo(Square.NONE);
        assertThat(Position.fromFen("4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1").enPassantSquare()).isEqualTo(Square.parse("d3"));
    }

    @Test
    void fourFieldFenGetsDefaultClocks() {
        assertThat(Position.fromFen("4k3/8/8/8/8/8/8/4K2R w K -").toFen()).isEqualTo("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    }

    @Test
    void unusableCastlingRightsAreDropped() {
        assertThat(Position.fromFen("4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1").castlingRights())
                .isEqualTo(CastlingRights.WHITE_KING_SIDE);
        assertThat(Position.fromFen("r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1").toFen())
                .isEqualTo("r3k2r/8/8/8/8/8/8/R4K1R w kq - 0 1");
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 | 4 or 6 fields",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1 | 8 ranks",
        "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 'ppppppp' is 7 squares",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | bad piece letter '9'",
        "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | longer than 8",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1 | bad piece letter 'X'",
        "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1 | black must have exactly one king",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w KQkq - 0 1 | white must have exactly one king",
        "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1 | pawn on the last rank",
        "4k3/8/8/8/8/8/8/p3K3 w - - 0 1 | pawn on the first rank",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1 | side to move must be 'w' or 'b', found 'x'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1 | bad castling field 'KQkx'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1 | repeated in 'KKkq'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1 | bad en passant square 'e9'",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1 | 'e4' must be on rank 3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1 | 'e3' has no pawn",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1 | bad halfmove clock '-1'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0 | fullmove number '0' is out of range",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1 | bad halfmove clock 'x'",
        "rnbqkbnr/pppp1ppp/8/8/8/8/PPPPQPPP/RNB1KBNR w KQkq - 0 1 | the side not to move (black) is in check",
        "4k3/8/8/8/8/8/4r3/4K3 b - - 0 1 | the side not to move (white) is in check",
        "4k3/8/8/8/8/8/PPPPPPPP/P3K3 w - - 0 1 | pawn on the first rank",
        "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1 | more than 8 pawns",
        "'' | 4 or 6 fields",
    })
    void rejectsBadFenQuotingTheBadPart(String fen, String messagePart) {
        assertThatThrownBy(() -> Position.fromFen(fen)).isInstanceOf(FenException.class)
                .hasMessageContaining(messagePart);
    }

    @Test
    void rejectsTripleCheckAndNull() {
        assertThatThrownBy(() -> Position.fromFen("4k3/8/3N1N2/8/8/8/8/4RK2 b - - 0 1"))
                .isInstanceOf(FenException.class).hasMessageContaining("more than two");
        assertThatThrownBy(() -> Position.fromFen(null)).isInstanceOf(FenException.class);
    }
}
