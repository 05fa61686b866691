package io.github.tansaku.examples.walkthrough;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** {@code walkthrough --svg DIR}: the charts of nodes per depth and branching factor of part one's searchers. */
class WalkThroughChartsTest {

    private static final String SVG = "http://www.w3.org/2000/svg";

    @TempDir
    Path dir;

    /**
     * Six charts, each with one line per searcher; on the empty tic-tac-toe board Minimax's line
     * goes from depth 1 to 9 (549,946 nodes at depth 9, under the chart's limit of 3,000,000).
     */
    @Test
    void writesNodesPerDepthAndBranchingFactorForEachBoard() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        List<Path> written = WalkThrough.writeCharts(dir, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertThat(written).extracting(p -> p.getFileName().toString()).containsExactly(
                "nodes-per-depth-tictactoe.svg", "branching-factor-tictactoe.svg",
                "nodes-per-depth-connect4-5x4.svg", "branching-factor-connect4-5x4.svg",
                "nodes-per-depth-connect4.svg", "branching-factor-connect4.svg");
        assertThat(bytes.toString(StandardCharsets.UTF_8)).contains("wrote " + dir.resolve("branching-factor-connect4.svg"));
        for (Path file : written) {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            Document svg = factory.newDocumentBuilder().parse(file.toFile());
            NodeList series = svg.getElementsByTagNameNS(SVG, "polyline");
            assertThat(series.getLength()).as(file.toString()).isEqualTo(3);
            assertThat(svg.getDocumentElement().getTextContent()).contains("Minimax", "AlphaBeta", "Searcher");
        }
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document ticTacToe = factory.newDocumentBuilder().parse(dir.resolve("nodes-per-depth-tictactoe.svg").toFile());
        assertThat(ticTacToe.getDocumentElement().getTextContent()).contains("tic-tac-toe, empty board");
        String minimax = ((Element) ticTacToe.getElementsByTagNameNS(SVG, "polyline").item(0)).getAttribute("points");
        assertThat(minimax.split(" ")).hasSize(9);
    }
}
