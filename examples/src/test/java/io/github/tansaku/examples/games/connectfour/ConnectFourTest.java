package io.github.tansaku.examples.games.connectfour;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class ConnectFourTest {

    private final ConnectFour game = new ConnectFour();

    @Test
    void fourInAColumnWins() {
        assertThat(game.outcome(game.play("4343434"), 0)).isEqualTo(Outcome.LOSS);
        assertThat(game.outcome(game.play("434343"), 0)).isEqualTo(Outcome.ONGOING);
    }

    @Test
    void fourInARowWins() {
        assertThat(game.outcome(game.play("1122334"), 0)).isEqualTo(Outcome.LOSS);
    }

    @Test
    void linesDoNotWrapFromTheTopOfOneColumnToTheBottomOfTheNext() {
        // x has the top two cells of column 1 and the bottom two of column 2
        ConnectFourPosition position = game.parse("x....../x....../o....../o....../xx...../ox.oo.. x");
        assertThat(game.outcome(position, 0)).isEqualTo(Outcome.ONGOING);
        assertThat(game.generateMoves(position, new int[7], 0)).isEqualTo(6);
    }

    @Test
    void fourOnARisingDiagonalWins() {
        // x: 1, 2, 3, 4 rising from (1,1) to (4,4); o fills under them
        assertThat(game.outcome(game.play("12234334544"), 0)).isEqualTo(Outcome.LOSS);
    }

    @Test
    void fourOnAFallingDiagonalWins() {
        assertThat(game.outcome(game.play("76654554344"), 0)).isEqualTo(Outcome.LOSS);
    }

    @Test
    void aDecidedGameHasNoMoves() {
        ConnectFourPosition won = game.play("1122334");
        assertThat(game.generateMoves(won, new int[7], 0)).isZero();
        assertThat(game.countLegalMoves(won)).isZero();
        assertThat(game.outcomeWithoutMoves(won)).isEqualTo(Outcome.LOSS);
        assertThat(game.makeMove(won, 5)).isFalse();
        assertThatThrownBy(() -> game.play("11223345")).hasMessageContaining("illegal move 5 at index 7");
    }

    @Test
    void aFullColumnTakesNoMoreDiscs() {
        ConnectFourPosition position = game.play("444444");
        assertThat(game.makeMove(position, 4)).isFalse();
        assertThat(game.legalMoves(position)).extracting(Object::toString).containsExactly("3", "5", "2", "6", "1", "7");
    }

    @Test
    void noisyMovesWinOrBlock() {
        // x has 1 2 3 on row 1 and wins at 4; o has 1 2 3 on row 2, but its cell 4 is not playable yet
        ConnectFourPosition position = game.play("112233");
        assertThat(game.isNoisy(position, 4)).isTrue();
        assertThat(game.isNoisy(position, 5)).isFalse();
        int[] moves = new int[7];
        assertThat(game.generateNoisyMoves(position, moves, 0)).isEqualTo(1);
        assertThat(moves[0]).isEqualTo(4);
        // o to move must block at 4 as well: still noisy for the side that did not make the threat
        ConnectFourPosition block = game.play("1122337");
        assertThat(game.isNoisy(block, 4)).isTrue();
    }

    @Test
    void textFormRoundTripsAndBadTextIsRejected() {
        ConnectFourPosition position = game.play("4453");
        assertThat(position).hasToString("......./......./......./......./...o.../..oxx.. x");
        assertThat(game.parse(position.toString())).hasToString(position.toString());
        assertThat(game.parse(position.toString()).hash).isEqualTo(position.hash);
        assertThatThrownBy(() -> game.parse("......./......./......./......./...x.../......o x"))
                .hasMessageContaining("column 4 has a disc above an empty cell");
        assertThatThrownBy(() -> game.parse("......./......./......./......./......./..xx... x"))
                .hasMessageContaining("does not fit the side to move");
        assertThatThrownBy(() -> game.parse("......./....... x")).hasMessageContaining("expected 6 rows");
        assertThatThrownBy(() -> new ConnectFour(9, 7)).hasMessageContaining("9x7");
        assertThatThrownBy(() -> ConnectFourMove.parse("0")).hasMessageContaining("'0'");
    }

    /** OEIS A342329: 90 complete games on a 3x2 board, 356232 on 4x3 (columns x rows). */
    @Test
    void completeGameCountsOfSmallBoardsMatchOeisA342329() {
        assertThat(completeGames(new ConnectFour(3, 2))).isEqualTo(90L);
        assertThat(completeGames(new ConnectFour(4, 3))).isEqualTo(356_232L);
    }

    /** OEIS A342329: 152505051772 complete games on a 5x4 board. */
    @Tag("slow")
    @Test
    void completeGameCountOfTheSmallBoardMatchesOeisA342329() {
        assertThat(completeGames(new ConnectFour(5, 4))).isEqualTo(152_505_051_772L);
    }

    /** The number of distinct move sequences from the start to the end of a game, memoised by hash. */
    private static long completeGames(ConnectFour game) {
        return completeGames(game, game.newPosition(), new int[64 * game.width()], 0, new HashMap<>());
    }

    private static long completeGames(ConnectFour game, ConnectFourPosition position, int[] moves, int start,
            Map<Long, Long> memo) {
        if (game.outcome(position, 0).isOver()) {
            return 1;
        }
        Long known = memo.get(game.hash(position));
        if (known != null) {
            return known;
        }
        int count = game.generateMoves(position, moves, start);
        long games = 0;
        for (int i = 0; i < count; i++) {
            int move = moves[start + i];
            if (game.makeMove(position, move)) {
                games += completeGames(game, position, moves, start + count, memo);
                game.unmakeMove(position, move);
            }
        }
        memo.put(game.hash(position), games);
        return games;
    }

    @Test
    void theStandardBoardHasItsUsualName() {
        Game<ConnectFourPosition, ConnectFourMove> small = new ConnectFour(5, 4);
        assertThat(game.name()).isEqualTo("connect4");
        assertThat(small.name()).isEqualTo("connect4-5x4");
    }
}
