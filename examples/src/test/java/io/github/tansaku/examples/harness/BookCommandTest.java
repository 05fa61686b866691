package io.github.tansaku.examples.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.harness.match.Openings;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BookCommandTest {

    @Test
    void aBookIsMadeOfDistinctBalancedLinesAndReadsBack(@TempDir Path directory) throws Exception {
        Path book = directory.resolve("book.txt");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertThat(BookCommand.run(List.of("connect4", "--plies", "4", "--count", "10", "--seed", "3", "--out",
                book.toString()), new PrintStream(out, true, StandardCharsets.UTF_8))).isZero();
        List<String> lines = Files.readAllLines(book);
        assertThat(lines.get(0)).startsWith("# bin/tansaku book connect4 --plies 4 --count 10");
        assertThat(lines.subList(1, lines.size())).hasSize(10).doesNotHaveDuplicates()
                .allSatisfy(line -> assertThat(line).matches("startpos moves [1-7] [1-7] [1-7] [1-7]"));
        ConnectFourSetup setup = ConnectFourSetup.standard();
        assertThat(Openings.read(book, "position", setup.game(), setup.notation())).hasSize(10);
    }

    @Test
    void badArgumentsAreRefused() {
        PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        assertThatThrownBy(() -> BookCommand.run(List.of("--plies", "4"), out)).hasMessageContaining("which game");
        assertThatThrownBy(() -> BookCommand.run(List.of("connect4", "--plies", "4"), out))
                .hasMessageContaining("--count are required");
        assertThatThrownBy(() -> BookCommand.run(List.of("connect4", "--plies"), out)).hasMessageContaining("needs a value");
        assertThatThrownBy(() -> BookCommand.run(List.of("go", "--plies", "1", "--count", "1"), out))
                .hasMessageContaining("unknown game 'go'");
    }

    /** The shipped books read without error, every move legal, as the match runner reads them by default. */
    @ParameterizedTest
    @ValueSource(strings = {"chess", "shogi", "connect4"})
    void theShippedBooksAreWellFormed(String game) throws Exception {
        GameSetup<?, ?> setup = GameSetups.byName(game);
        try (InputStream in = MatchCommand.class.getResourceAsStream("books/" + game + ".txt")) {
            assertThat(in).isNotNull();
            List<String> lines = List.of(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R"));
            assertThat(readAll(setup, lines)).hasSize(lines.size() - 1).hasSizeGreaterThanOrEqualTo(100);
        }
    }

    private static <P, M> List<?> readAll(GameSetup<P, M> setup, List<String> lines) {
        return Openings.read(lines, "book", "position", setup.game(), setup.notation());
    }
}
