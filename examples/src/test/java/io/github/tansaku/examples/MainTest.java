package io.github.tansaku.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class MainTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void helpListsEveryCommand() {
        assertThat(run("help")).isZero();
        assertThat(out()).contains("demo", "walkthrough", "ablation", "jmh", "help");
    }

    @Test
    void anUnknownCommandPrintsTheHelpAndFails() {
        assertThat(run("frobnicate")).isEqualTo(2);
        assertThat(err()).contains("unknown command 'frobnicate'", "usage: tansaku", "walkthrough");
    }

    @Test
    void demoPrintsOneLinePerIterationAndTheBestLine() {
        assertThat(run("demo", "tictactoe", "--depth", "9")).isZero();
        String text = out();
        assertThat(text).contains("depth", "principal variation", "best move", "best line:");
        // one line per iteration: a line starting with the depth, for depths 1 to 9
        for (int depth = 1; depth <= 9; depth++) {
            assertThat(text).containsPattern("(?m)^\\s+" + depth + "\\s+\\d+\\s");
        }
        assertThat(text).contains("score 0");
    }

    @Test
    void demoAcceptsAPositionInColumns() {
        assertThat(run("demo", "connect4", "--depth", "5", "--position", "4453")).isZero();
        assertThat(out()).contains("..oxx..", "best move");
    }

    /** The demo with MCTS proves tic-tac-toe a draw within its time and prints the line by visits. */
    @Test
    void demoSearchesWithMctsWhenAsked() {
        assertThat(run("demo", "tictactoe", "--strategy", "mcts", "--movetime", "3000")).isZero();
        assertThat(out()).contains("Monte Carlo tree search", "best move", "best line:", "score 0");
        assertThat(run("demo", "tictactoe", "--strategy", "minimax")).isEqualTo(2);
        assertThat(err()).contains("unknown strategy 'minimax'; strategies: alphabeta, mcts");
    }

    @Test
    void badDemoArgumentsAreExplained() {
        assertThat(run("demo", "tictactoe", "--depth", "deep")).isEqualTo(2);
        assertThat(err()).contains("--depth needs a positive whole number, not 'deep'");
        assertThat(run("demo", "go")).isEqualTo(2);
        assertThat(err()).contains("unknown game 'go'", "connect4");
        assertThat(run("demo", "connect4", "--position", "4448")).isEqualTo(2);
        assertThat(err()).contains("no column 8 on a board 7 wide, at index 3 of '4448'");
    }

    @Test
    void ablationPrintsOneRowPerTechnique() {
        assertThat(run("ablation", "tictactoe", "--depth", "3", "--repeat", "1")).isZero();
        assertThat(out()).contains("settings", "late_move_reductions", "history", "transposition_table")
                .contains("nodes %", "time %").doesNotContain("(reference)");
    }

    @Test
    void ablationOnAloneStartsFromTheExactOptions() {
        assertThat(run("ablation", "connect4-5x4", "--depth", "4", "--repeat", "1", "--on-alone")).isZero();
        assertThat(out()).contains("on top of exact()", "null_move", "late_move_reductions").doesNotContain("history");
    }

    @Test
    void badAblationArgumentsAreExplained() {
        assertThat(run("ablation", "tictactoe", "--repeat", "0")).isEqualTo(2);
        assertThat(err()).contains("--repeat needs a whole number of at least 1, not '0'");
        assertThat(run("ablation", "tictactoe", "--fast")).isEqualTo(2);
        assertThat(err()).contains("unexpected argument '--fast'");
    }

    @Test
    void matchPlaysPairsOfBuiltInEngines() {
        assertThat(run("match", "-engine", "builtin=tictactoe", "name=a", "option.Technique_NullMove=false",
                "-engine", "builtin", "name=b", "-each", "depth=9", "-rounds", "3", "-repeat", "-openings", "plies=1",
                "balance=0")).isZero();
        // perfect players from balanced (drawn) openings: every game a draw
        assertThat(out()).contains("Games: 6, Wins: 0, Losses: 0, Draws: 6", "Ptnml(0-2): [0, 0, 3, 0, 0]");
    }

    @Test
    void badMatchArgumentsAreExplained() {
        assertThat(run("match", "-engine", "builtin=tictactoe")).isEqualTo(2);
        assertThat(err()).contains("needs two -engine options");
        assertThat(run("match", "-engine", "builtin=tictactoe", "option.Magic=true", "-engine", "builtin", "-each",
                "depth=2")).isEqualTo(2);
        assertThat(err()).contains("unknown built-in engine option 'Magic'", "Technique_LateMoveReductions");
        assertThat(run("match", "-engine", "builtin=tictactoe", "-engine", "builtin")).isEqualTo(2);
        assertThat(err()).contains("no time control");
        assertThat(run("match", "-frobnicate")).isEqualTo(2);
        assertThat(err()).contains("unknown option '-frobnicate'");
        assertThat(run("match", "-engine", "cmd=stockfish", "-engine", "builtin", "-game", "tictactoe", "-each",
                "depth=2")).isEqualTo(2);
        assertThat(err()).contains("tictactoe has no engine protocol");
    }

    @Test
    void benchNodeCountsAreDeterministic() {
        assertThat(run("bench", "connect4-5x4", "--depth", "8")).isZero();
        String first = nodesSearched(out());
        out.reset();
        assertThat(run("bench", "connect4-5x4", "--depth", "8")).isZero();
        assertThat(nodesSearched(out())).isEqualTo(first).isNotEqualTo("0");
        assertThat(out()).contains("position  8");
    }

    private static String nodesSearched(String text) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("Nodes searched  : (\\d+)").matcher(text);
        assertThat(m.find()).as(text).isTrue();
        return m.group(1);
    }

    @Test
    void walkthroughTakesOnlyADirectoryForItsCharts() {
        assertThat(run("walkthrough", "now")).isEqualTo(2);
        assertThat(err()).contains("unexpected argument 'now'; usage: walkthrough [--svg DIR]");
        assertThat(run("walkthrough", "--svg")).isEqualTo(2);
        assertThat(err()).contains("tansaku walkthrough: --svg needs a directory to write the charts into");
    }

    @Test
    void ablationWritesItsTableAsABarChart(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        assertThat(run("ablation", "tictactoe", "--depth", "3", "--repeat", "1", "--svg", dir.toString())).isZero();
        java.nio.file.Path chart = dir.resolve("ablation-tictactoe.svg");
        assertThat(out()).contains("late_move_reductions", "wrote " + chart);
        org.w3c.dom.Document svg = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(chart.toFile());
        assertThat(svg.getDocumentElement().getTextContent()).contains("late_move_reductions", "history", "transposition_table");
        assertThat(svg.getElementsByTagName("rect").getLength()).isGreaterThanOrEqualTo(3);
    }

    @Test
    void ablationInEloWritesBarsWithTheirIntervals(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        assertThat(run("ablation", "connect4-5x4", "--elo", "--nodes", "300", "--rounds", "1", "--svg", dir.toString())).isZero();
        java.nio.file.Path chart = dir.resolve("ablation-elo-connect4-5x4.svg");
        assertThat(out()).contains("wrote " + chart);
        org.w3c.dom.Document svg = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(chart.toFile());
        assertThat(svg.getDocumentElement().getTextContent()).contains("null_move off", " Elo [");
        org.w3c.dom.NodeList lines = svg.getElementsByTagName("line");
        int errorLines = 0;
        for (int i = 0; i < lines.getLength(); i++) {
            if (((org.w3c.dom.Element) lines.item(i)).getAttribute("class").equals("error")) {
                errorLines++;
            }
        }
        assertThat(errorLines).isEqualTo(3 * svg.getElementsByTagName("rect").getLength()).isPositive();
    }

    @Test
    void ablationRefusesSvgWithoutADirectory() {
        assertThat(run("ablation", "tictactoe", "--svg")).isEqualTo(2);
        assertThat(err()).contains("tansaku ablation: --svg needs a directory to write the charts into");
        assertThat(run("ablation", "tictactoe", "--svg", "--elo")).isEqualTo(2);
        assertThat(err()).contains("--svg needs a directory");
    }
}
