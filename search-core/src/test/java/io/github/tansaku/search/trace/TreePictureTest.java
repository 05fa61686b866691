package io.github.tansaku.search.trace;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.algo.AlphaBeta;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.algo.testgames.RandomTreeGame;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The pictures of a traced tree: well-formed SVG and DOT with the nodes, windows, scores and cut. */
class TreePictureTest {

    private static TracedNode articleTrace() {
        WrittenTree tree = WrittenTree.article();
        AlphaBeta<WrittenTree.Position, String> search = new AlphaBeta<>(tree, tree.evaluator());
        TraceRecorder recorder = TraceRecorder.of(tree, 100);
        search.setTracer(recorder);
        search.search(tree.newPosition(), tree.height());
        return recorder.lastRoot();
    }

    private static Document parse(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<Element> groups(Document svg, String cssClass) {
        List<Element> found = new ArrayList<>();
        NodeList all = svg.getElementsByTagNameNS("http://www.w3.org/2000/svg", "g");
        for (int i = 0; i < all.getLength(); i++) {
            Element g = (Element) all.item(i);
            if ((" " + g.getAttribute("class") + " ").contains(" " + cssClass + " ")) {
                found.add(g);
            }
        }
        return found;
    }

    private static String texts(Element g) {
        NodeList texts = g.getElementsByTagNameNS("http://www.w3.org/2000/svg", "text");
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < texts.getLength(); i++) {
            lines.add(texts.item(i).getTextContent());
        }
        return String.join(" | ", lines);
    }

    @Test
    void theArticlesTreeAsSvg() throws Exception {
        Document svg = parse(TreeSvg.toSvg(articleTrace(), WrittenTree::scoreText));
        assertThat(svg.getDocumentElement().getLocalName()).isEqualTo("svg");
        List<String> nodes = groups(svg, "node").stream().map(TreePictureTest::texts).toList();
        assertThat(nodes).containsExactly(
                "root | α β (-∞, +∞) | = 10",
                "B | α β (-∞, +∞) | = -10",
                "C | α β (-∞, -10) | ≥ -5 | beta cut",
                "D | α β (10, +∞) | = 20",
                "H | α β (-∞, -10) | = -15",
                "I | α β (-∞, -15) | = -20",
                "J | α β (-∞, -20) | ≥ -10",
                "E | α β (10, 20) | = 15",
                "F | α β (10, 15) | ≤ 5");
        assertThat(groups(svg, "ghost")).singleElement().extracting(TreePictureTest::texts)
                .isEqualTo("G | not searched");
        // The principal variation, root and B, in bold; C cut.
        assertThat(groups(svg, "pv")).extracting(TreePictureTest::texts).extracting(t -> t.split(" \\| ")[0])
                .containsExactly("root", "B");
        assertThat(groups(svg, "cut")).extracting(TreePictureTest::texts).extracting(t -> t.split(" \\| ")[0])
                .containsExactly("C");
    }

    @Test
    void theArticlesTreeAsDot() {
        String dot = TreeDot.toDot(articleTrace(), WrittenTree::scoreText);
        assertThat(dot).startsWith("digraph search {").endsWith("}\n");
        assertThat(dot).contains("n0 [label=\"root\\nα β (-∞, +∞)\\n= 10\", penwidth=3]");
        assertThat(dot).contains("\"C\\nα β (-∞, -10)\\n≥ -5\\nbeta cut\"");
        assertThat(dot).contains("label=\"G\\nnot searched\", style=\"rounded,dashed,filled\"");
        assertThat(dot).contains("n0 -> n1 [penwidth=3]");
        assertThat(dot.lines().filter(l -> l.contains("->")).count()).isEqualTo(9); // 8 searched edges and G's
    }

    @Test
    void prunedAndReducedMovesAreMarkedByTechnique() throws Exception {
        RandomTreeGame game = new RandomTreeGame(12345, 3, 8, 0, 5, 10);
        Searcher<RandomTreeGame.Node, Integer> searcher = new Searcher<>(game, game.evaluator,
                SearchOptions.defaults().supportedBy(game).withHashMegabytes(1));
        TraceRecorder recorder = TraceRecorder.of(game, 100_000);
        searcher.setTracer(recorder);
        searcher.search(game.newPosition(), SearchLimits.depth(6), SearchListener.silent());
        TracedNode root = recorder.lastRoot();
        Document svg = parse(TreeSvg.toSvg(root));
        assertThat(groups(svg, "node")).hasSize(root.size());
        String all = svg.getDocumentElement().getTextContent();
        boolean reduced = anyMark(root, true);
        boolean pruned = anyMark(root, false);
        assertThat(reduced || pruned).isTrue();
        if (reduced) {
            assertThat(all).contains("LATE_MOVE_REDUCTIONS -");
        }
        if (pruned) {
            assertThat(groups(svg, "ghost")).extracting(TreePictureTest::texts)
                    .anyMatch(t -> t.matches(".* \\| [A-Z_]+") && !t.endsWith("not searched"));
        }
    }

    private static boolean anyMark(TracedNode node, boolean reduction) {
        for (TracedNode.Mark mark : node.marks()) {
            if (mark.move() != null && (reduction ? mark.plies() < 0 && mark.technique().name().equals("LATE_MOVE_REDUCTIONS")
                    : mark.plies() == 0)) {
                return true;
            }
        }
        return node.children().stream().anyMatch(c -> anyMark(c, reduction));
    }
}
