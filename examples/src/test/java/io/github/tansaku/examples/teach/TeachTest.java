package io.github.tansaku.examples.teach;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** {@code teach DIR}: a well-formed page and pictures with the article's nodes and a real search. */
class TeachTest {

    private static final String SVG = "http://www.w3.org/2000/svg";

    @TempDir
    Path dir;

    private static Document parse(Path file) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(file.toFile());
    }

    private static List<String> nodeMoves(Element svg) {
        List<String> moves = new ArrayList<>();
        NodeList groups = svg.getElementsByTagNameNS(SVG, "g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            if (g.getAttribute("class").startsWith("node")) {
                moves.add(g.getElementsByTagNameNS(SVG, "text").item(0).getTextContent());
            }
        }
        return moves;
    }

    private static Element svgById(Document page, String id) {
        NodeList all = page.getElementsByTagNameNS(SVG, "svg");
        for (int i = 0; i < all.getLength(); i++) {
            Element svg = (Element) all.item(i);
            if (svg.getAttribute("id").equals(id)) {
                return svg;
            }
        }
        throw new AssertionError("no svg " + id);
    }

    @Test
    void writesAWellFormedPageWithTheThreeSearchesSideBySide() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int status = Teach.run(List.of(dir.toString(), "--game", "tictactoe", "--depth", "4"), new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertThat(status).isZero();
        String printed = bytes.toString(StandardCharsets.UTF_8);
        assertThat(printed).contains("open " + dir.toAbsolutePath().resolve("index.html").toUri());

        Document page = parse(dir.resolve("index.html"));
        assertThat(page.getDocumentElement().getLocalName()).isEqualTo("html");
        assertThat(nodeMoves(svgById(page, "article-alphabeta-svg")))
                .containsExactly("root", "B", "C", "D", "H", "I", "J", "E", "F");
        assertThat(nodeMoves(svgById(page, "article-minimax-svg")))
                .containsExactly("root", "B", "C", "D", "H", "I", "J", "E", "F", "G");
        assertThat(nodeMoves(svgById(page, "article-searcher-svg"))).startsWith("root", "B", "C");
        assertThat(nodeMoves(svgById(page, "tictactoe-alphabeta-svg"))).contains("b1").hasSizeGreaterThan(10);
        List<String> ticTacToeMinimax = nodeMoves(svgById(page, "tictactoe-minimax-svg"));
        assertThat(ticTacToeMinimax.size()).isGreaterThan(nodeMoves(svgById(page, "tictactoe-alphabeta-svg")).size());

        String html = Files.readString(dir.resolve("index.html"));
        // The trace is inline, and the cut is told in words; nothing is loaded from elsewhere.
        assertThat(html).contains("var TRACES = {\"article\":[{\"id\":\"article-minimax\",\"events\":[[\"enter\",0,");
        assertThat(html).contains("C returns -5 ≥ beta: fails high; beta cut: G never searched");
        assertThat(html).contains("enter I (ply 3, depth 0) with the window (-∞, -15)");
        assertThat(html).doesNotContain(" src=", " href=", "url(", "import ");
    }

    @Test
    void writesThePicturesBesideThePage() throws Exception {
        Teach.run(List.of(dir.toString(), "--game", "tictactoe", "--depth", "4"), new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        for (String name : List.of("article-minimax", "article-alphabeta", "article-searcher", "tictactoe-minimax",
                "tictactoe-alphabeta", "tictactoe-searcher")) {
            Document svg = parse(dir.resolve(name + ".svg"));
            assertThat(svg.getDocumentElement().getLocalName()).as(name).isEqualTo("svg");
        }
        assertThat(nodeMoves(parse(dir.resolve("article-alphabeta.svg")).getDocumentElement()))
                .containsExactly("root", "B", "C", "D", "H", "I", "J", "E", "F");
        assertThat(Files.readString(dir.resolve("article-alphabeta.dot"))).startsWith("digraph search {")
                .contains("G\\nnot searched");
    }

    @Test
    void writesTheChartsOfTheMeasurements() throws Exception {
        Teach.run(List.of(dir.toString(), "--game", "tictactoe", "--depth", "4"),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        Document ablation = parse(dir.resolve("ablation.svg"));
        List<String> bars = new ArrayList<>();
        NodeList groups = ablation.getElementsByTagNameNS(SVG, "g");
        for (int i = 0; i < groups.getLength(); i++) {
            bars.add(((Element) groups.item(i)).getElementsByTagNameNS(SVG, "text").item(0).getTextContent());
        }
        // One bar per technique the tic-tac-toe defaults use.
        assertThat(bars).contains("pvs", "null_move", "late_move_reductions", "killers");
        for (String chart : List.of("nodes-per-depth", "branching-factor")) {
            Document svg = parse(dir.resolve(chart + ".svg"));
            NodeList lines = svg.getElementsByTagNameNS(SVG, "polyline");
            assertThat(lines.getLength()).as(chart).isEqualTo(3);
            assertThat(svg.getDocumentElement().getTextContent()).contains("Minimax", "AlphaBeta", "Searcher");
        }
        Document page = parse(dir.resolve("index.html"));
        assertThat(page.getElementsByTagNameNS(SVG, "polyline").getLength()).isEqualTo(6);
    }

    @Test
    void badArgumentsAreRefusedWithTheUsage() {
        assertThatThrownBy(() -> Teach.run(List.of(), System.out)).hasMessageContaining("usage: teach DIR");
        assertThatThrownBy(() -> Teach.run(List.of(dir.toString(), "--depth", "x"), System.out))
                .hasMessageContaining("--depth needs a whole number");
        assertThatThrownBy(() -> Teach.run(List.of(dir.toString(), "--game", "go"), System.out))
                .hasMessageContaining("unknown game 'go'");
    }
}
