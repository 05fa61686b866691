package io.github.tansaku.examples.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The runner against real engines when they are installed (Debian's {@code stockfish} and
 * {@code fairy-stockfish}); skipped with a message when they are not, so the build never needs
 * them. Two short games each against our built-in engine: no fault on either side, every game
 * ended by the rules or a resignation.
 */
class RealEngineMatchTest {

    private static String match(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        MatchCommand.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void stockfishPlaysAPairOfChessGames() throws Exception {
        Path stockfish = Path.of("/usr/games/stockfish");
        assumeTrue(Files.isExecutable(stockfish), "skipped: " + stockfish + " is not installed (apt-get install stockfish)");
        String text = match("-engine", "builtin=chess", "name=tansaku", "-engine", "cmd=" + stockfish, "name=sf",
                "option.UCI_LimitStrength=true", "option.UCI_Elo=1350", "-each", "nodes=2000", "-rounds", "1",
                "-repeat", "-maxplies", "300");
        assertThat(text).contains("Games: 2,").contains("Faults: tansaku none; sf none");
    }

    @Test
    void fairyStockfishPlaysAPairOfShogiGames() throws Exception {
        Path fairy = Path.of("/usr/games/fairy-stockfish");
        assumeTrue(Files.isExecutable(fairy), "skipped: " + fairy + " is not installed (apt-get install fairy-stockfish)");
        String text = match("-game", "shogi", "-engine", "builtin=shogi", "name=tansaku", "-engine", "cmd=" + fairy,
                "name=fsf", "-each", "nodes=2000", "-rounds", "1", "-repeat", "-maxplies", "400");
        assertThat(text).contains("Games: 2,").contains("Faults: tansaku none; fsf none");
    }
}
