package io.github.tansaku.chess.engine;

import static io.github.tansaku.chess.engine.EngineDriver.assertLegal;
import static io.github.tansaku.chess.engine.EngineDriver.bestMove;
import static io.github.tansaku.chess.engine.EngineDriver.last;
import static io.github.tansaku.chess.engine.EngineDriver.texts;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Sayuri's release behaviour ({@code SayuriOptions.release()}) chosen through the UCI option
 * {@code Evaluator=sayuri-release}: {@code eval} traces it and the search plays with it. The
 * expected totals are Sayuri r2018.05.23's own values.
 */
class SayuriReleaseOptionTest {

    private static final String AFTER_E4 = "fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    private static final String EARLY_QUEEN = "fen rnbqkbnr/pppppppp/8/8/8/3Q4/PPPPPPPP/RNB1KN1R w KQkq - 0 1";

    @Test
    void evalTracesTheReleaseSettingAndTheDefaultsStayTheDefaults() throws Exception {
        try (EngineDriver driver = new EngineDriver()) {
            driver.send("setoption name Evaluator value sayuri-release");
            // Sayuri 2018 after 1.e4: -30 for Black to move, +0.30 for White.
            assertThat(evalTotal(driver, AFTER_E4)).isEqualTo("Total evaluation: 0.30 (white side)");
            // Sayuri 2018: -418 for White to move.
            assertThat(evalTotal(driver, EARLY_QUEEN)).isEqualTo("Total evaluation: -4.18 (white side)");
            driver.send("setoption name Evaluator value sayuri");
            // The documented weights and counted mobility: -88 for Black after 1.e4.
            assertThat(evalTotal(driver, AFTER_E4)).isEqualTo("Total evaluation: 0.88 (white side)");
        }
    }

    @Test
    void theSearchPlaysWithTheReleaseSetting() throws Exception {
        try (EngineDriver driver = new EngineDriver()) {
            driver.send("setoption name Evaluator value sayuri-release");
            driver.send("position " + EARLY_QUEEN);
            driver.send("go depth 3");
            List<EngineDriver.Line> lines = driver.untilBestMove(60_000);
            assertThat(texts(lines)).noneMatch(line -> line.startsWith("info string"));
            assertLegal(EARLY_QUEEN, bestMove(last(lines)));
        }
    }

    private static String evalTotal(EngineDriver driver, String position) {
        driver.send("position " + position);
        driver.send("eval");
        List<String> lines = texts(driver.until(text -> text.startsWith("Total evaluation:"), 10_000));
        assertThat(lines).anyMatch(line -> line.contains("Early queen |"));
        return lines.get(lines.size() - 1);
    }
}
