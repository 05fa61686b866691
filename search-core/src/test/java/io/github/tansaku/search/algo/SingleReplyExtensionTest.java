package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.LegalMoveCounting;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import org.junit.jupiter.api.Test;

/**
 * The single-reply extension on a purpose-built tree searched to depth 2. The root player A has
 * two moves: move 2 is quiet and worth 10 to A; move 1 gives check and looks bad (every position
 * after it is worth -100 to A by the static score). In check, B has two moves of which only
 * move 1 is legal; after it A's move 1 gives check again, and B, in check without a move, is
 * mated. Without the extension B's reply reaches the horizon and quiescence stands pat at -100
 * (the mating move is quiet), so A plays move 2; with it the forced reply is searched one ply
 * deeper, the mate is seen, and A plays move 1.
 */
class SingleReplyExtensionTest {

    private static final int DEPTH = 2;
    private static final int QUIET = 10;
    private static final int SACRIFICE = -100;

    /** The scripted tree with the legal moves counted, by the rules' own legality. */
    private static final class CountingTree extends ScriptedTree implements LegalMoveCounting<ScriptedTree.Path> {

        private final ScriptedTree.Rules rules;
        private int counts;

        CountingTree(ScriptedTree.Rules rules) {
            super(rules);
            this.rules = rules;
        }

        @Override
        public int countLegalMoves(ScriptedTree.Path position) {
            counts++;
            int legal = 0;
            for (int move = 1; move <= rules.moveCount(position); move++) {
                legal += rules.legal(position, move) ? 1 : 0;
            }
            return legal;
        }
    }

    private static CountingTree game(boolean secondReplyLegal) {
        return new CountingTree(rules(secondReplyLegal));
    }

    private static ScriptedTree.Rules rules(boolean secondReplyLegal) {
        return new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                return mated(path) ? 0 : 2;
            }

            @Override
            public boolean legal(ScriptedTree.Path path, int move) {
                return secondReplyLegal || !(path.length() == 1 && path.move(0) == 1) || move == 1;
            }

            @Override
            public boolean inCheck(ScriptedTree.Path path) {
                return path.length() == 1 && path.move(0) == 1 || mated(path);
            }

            @Override
            public boolean givesCheck(ScriptedTree.Path path, int move) {
                return move == 1 && (path.length() == 0 || path.length() == 2 && path.move(0) == 1);
            }

            @Override
            public int value(ScriptedTree.Path path) {
                return path.length() == 0 ? 0 : path.move(0) == 1 ? SACRIFICE : QUIET;
            }

            private boolean mated(ScriptedTree.Path path) {
                return path.length() == 3 && path.move(0) == 1 && path.move(1) == 1 && path.move(2) == 1;
            }
        };
    }

    private static final SearchOptions QUIESCENT = SearchOptions.exact().withHashMegabytes(1)
            .with(Technique.QUIESCENCE, true);

    private static SearchResult<Integer> search(CountingTree game, SearchOptions options) {
        return new Searcher<>(game, game.evaluator, options)
                .search(game.newPosition(), SearchLimits.depth(DEPTH), SearchListener.silent());
    }

    @Test
    void withoutTheExtensionTheForcedReplyReachesTheHorizonAndTheMateIsNotSeen() {
        CountingTree game = game(false);
        SearchResult<Integer> result = search(game, QUIESCENT);
        assertThat(result.bestMove()).isEqualTo(2);
        assertThat(result.score()).isEqualTo(QUIET);
        assertThat(game.counts).isZero();
    }

    @Test
    void theExtensionSearchesTheOnlyLegalReplyDeeperAndFindsTheMate() {
        CountingTree game = game(false);
        SearchResult<Integer> result = search(game, QUIESCENT.with(Technique.SINGLE_REPLY_EXTENSION, true));
        assertThat(result.bestMove()).isEqualTo(1);
        assertThat(result.score()).isEqualTo(Score.mateIn(3));
        assertThat(game.counts).isPositive();
    }

    @Test
    void aNodeInCheckWithTwoLegalRepliesIsNotExtended() {
        SearchResult<Integer> result = search(game(true), QUIESCENT.with(Technique.SINGLE_REPLY_EXTENSION, true));
        assertThat(result.bestMove()).isEqualTo(2);
        assertThat(result.score()).isEqualTo(QUIET);
    }

    @Test
    void aGameThatCannotCountItsLegalMovesLosesTheTechnique() {
        ScriptedTree plain = new ScriptedTree(rules(false));
        assertThat(SearchOptions.defaults().supportedBy(plain).enabled(Technique.SINGLE_REPLY_EXTENSION)).isFalse();
        assertThat(SearchOptions.defaults().supportedBy(game(false)).enabled(Technique.SINGLE_REPLY_EXTENSION)).isTrue();
    }
}
