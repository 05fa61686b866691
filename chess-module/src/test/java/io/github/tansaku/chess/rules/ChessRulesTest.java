package io.github.tansaku.chess.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.notation.UciNotation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ChessRulesTest {

    static Position play(String fen, String... moves) {
        Position position = Position.fromFen(fen);
        for (String move : moves) {
            position.makeMove(UciNotation.parse(position, move));
        }
        return position;
    }

    @Test
    void mateAndStalemate() {
        // Fool's mate.
        Position fools = play(Position.START_FEN, "f2f3", "e7e5", "g2g4", "d8h4");
        assertThat(ChessRules.status(fools)).isEqualTo(GameStatus.CHECKMATE);
        assertThat(ChessRules.status(Position.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"))).isEqualTo(GameStatus.STALEMATE);
    }

    @Test
    void threefoldRepetitionCountsPositionsNotMoves() {
        Position position = play(Position.START_FEN, "g1f3", "g8f6", "f3g1", "f6g8");
        assertThat(ChessRules.earlierOccurrences(position)).isEqualTo(1);
        assertThat(ChessRules.isThreefoldRepetition(position)).isFalse();
        position.makeMove(UciNotation.parse(position, "g1f3"));
        position.makeMove(UciNotation.parse(position, "g8f6"));
        position.makeMove(UciNotation.parse(position, "f3g1"));
        position.makeMove(UciNotation.parse(position, "f6g8"));
        assertThat(ChessRules.isThreefoldRepetition(position)).isTrue();
        assertThat(ChessRules.status(position)).isEqualTo(GameStatus.THREEFOLD_REPETITION);
    }

    @Test
    void repetitionInsideTheSearchNeedsOnlyOneEarlierOccurrence() {
        Position position = play(Position.START_FEN, "e2e4", "e7e5", "g1f3", "g8f6", "f3g1", "f6g8");
        // The repeated position (after e7e5) is 4 plies back: inside a search started 5 plies ago ...
        assertThat(ChessRules.isRepetitionInSearch(position, 5)).isTrue();
        // ... but before the root of a search started 4 plies ago (the root itself), only once.
        assertThat(ChessRules.isRepetitionInSearch(position, 4)).isFalse();
        assertThat(ChessRules.isRepetitionInSearch(position, 0)).isFalse();
    }

    @Test
    void captureOrPawnMoveCutsTheHistory() {
        Position position = play("4k3/8/8/8/8/8/4P3/R3K3 w - - 0 1", "a1a2", "e8d8", "a2a1", "d8e8", "e2e3",
                "e8d8", "a1a2", "d8e8", "a2a1");
        // Only the 4 plies since the pawn move are searched: the position after e2e3 came once.
        assertThat(position.repetitionWindow()).isEqualTo(4);
        assertThat(ChessRules.earlierOccurrences(position)).isEqualTo(1);
    }

    @Test
    void fiftyMoveRuleButMateFirst() {
        assertThat(ChessRules.status(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 100 80")))
                .isEqualTo(GameStatus.FIFTY_MOVES);
        assertThat(ChessRules.status(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80")))
                .isEqualTo(GameStatus.ONGOING);
        // Mated on the 100th half-move: the mate stands.
        Position mated = Position.fromFen("R5k1/5ppp/8/8/8/8/8/4K3 b - - 100 80");
        assertThat(ChessRules.isFiftyMoveDraw(mated)).isFalse();
        assertThat(ChessRules.status(mated)).isEqualTo(GameStatus.CHECKMATE);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1, true",
        "4k3/8/8/8/8/8/8/4KN2 w - - 0 1, true",
        "4k3/8/8/8/8/8/8/4KB2 w - - 0 1, true",
        "4kb2/8/8/8/8/8/8/4KB2 w - - 0 1, false",
        "4k1b1/8/8/8/8/8/8/4KB2 w - - 0 1, true",
        "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1, false",
        "4k3/8/8/8/8/8/8/3BKB2 w - - 0 1, true",
        "4kn2/8/8/8/8/8/8/4KN2 w - - 0 1, false",
        "4k3/8/8/8/8/8/8/4KNN1 w - - 0 1, false",
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1, false",
        "4k3/8/8/8/8/8/8/3RK3 w - - 0 1, false",
    })
    void insufficientMaterial(String fen, boolean expected) {
        assertThat(ChessRules.isInsufficientMaterial(Position.fromFen(fen))).isEqualTo(expected);
    }
}
