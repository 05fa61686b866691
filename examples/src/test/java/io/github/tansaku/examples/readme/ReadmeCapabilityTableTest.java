package io.github.tansaku.examples.readme;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.examples.games.othello.Othello;
import io.github.tansaku.search.CaptureIndexing;
import io.github.tansaku.search.FinalMargin;
import io.github.tansaku.search.LegalMoveCounting;
import io.github.tansaku.search.LegalMoveGeneration;
import io.github.tansaku.search.MoveLegality;
import io.github.tansaku.search.NoisyMoves;
import io.github.tansaku.search.ThreatEscapes;
import io.github.tansaku.search.algo.Technique;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's capability table and pass recipe are checked against the code, so they cannot go
 * stale: every capability interface has a row naming exactly the {@link Technique}s that need
 * it, the row "none" names those that need nothing, {@code Game}'s Javadoc names every
 * capability, and the recipe's code is the Othello example's own.
 */
class ReadmeCapabilityTableTest {

    private static final Path README = Path.of("..", "README.md");
    private static final Path GAME_SOURCE = Path.of("..", "search-core", "src", "main", "java", "io", "github",
            "tansaku", "search", "Game.java");
    private static final Path OTHELLO_SOURCE = Path.of("src", "main", "java", "io", "github", "tansaku", "examples",
            "games", "othello", "Othello.java");
    private static final Pattern CODE = Pattern.compile("`([A-Za-z_]+)`");

    @Test
    void everyCapabilityHasARowNamingExactlyTheTechniquesThatNeedIt() throws IOException {
        Map<String, Set<Technique>> rows = tableRows();
        Map<String, Set<Technique>> expected = new LinkedHashMap<>();
        for (Class<?> capability : capabilities()) {
            expected.put(capability.getSimpleName(), techniquesNeeding(capability));
        }
        Set<Technique> needNothing = EnumSet.noneOf(Technique.class);
        for (Technique t : Technique.values()) {
            if (t.requiredCapabilities().isEmpty()) {
                needNothing.add(t);
            }
        }
        expected.put("none", needNothing);
        assertThat(rows).isEqualTo(expected);
    }

    /** The prose's count ("a game without NoisyMoves loses twelve techniques") follows the code too. */
    @Test
    void theCountOfTechniquesLostWithoutNoisyMovesIsTheCodes() throws IOException {
        Matcher stated = Pattern.compile("without `NoisyMoves` loses (\\w+) techniques").matcher(section("capabilities"));
        assertThat(stated.find()).as("the README says how many techniques need NoisyMoves").isTrue();
        List<String> numbers = List.of("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen");
        assertThat(numbers.indexOf(stated.group(1))).isEqualTo(techniquesNeeding(NoisyMoves.class).size());
    }

    @Test
    void gamesJavadocNamesEveryCapability() throws IOException {
        String javadoc = Files.readString(GAME_SOURCE, StandardCharsets.UTF_8);
        String capabilities = javadoc.substring(javadoc.indexOf("<h2>Optional capabilities</h2>"),
                javadoc.indexOf("@param <P>"));
        for (Class<?> capability : capabilities()) {
            assertThat(capabilities).as("Game's Javadoc under 'Optional capabilities'")
                    .contains("{@link " + (capability.getPackageName().equals("io.github.tansaku.search")
                            ? capability.getSimpleName() : capability.getName()) + "}");
        }
    }

    @Test
    void thePassRecipesCodeIsTheOthelloExamplesOwn() throws IOException {
        String recipe = section("pass-recipe");
        Matcher block = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(recipe);
        assertThat(block.find()).as("a ```java block in the pass recipe").isTrue();
        String source = Files.readString(OTHELLO_SOURCE, StandardCharsets.UTF_8);
        assertThat(squeeze(source)).as("the recipe's code, word for word, in %s", OTHELLO_SOURCE)
                .contains(squeeze(block.group(1)));
        assertThat(recipe).contains(Othello.class.getSimpleName());
    }

    /** Every capability interface: those a technique needs, and those that unlock no technique. */
    private static Set<Class<?>> capabilities() {
        Set<Class<?>> all = new LinkedHashSet<>();
        for (Technique t : Technique.values()) {
            all.addAll(t.requiredCapabilities());
        }
        all.add(CaptureIndexing.class);
        all.add(LegalMoveCounting.class);
        all.add(LegalMoveGeneration.class);
        all.add(MoveLegality.class);
        all.add(FinalMargin.class);
        all.add(ThreatEscapes.class);
        return all;
    }

    private static Set<Technique> techniquesNeeding(Class<?> capability) {
        Set<Technique> needing = EnumSet.noneOf(Technique.class);
        for (Technique t : Technique.values()) {
            if (t.requiredCapabilities().contains(capability)) {
                needing.add(t);
            }
        }
        return needing;
    }

    /** The table's rows: the capability of the first cell, the techniques named in the last. */
    private static Map<String, Set<Technique>> tableRows() throws IOException {
        Map<String, Set<Technique>> rows = new LinkedHashMap<>();
        List<String> lines = new ArrayList<>(section("capabilities").lines()
                .filter(l -> l.startsWith("| ") && !l.startsWith("| ---")).toList());
        lines.remove(0); // the header
        for (String line : lines) {
            String[] cells = line.split("\\|");
            Matcher name = CODE.matcher(cells[1]);
            String capability = name.find() ? name.group(1) : cells[1].strip();
            Set<Technique> named = EnumSet.noneOf(Technique.class);
            Matcher code = CODE.matcher(cells[cells.length - 1]);
            while (code.find()) {
                if (isTechnique(code.group(1))) {
                    named.add(Technique.valueOf(code.group(1)));
                }
            }
            assertThat(rows.put(capability, named)).as("one row for %s", capability).isNull();
        }
        return rows;
    }

    private static boolean isTechnique(String name) {
        for (Technique t : Technique.values()) {
            if (t.name().equals(name)) {
                return true;
            }
        }
        return false;
    }

    private static String section(String marker) throws IOException {
        String readme = Files.readString(README, StandardCharsets.UTF_8);
        String begin = "<!-- BEGIN " + marker + " -->";
        String end = "<!-- END " + marker + " -->";
        int from = readme.indexOf(begin);
        int to = readme.indexOf(end);
        assertThat(from).as("%s in %s", begin, README.toAbsolutePath()).isNotNegative();
        assertThat(to).as("%s after %s", end, begin).isGreaterThan(from);
        return readme.substring(from + begin.length(), to);
    }

    private static String squeeze(String text) {
        return text.replaceAll("\\s+", " ").strip();
    }
}
