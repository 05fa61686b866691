package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.FinalMargin;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.PositionHashing;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Games decided by a count ({@link FinalMargin}): every searcher plays for the larger final
 * margin, not for the quicker win, and reports the margin.
 */
class FinalMarginTest {

    /**
     * A tree written out by hand. A node is the string of move digits from the root; the first
     * player moves at even lengths. Root moves: 1 ends the game at once, won by 2; 2 goes on for
     * two more plies (one move each) and ends won by 10; 3 ends at once, lost by 5. Margins are
     * given from the first player's point of view.
     */
    private static final Map<String, Integer> CHILDREN = Map.of("", 3, "2", 1, "21", 1);
    private static final Map<String, Integer> FIRST_PLAYER_MARGIN = Map.of("1", 2, "211", 10, "3", -5);

    /** The tree as a game; with {@code byRule} every end is scored as a mate by distance instead. */
    static class CountedTree implements Game<StringBuilder, Integer>, FinalMargin<StringBuilder>,
            PositionHashing<StringBuilder> {
        private final boolean byRule;

        CountedTree(boolean byRule) {
            this.byRule = byRule;
        }

        @Override public String name() { return "counted-tree"; }
        @Override public StringBuilder newPosition() { return new StringBuilder(); }
        @Override public StringBuilder copy(StringBuilder path) { return new StringBuilder(path); }
        @Override public int maxMoves() { return 3; }

        @Override
        public int generateMoves(StringBuilder path, int[] moves, int start) {
            int count = CHILDREN.getOrDefault(path.toString(), 0);
            for (int i = 0; i < count; i++) {
                moves[start + i] = i + 1;
            }
            return count;
        }

        @Override
        public boolean makeMove(StringBuilder path, int move) {
            if (move < 1 || move > CHILDREN.getOrDefault(path.toString(), 0)) {
                return false;
            }
            path.append(move);
            return true;
        }

        @Override public void unmakeMove(StringBuilder path, int move) { path.setLength(path.length() - 1); }
        @Override public Outcome outcome(StringBuilder path, int searchPly) { return Outcome.ONGOING; }

        @Override
        public Outcome outcomeWithoutMoves(StringBuilder path) {
            int margin = finalMarginOfMover(path);
            return margin > 0 ? Outcome.WIN : margin < 0 ? Outcome.LOSS : Outcome.DRAW;
        }

        @Override
        public int finalMargin(StringBuilder path) {
            return byRule ? BY_RULE : finalMarginOfMover(path);
        }

        private static int finalMarginOfMover(StringBuilder path) {
            int first = FIRST_PLAYER_MARGIN.get(path.toString());
            return path.length() % 2 == 0 ? first : -first;
        }

        @Override public Integer moveOf(int code) { return code; }
        @Override public int codeOf(Integer move) { return move; }
        @Override public long hash(StringBuilder path) { return path.toString().hashCode() * 0x9E3779B97F4A7C15L + 1; }
        @Override public long recomputeHash(StringBuilder path) { return hash(path); }
    }

    private static final Evaluator<StringBuilder> NO_OPINION = path -> 0;

    @Test
    void everySearcherPrefersTheLargerMarginToTheQuickerWin() {
        CountedTree game = new CountedTree(false);
        SearchResult<Integer> minimax = new Minimax<>(game, NO_OPINION).search(game.newPosition(), 5);
        SearchResult<Integer> alphaBeta = new AlphaBeta<>(game, NO_OPINION).search(game.newPosition(), 5);
        for (SearchOptions options : new SearchOptions[] {SearchOptions.exact().supportedBy(game), SearchOptions.defaults().supportedBy(game)}) {
            SearchResult<Integer> searcher = new Searcher<>(game, NO_OPINION, options)
                    .search(game.newPosition(), SearchLimits.depth(5), SearchListener.silent());
            assertThat(searcher.bestMove()).isEqualTo(2);
            assertThat(searcher.score()).isEqualTo(Score.ofMargin(10));
        }
        assertThat(minimax.bestMove()).isEqualTo(2);
        assertThat(minimax.score()).isEqualTo(Score.ofMargin(10));
        assertThat(alphaBeta.bestMove()).isEqualTo(2);
        assertThat(alphaBeta.score()).isEqualTo(Score.ofMargin(10));
        assertThat(Score.toString(minimax.score())).isEqualTo("win by 10");
        assertThat(minimax.isMate()).isFalse();
    }

    @Test
    void anEndByRuleKeepsTheMateScoreByDistance() {
        CountedTree game = new CountedTree(true);
        SearchResult<Integer> result = new Searcher<>(game, NO_OPINION, SearchOptions.exact().supportedBy(game))
                .search(game.newPosition(), SearchLimits.depth(5), SearchListener.silent());
        assertThat(result.bestMove()).isEqualTo(1);
        assertThat(result.score()).isEqualTo(Score.mateIn(1));
    }

    @Test
    void marginScoresLieBetweenEvaluationsAndMates() {
        assertThat(Score.ofMargin(Score.MAX_MARGIN)).isLessThan(Score.MATE_BOUND);
        assertThat(Score.ofMargin(1)).isEqualTo(Score.MARGIN_WIN + 1);
        assertThat(Score.ofMargin(-3)).isEqualTo(-Score.MARGIN_WIN - 3);
        assertThat(Score.ofMargin(0)).isEqualTo(Score.DRAW);
        assertThat(Score.isFinalMargin(Score.ofMargin(64))).isTrue();
        assertThat(Score.isFinalMargin(Score.MARGIN_WIN)).isFalse();
        assertThat(Score.isFinalMargin(Score.mateIn(3))).isFalse();
        assertThat(Score.finalMarginOf(Score.ofMargin(-61))).isEqualTo(-61);
        assertThat(Score.toString(Score.ofMargin(-3))).isEqualTo("loss by 3");
        // Independent of the ply: the table stores them unchanged.
        assertThat(Score.fromTable(Score.toTable(Score.ofMargin(12), 5), 9)).isEqualTo(Score.ofMargin(12));
        assertThatThrownBy(() -> Score.ofMargin(Score.MAX_MARGIN + 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aMarginThatContradictsTheOutcomeIsReportedWithTheGamesName() {
        CountedTree game = new CountedTree(false) {
            @Override
            public int finalMargin(StringBuilder path) {
                return -super.finalMargin(path);
            }
        };
        assertThatThrownBy(() -> new Minimax<>(game, NO_OPINION).search(game.newPosition(), 3))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("counted-tree").hasMessageContaining("margin");
    }
}
