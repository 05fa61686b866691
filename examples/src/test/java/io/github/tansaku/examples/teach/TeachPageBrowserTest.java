package io.github.tansaku.examples.teach;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The teaching page in a real browser: headless Chromium opens it at given steps (the page's
 * script steps through the search to them), and the DOM it renders shows the article's search at
 * that step: the node being entered, the cut once C has returned, G's ghost shown only then. A
 * screenshot is saved to {@code examples/target/teach-page.png}. Opt-in, as it needs Chromium:
 * {@code mvn -Pbrowser -pl examples -am verify}; skipped with a message when no Chromium is found.
 */
@Tag("browser")
class TeachPageBrowserTest {

    @TempDir
    Path dir;

    private static String chromium() {
        for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
            for (String folder : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
                Path candidate = Path.of(folder, name);
                if (Files.isExecutable(candidate)) {
                    return candidate.toString();
                }
            }
        }
        return null;
    }

    private static String run(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        byte[] out = process.getInputStream().readAllBytes();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("chromium finished").isTrue();
        return new String(out, StandardCharsets.UTF_8);
    }

    private static List<String> browser(String chromium, String... arguments) {
        List<String> command = new ArrayList<>(List.of(chromium, "--headless", "--no-sandbox", "--disable-gpu",
                "--virtual-time-budget=2000"));
        command.addAll(List.of(arguments));
        return command;
    }

    private static String textOf(String dom, String id) {
        Matcher m = Pattern.compile("id=\"" + id + "\"[^>]*>([^<]*)<").matcher(dom);
        assertThat(m.find()).as("element %s in the rendered page", id).isTrue();
        return m.group(1);
    }

    private static String ghostStyle(String dom, String panel) {
        int svg = dom.indexOf("id=\"" + panel + "-svg\"");
        Matcher m = Pattern.compile("<g class=\"ghost\" data-parent=\"[0-9]+\"( style=\"[^\"]*\")?").matcher(dom);
        assertThat(m.find(svg)).as("a ghost in %s", panel).isTrue();
        return m.group(1) == null ? "" : m.group(1);
    }

    @Test
    void stepsThroughTheArticlesSearchInChromium() throws Exception {
        String chromium = chromium();
        Assumptions.assumeTrue(chromium != null, "no chromium on the PATH (Debian: apt-get install chromium)");
        Teach.run(List.of(dir.toString(), "--game", "tictactoe", "--depth", "3"),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        String page = dir.resolve("index.html").toUri().toString();

        String atThirteen = run(browser(chromium, "--dump-dom", page + "#article=13"));
        assertThat(textOf(atThirteen, "article-step")).isEqualTo("step 13 of 20");
        assertThat(textOf(atThirteen, "article-alphabeta-status"))
                .isEqualTo("step 13: enter E (ply 2, depth 1) with the window (10, 20)");
        assertThat(textOf(atThirteen, "article-minimax-status"))
                .isEqualTo("step 13: enter E (ply 2, depth 1) with the window (-∞, +∞)");
        assertThat(ghostStyle(atThirteen, "article-alphabeta")).contains("hidden");

        String atSeventeen = run(browser(chromium, "--dump-dom", page + "#article=17"));
        assertThat(textOf(atSeventeen, "article-alphabeta-status"))
                .isEqualTo("step 17: C returns -5 ≥ beta: fails high; beta cut: G never searched");
        assertThat(ghostStyle(atSeventeen, "article-alphabeta")).contains("visible");

        Path screenshot = Path.of("target", "teach-page.png").toAbsolutePath();
        Files.deleteIfExists(screenshot);
        run(browser(chromium, "--screenshot=" + screenshot, "--window-size=1600,1300", page + "#article=17&tictactoe=9"));
        assertThat(screenshot).exists();
        assertThat(Files.size(screenshot)).isGreaterThan(20_000);
        System.out.println("screenshot of the teaching page: " + screenshot);
    }
}
