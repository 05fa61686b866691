package io.github.tansaku.search.algo;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Staged generation ({@link Technique#STAGED_GENERATION}): the quiet moves are generated only
 * once no winning or equal noisy move is left, and the moves come in the same order as when
 * everything is generated up front.
 *
 * <p>The tree is that of {@link LazyExchangeOrderingTest}: six moves per node, codes 1 to 3
 * captures (capture 2 loses {@value #LOSS} by static exchange), 4 to 6 quiet moves; after any
 * root move but the first, the reply 1 wins {@value #REFUTATION}, so those nodes cut on their
 * first capture. Quiescence is off.
 */
class StagedGenerationTest {

    private static final int MOVES = 6;
    private static final int LOSING_CAPTURE = 2;
    private static final int LOSS = 300;
    private static final int REFUTATION = 500;
    private static final SearchOptions STAGED = SearchOptions.exact().with(Technique.QUIESCENCE, false)
            .with(Technique.STAGED_GENERATION, true).withHashMegabytes(1);
    private static final SearchOptions UNSTAGED = STAGED.with(Technique.STAGED_GENERATION, false);

    /** The tree of the class comment, recording every move made and where each generator ran. */
    private static final class RecordingTree extends ScriptedTree {
        final List<String> made = new ArrayList<>();
        final Map<String, Integer> quietGenerations = new HashMap<>();
        final Map<String, Integer> fullGenerations = new HashMap<>();

        RecordingTree() {
            super(new Rules() {
                @Override
                public int moveCount(Path path) {
                    return MOVES;
                }

                @Override
                public boolean noisy(Path path, int move) {
                    return move <= 3;
                }

                @Override
                public int see(Path path, int move) {
                    return move == LOSING_CAPTURE ? -LOSS : 0;
                }

                @Override
                public int value(Path path) {
                    boolean refuted = path.length() >= 2 && path.move(0) != 1 && path.move(1) == 1;
                    return refuted ? -REFUTATION : 0;
                }
            });
        }

        @Override
        public boolean makeMove(Path position, int move) {
            made.add(key(position) + move);
            return super.makeMove(position, move);
        }

        @Override
        public int generateMoves(Path position, int[] moves, int start) {
            fullGenerations.merge(key(position), 1, Integer::sum);
            return super.generateMoves(position, moves, start);
        }

        @Override
        public int generateQuietMoves(Path position, int[] moves, int start) {
            quietGenerations.merge(key(position), 1, Integer::sum);
            return super.generateQuietMoves(position, moves, start);
        }

        static String key(Path position) {
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < position.length(); i++) {
                s.append(position.move(i)).append(' ');
            }
            return s.append(": ").toString();
        }

        /** The moves made at the node reached by {@code path} (like "1 : "), in order. */
        List<Integer> madeAt(String path) {
            List<Integer> moves = new ArrayList<>();
            for (String m : made) {
                if (m.startsWith(path) && m.indexOf(' ', path.length()) < 0) {
                    moves.add(Integer.parseInt(m.substring(path.length())));
                }
            }
            return moves;
        }
    }

    private static RecordingTree searched(SearchOptions options, int depth) {
        RecordingTree game = new RecordingTree();
        new Searcher<>(game, game.evaluator, options).search(game.newPosition(), SearchLimits.depth(depth),
                SearchListener.silent());
        return game;
    }

    @Test
    void theMovesComeInTheOrderOfTheUnstagedSearch() {
        RecordingTree staged = searched(STAGED, 3);
        RecordingTree unstaged = searched(UNSTAGED, 3);
        assertThat(staged.madeAt("1 : ").subList(0, MOVES)).as("after the first root move")
                .containsExactly(1, 3, 4, 5, 6, 2);
        assertThat(staged.made).as("every move made, in order").containsExactlyElementsOf(unstaged.made);
    }

    @Test
    void aNodeThatCutsOnACaptureNeverGeneratesItsQuietMoves() {
        RecordingTree staged = searched(STAGED, 2);
        RecordingTree unstaged = searched(UNSTAGED, 2);
        for (int rootMove = 2; rootMove <= MOVES; rootMove++) {
            String node = rootMove + " : ";
            assertThat(staged.madeAt(node)).as("moves after root move %d", rootMove).containsExactly(1);
            assertThat(staged.quietGenerations).as("quiet moves generated after root move %d", rootMove)
                    .doesNotContainKey(node);
            assertThat(staged.fullGenerations).as("all moves generated after root move %d", rootMove)
                    .doesNotContainKey(node);
            assertThat(unstaged.fullGenerations.get(node)).as("unstaged: all moves generated after root move %d", rootMove)
                    .isEqualTo(1);
        }
    }

    @Test
    void aNodeThatReachesItsQuietMovesGeneratesThemOnce() {
        RecordingTree staged = searched(STAGED, 2);
        assertThat(staged.quietGenerations.get("1 : ")).as("quiet generations after the first root move").isEqualTo(1);
        assertThat(staged.fullGenerations).as("full generations after the first root move").doesNotContainKey("1 : ");
    }
}
