package io.github.tansaku.search.trace;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.algo.AlphaBeta;
import io.github.tansaku.search.algo.Minimax;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The alpha-beta example of the article on how a chess engine thinks (by the author of the
 * Sayuri engine), positions A to J, traced: every value and window the article states, and its
 * beta cut (G is never searched).
 */
class ArticleTreeTest {

    private final WrittenTree tree = WrittenTree.article();

    private TracedNode traceAlphaBeta() {
        AlphaBeta<WrittenTree.Position, String> search = new AlphaBeta<>(tree, tree.evaluator());
        TraceRecorder recorder = TraceRecorder.of(tree, 1000);
        search.setTracer(recorder);
        SearchResult<String> result = search.search(tree.newPosition(), tree.height());
        assertThat(result.bestMove()).isEqualTo("B");
        assertThat(recorder.roots()).hasSize(1);
        assertThat(recorder.nodesEntered()).isEqualTo(search.nodes());
        return recorder.lastRoot();
    }

    private static String view(TracedNode node) {
        return node.move() + " (" + WrittenTree.scoreText(node.alpha()) + ", " + WrittenTree.scoreText(node.beta())
                + ") " + WrittenTree.scoreText(node.score()) + " " + node.bound();
    }

    private static List<String> preorder(TracedNode node, List<String> out) {
        out.add(view(node));
        for (TracedNode child : node.children()) {
            preorder(child, out);
        }
        return out;
    }

    @Test
    void theArticlesValuesWindowsAndCut() {
        TracedNode a = traceAlphaBeta();
        // Depth first: B's search gives -10, so the move to B is worth 10 and A's alpha is 10.
        // C is searched with beta -10; each of its children with alpha 10 (the article's alpha
        // value passed down). D's children: H with beta -10; after H's -15 (worth 15 to D), I
        // with beta -15. At C the moves to D, E and F are worth -20, -15 and -5: -5 reaches beta
        // -10, a beta cut, and G is never searched.
        assertThat(preorder(a, new ArrayList<>())).containsExactly(
                "root (-∞, +∞) 10 EXACT",
                "B (-∞, +∞) -10 EXACT",
                "C (-∞, -10) -5 LOWER",
                "D (10, +∞) 20 EXACT",
                "H (-∞, -10) -15 EXACT",
                "I (-∞, -15) -20 EXACT",
                "J (-∞, -20) -10 LOWER",
                "E (10, 20) 15 EXACT",
                "F (10, 15) 5 UPPER");
        TracedNode c = a.children().get(1);
        assertThat(c.cut()).isTrue();
        assertThat(c.unsearched()).containsExactly("G");
        assertThat(a.cut()).isFalse();
        assertThat(c.children().get(0).cut()).isFalse();
    }

    @Test
    void thePrincipalVariationIsTheMoveToB() {
        TracedNode a = traceAlphaBeta();
        assertThat(a.bestChild().move()).isEqualTo("B");
        assertThat(a.bestChild().bestChild()).isNull();
        assertThat(Score.finalMarginOf(a.score())).isEqualTo(10);
    }

    @Test
    void minimaxSearchesGToo() {
        Minimax<WrittenTree.Position, String> search = new Minimax<>(tree, tree.evaluator());
        TraceRecorder recorder = TraceRecorder.of(tree, 1000);
        search.setTracer(recorder);
        search.search(tree.newPosition(), tree.height());
        TracedNode a = recorder.lastRoot();
        assertThat(a.size()).isEqualTo(10).isEqualTo((int) search.nodes());
        TracedNode c = a.children().get(1);
        assertThat(c.children()).extracting(TracedNode::move).containsExactly("D", "E", "F", "G");
        assertThat(c.cut()).isFalse();
        assertThat(WrittenTree.scoreText(c.score())).isEqualTo("0"); // G's draw is C's best
        assertThat(WrittenTree.scoreText(a.score())).isEqualTo("10");
    }

    @Test
    void theSearcherFindsTheSameValue() {
        Searcher<WrittenTree.Position, String> searcher = new Searcher<>(tree, tree.evaluator(),
                SearchOptions.defaults().supportedBy(tree));
        TraceRecorder recorder = TraceRecorder.of(tree, 1000);
        searcher.setTracer(recorder);
        SearchResult<String> result = searcher.search(tree.newPosition(), SearchLimits.depth(tree.height()),
                SearchListener.silent());
        assertThat(result.bestMove()).isEqualTo("B");
        assertThat(WrittenTree.scoreText(result.score())).isEqualTo("10");
        assertThat(recorder.nodesEntered()).isEqualTo(searcher.statistics().nodeEntries());
        assertThat(recorder.lastRoot().children()).extracting(TracedNode::move).startsWith("B");
    }

    @Test
    void badTreesAreRefusedWithTheReason() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> WrittenTree.parse("A(B=1, C)"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("leaf C has no value");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> WrittenTree.parse("A(B=1, B=2)"))
                .hasMessageContaining("B is used twice");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> WrittenTree.parse("A(B=1"))
                .hasMessageContaining("')' expected");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> WrittenTree.parse("A(B=5000)"))
                .hasMessageContaining("beyond");
    }

    @Test
    void boundsReadAgainstTheEntryWindow() {
        TracedNode a = traceAlphaBeta();
        assertThat(a.children().get(1).bound()).isEqualTo(Bound.LOWER);
    }
}
