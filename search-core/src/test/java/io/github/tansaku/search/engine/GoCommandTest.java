package io.github.tansaku.search.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GoCommandTest {

    private final List<String> warnings = new ArrayList<>();

    @Test
    void readsEveryUciField() {
        GoCommand go = GoCommand.parse("wtime 300000 btime 299000 winc 2000 binc 1000 movestogo 40 depth 12 nodes 5000"
                + " movetime 1000", warnings::add);
        assertThat(go.numbers).containsEntry("wtime", 300_000L).containsEntry("btime", 299_000L)
                .containsEntry("winc", 2_000L).containsEntry("binc", 1_000L).containsEntry("movestogo", 40L)
                .containsEntry("depth", 12L).containsEntry("nodes", 5_000L).containsEntry("movetime", 1_000L);
        assertThat(warnings).isEmpty();
    }

    @Test
    void readsTheUsiClockAndMateInfinite() {
        GoCommand go = GoCommand.parse("btime 0 wtime 0 byoyomi 1000", warnings::add);
        assertThat(go.numbers).containsEntry("byoyomi", 1_000L).containsEntry("btime", 0L);
        assertThat(GoCommand.parse("mate infinite", warnings::add).mate).isEqualTo(Long.MAX_VALUE);
        assertThat(GoCommand.parse("mate 5000", warnings::add).mate).isEqualTo(5_000L);
    }

    @Test
    void searchmovesEndsAtTheNextKeyword() {
        GoCommand go = GoCommand.parse("searchmoves e2e4 d2d4 depth 5 infinite", warnings::add);
        assertThat(go.searchMoves).containsExactly("e2e4", "d2d4");
        assertThat(go.numbers).containsEntry("depth", 5L);
        assertThat(go.infinite).isTrue();
    }

    @Test
    void ponderAndInfiniteAreFlags() {
        GoCommand go = GoCommand.parse("ponder wtime 1000 btime 1000", warnings::add);
        assertThat(go.ponder).isTrue();
        assertThat(go.infinite).isFalse();
    }

    @Test
    void badNumbersAreReportedAndIgnored() {
        GoCommand go = GoCommand.parse("depth x nodes -5 wtime -20 frobnicate movetime", warnings::add);
        assertThat(go.numbers).containsOnlyKeys("wtime").containsEntry("wtime", -20L);
        assertThat(warnings).hasSize(4);
        assertThat(warnings.get(0)).contains("'x'").contains("depth");
        assertThat(warnings.get(1)).contains("nodes").contains("negative");
        assertThat(warnings.get(2)).contains("frobnicate");
        assertThat(warnings.get(3)).contains("movetime needs a value");
    }

    @Test
    void aBadPerftOrMateValueIsReportedAndIgnored() {
        for (String arguments : List.of("perft", "perft two", "perft -1", "mate soon", "mate -1", "mate")) {
            warnings.clear();
            GoCommand go = GoCommand.parse(arguments + " depth 3", warnings::add);
            assertThat(go.perft).as(arguments).isNull();
            assertThat(go.mate).as(arguments).isNull();
            assertThat(go.numbers).as(arguments).containsEntry("depth", 3L);
            assertThat(warnings).as(arguments).hasSize(1);
        }
        assertThat(GoCommand.parse("mate soon", warnings::add).mateAsked).isTrue();
        assertThat(GoCommand.parse("perft 3", warnings::add).perft).isEqualTo(3L);
    }
}
