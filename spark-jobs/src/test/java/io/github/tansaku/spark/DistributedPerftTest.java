package io.github.tansaku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.examples.harness.GameSetups;
import io.github.tansaku.search.Game;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The distributed perft against published counts (chess: the Chess Programming Wiki's perft
 * results; shogi: the published start-position counts; connect four: OEIS A212693), on
 * {@code local[2]}.
 */
class DistributedPerftTest {

    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    private final ByteArrayOutputStream output = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(output, true, StandardCharsets.UTF_8);

    @Test
    void chessStartDepth5() {
        assertThat(DistributedPerft.run(LocalSpark.context(), "chess", null, 5, 2, out).nodes()).isEqualTo(4_865_609L);
    }

    @Test
    void kiwipeteDepth4SplitAtThreeMergesTranspositions() {
        DistributedPerft.Result result = DistributedPerft.run(LocalSpark.context(), "chess", KIWIPETE, 4, 3, out);
        assertThat(result.nodes()).isEqualTo(4_085_603L);
        assertThat(result.paths()).isEqualTo(97_862L);
        assertThat((long) result.subPositions()).isLessThan(result.paths());
    }

    @Test
    void shogiStartDepth4() {
        assertThat(DistributedPerft.run(LocalSpark.context(), "shogi", null, 4, 2, out).nodes()).isEqualTo(719_731L);
    }

    @Test
    void connectFourDepth8() {
        assertThat(DistributedPerft.run(LocalSpark.context(), "connect4", null, 8, 2, out).nodes()).isEqualTo(5_673_234L);
    }

    @Test
    void aDepthBelowTheSplitPlyCountsTheLeavesAtThatDepth() {
        assertThat(DistributedPerft.run(LocalSpark.context(), "chess", null, 1, 2, out).nodes()).isEqualTo(20);
    }

    @Test
    void chessStartPositionHas5362DistinctPositionsAfterThreePlies() {
        Game<Object, ?> chess = game("chess");
        var split = PerftSplit.split(chess, chess.newPosition(), 3);
        assertThat(split).hasSize(5_362);
        assertThat(split.stream().mapToLong(SubPosition::multiplicity).sum()).isEqualTo(8_902L);
    }

    @Test
    void progressIsPrinted() {
        DistributedPerft.run(LocalSpark.context(), "chess", null, 3, 2, out);
        assertThat(output.toString(StandardCharsets.UTF_8)).contains("400 distinct positions in 400 tasks").contains("tasks done");
    }

    @SuppressWarnings("unchecked")
    private static Game<Object, ?> game(String name) {
        return (Game<Object, ?>) GameSetups.byName(name).game();
    }
}
