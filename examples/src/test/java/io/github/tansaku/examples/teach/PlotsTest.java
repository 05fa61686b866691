package io.github.tansaku.examples.teach;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.examples.harness.Ablation;
import io.github.tansaku.examples.harness.EloAblation;
import io.github.tansaku.examples.harness.GameSetups;
import io.github.tansaku.harness.stats.EloEstimate;
import io.github.tansaku.harness.stats.Trinomial;
import io.github.tansaku.search.algo.Technique;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The charts of the ablation tables: one bar per row, labelled; the Elo bars with their intervals. */
class PlotsTest {

    private static final String SVG = "http://www.w3.org/2000/svg";

    /** Parses {@code svg} with the JDK's XML parser. */
    static Document parse(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    /** The bars of a bar chart: each bar's texts (label, value), in order. */
    static List<List<String>> bars(Document chart) {
        List<List<String>> bars = new ArrayList<>();
        NodeList groups = chart.getElementsByTagNameNS(SVG, "g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            if (g.getAttribute("class").equals("bar")) {
                NodeList texts = g.getElementsByTagNameNS(SVG, "text");
                List<String> bar = new ArrayList<>();
                for (int t = 0; t < texts.getLength(); t++) {
                    bar.add(texts.item(t).getTextContent());
                }
                bars.add(bar);
            }
        }
        return bars;
    }

    /** The error bars of a chart: three lines each (the bar and its two caps). */
    static int errorLines(Document chart) {
        int count = 0;
        NodeList lines = chart.getElementsByTagNameNS(SVG, "line");
        for (int i = 0; i < lines.getLength(); i++) {
            if (((Element) lines.item(i)).getAttribute("class").equals("error")) {
                count++;
            }
        }
        return count;
    }

    @Test
    void theAblationTableIsOneBarPerRowWithTheChangeInNodes() throws Exception {
        Ablation.Table table = Ablation.offAlone(GameSetups.byName("tictactoe"), 3, 1);
        Document chart = parse(Plots.ablation(table).toSvg());
        List<List<String>> bars = bars(chart);
        assertThat(bars).hasSize(table.rows().size());
        Ablation.Row pvs = table.row(Technique.PVS);
        long reference = table.reference().nodes();
        String change = String.format(java.util.Locale.ROOT, "%+.1f %%", 100.0 * (pvs.measurement().nodes() - reference) / reference);
        assertThat(bars).contains(List.of("pvs", change));
        assertThat(chart.getDocumentElement().getTextContent())
                .contains("tictactoe: change in nodes", "depth 3 (settings: " + reference + " nodes)");
        assertThat(errorLines(chart)).isZero();
    }

    /**
     * The Elo chart draws each row's Elo and 95 % interval: 3 wins, 1 draw and 6 losses in 10
     * games score 0.35, Elo -107.5 (400 log10(0.35 / 0.65)).
     */
    @Test
    void theEloAblationIsBarsWithTheirIntervals() throws Exception {
        EloEstimate losing = EloEstimate.of(new Trinomial(3, 1, 6));
        EloEstimate even = EloEstimate.of(new Trinomial(5, 0, 5));
        Document chart = parse(Plots.elo("connect four: Elo with each technique off",
                List.of(new EloAblation.Row(Technique.NULL_MOVE, null, losing),
                        new EloAblation.Row(Technique.KILLERS, null, even))).toSvg());
        List<List<String>> bars = bars(chart);
        assertThat(bars).hasSize(2);
        assertThat(bars.get(0).get(0)).isEqualTo("null_move off");
        assertThat(bars.get(0).get(1)).startsWith("-107.5 Elo [" + String.format(java.util.Locale.ROOT, "%+.1f", losing.eloLow()));
        assertThat(bars.get(1)).containsExactly("killers off",
                String.format(java.util.Locale.ROOT, "+0.0 Elo [%+.1f, %+.1f]", even.eloLow(), even.eloHigh()));
        assertThat(errorLines(chart)).isEqualTo(6);
    }

    @Test
    void anIntervalThatDoesNotHoldItsValueIsRefused() {
        assertThatThrownBy(() -> SvgChart.bars("t", List.of("a"), new double[] {5}, new double[] {6}, new double[] {7}, ""))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("does not hold its value 5.0");
        assertThatThrownBy(() -> SvgChart.bars("t", List.of("a"), new double[] {5}, new double[] {4}, null, ""))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("a low and a high end");
    }
}
