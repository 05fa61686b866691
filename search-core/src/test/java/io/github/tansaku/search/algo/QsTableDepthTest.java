package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.QS_TABLE_DEPTH_BY_CHECKS;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.Clock;
import io.github.tansaku.search.QuietChecks;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.testgames.ScriptedTree;
import io.github.tansaku.search.tt.TableEntries;
import io.github.tansaku.search.tt.TranspositionTable;
import org.junit.jupiter.api.Test;

/**
 * Quiescence's table depth by whether a node searches quiet checks (QS_TABLE_DEPTH_BY_CHECKS):
 * a node below quiescence's first ply, not in check, searches no quiet checks and stores its
 * result at depth -1; a node that searches them (or every evasion) stores at depth 0, and a
 * depth -1 entry does not end it.
 *
 * <p>The tree, searched to depth 2: the root (A) has two quiet moves. Move 1 leads to a quiet
 * line worth 0 for A. Move 2 leads to node N, where B has one quiet move, to position X (A to
 * move, quiescence's first ply), whose static value for A is -100; there A has a quiet check
 * (X's only move), after which B is in check with one evasion, to a position worth +50 for A.
 * With the quiet check, X is worth +50 and the root plays move 2 for 50; X judged without it (its
 * stand pat) makes move 2 fail low, and the root keeps move 1, worth 0.
 *
 * <p>Move 2 is searched with a null window after move 1, so X is not a PV node and takes table
 * cutoffs: an entry at X saying "at most -100 for A" ends it when it is deep enough.
 */
class QsTableDepthTest {

    /** A ScriptedTree that generates its quiet checks (QS_CHECKS needs them). */
    private static final class CheckingTree extends ScriptedTree implements QuietChecks<ScriptedTree.Path> {
        CheckingTree(Rules rules) {
            super(rules);
        }

        @Override
        public int generateQuietChecks(Path position, int[] moves, int start) {
            int n = 0;
            int[] quiet = new int[MAX_MOVES];
            int count = generateQuietMoves(position, quiet, 0);
            for (int i = 0; i < count; i++) {
                if (givesCheck(position, quiet[i])) {
                    moves[start + n++] = quiet[i];
                }
            }
            return n;
        }
    }

    private static CheckingTree game() {
        return new CheckingTree(new ScriptedTree.Rules() {
            @Override
            public int moveCount(ScriptedTree.Path path) {
                return path.length() == 0 ? 2 : path.length() >= 4 ? 0 : 1;
            }

            @Override
            public int value(ScriptedTree.Path path) {
                if (path.length() == 0 || path.move(0) == 1) {
                    return 0;
                }
                return path.length() < 4 ? -100 : 50;
            }

            @Override
            public boolean givesCheck(ScriptedTree.Path path, int move) {
                return isX(path);
            }

            @Override
            public boolean inCheck(ScriptedTree.Path path) {
                return path.length() == 3 && path.move(0) == 2;
            }
        });
    }

    /** Whether {@code path} is X: after root move 2 and B's reply. */
    private static boolean isX(ScriptedTree.Path path) {
        return path.length() == 2 && path.move(0) == 2;
    }

    private static final SearchOptions QS_CHECKS = SearchOptions.exact().withHashMegabytes(1)
            .with(Technique.QUIESCENCE, true).with(Technique.QS_CHECKS, true);

    private static SearchResult<Integer> search(CheckingTree game, SearchOptions options, TranspositionTable table) {
        return new Searcher<>(game, game.evaluator, options, table, Clock.system()).search(game.newPosition(),
                SearchLimits.depth(2), SearchListener.silent());
    }

    /** The key of X. */
    private static long keyOfX(CheckingTree game) {
        ScriptedTree.Path x = game.newPosition();
        game.makeMove(x, 2);
        game.makeMove(x, 1);
        return game.hash(x);
    }

    /** A table holding, for X, "at most -100 for A" at {@code depth}, as a search without its quiet check finds. */
    private static TranspositionTable tableWithXAt(CheckingTree game, int depth) {
        TranspositionTable table = new TranspositionTable(1);
        TableEntries.store(table, keyOfX(game), 1, -100, Bound.UPPER, depth, 2, false);
        return table;
    }

    @Test
    void theQuietCheckIsFoundWithoutAnEntry() {
        CheckingTree game = game();
        SearchResult<Integer> r = search(game, QS_CHECKS.with(QS_TABLE_DEPTH_BY_CHECKS, 1), new TranspositionTable(1));
        assertThat(r.score()).isEqualTo(50);
        assertThat(r.pv()).startsWith(2, 1, 1);
    }

    @Test
    void anEntryAtDepthZeroEndsTheNodeThatWouldSearchTheQuietCheck() {
        CheckingTree game = game();
        SearchOptions byChecks = QS_CHECKS.with(QS_TABLE_DEPTH_BY_CHECKS, 1);
        assertThat(search(game, byChecks, tableWithXAt(game, 0)).score()).as("the entry ended X").isZero();
    }

    @Test
    void anEntryAtDepthMinusOneDoesNotEndIt() {
        CheckingTree game = game();
        SearchOptions byChecks = QS_CHECKS.with(QS_TABLE_DEPTH_BY_CHECKS, 1);
        assertThat(search(game, byChecks, tableWithXAt(game, -1)).score()).isEqualTo(50);
    }

    @Test
    void quiescenceStoresMinusOneOnlyWhereItSearchesNoQuietChecks() {
        CheckingTree game = game();
        ScriptedTree.Path after = game.newPosition();
        for (int move : new int[] {2, 1, 1, 1}) {
            game.makeMove(after, move);
        }
        long keyAfter = game.hash(after); // below quiescence's first ply, not in check
        TranspositionTable byChecks = new TranspositionTable(1);
        search(game, QS_CHECKS.with(QS_TABLE_DEPTH_BY_CHECKS, 1), byChecks);
        assertThat(TableEntries.depth(TableEntries.probe(byChecks, keyAfter))).isEqualTo(-1);
        assertThat(TableEntries.depth(TableEntries.probe(byChecks, keyOfX(game)))).isZero();

        TranspositionTable plain = new TranspositionTable(1);
        search(game, QS_CHECKS, plain);
        assertThat(TableEntries.depth(TableEntries.probe(plain, keyAfter))).isZero();
    }

    @Test
    void offByDefault() {
        assertThat(SearchOptions.defaults().get(QS_TABLE_DEPTH_BY_CHECKS)).isZero();
    }
}
