package io.github.tansaku.examples.harness;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The bench signature gate of the teaching games: the node count of {@code bin/tansaku bench GAME}
 * (fixed positions, the game's bench depth) is pinned here, as the chess and shogi engines' are in
 * their modules. A commit that changes search behaviour updates these numbers and says why.
 */
class BenchSignatureTest {

    @ParameterizedTest
    @CsvSource({"connect4, 68233", "connect4-5x4, 18498", "tictactoe, 1442", "othello, 112383"})
    void theBenchSignatureIsPinned(String game, long signature) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        GameSetup<?, ?> setup = GameSetups.byName(game);
        Bench.run(setup, setup.benchDepth(), new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertThat(bytes.toString(StandardCharsets.UTF_8))
                .as("the %s bench signature changed: update it here and say why in the commit", game)
                .contains("Nodes searched  : " + signature + System.lineSeparator());
    }
}
