package io.github.tansaku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The deep published counts through the distributed perft: minutes each on a laptop, so only in
 * the opt-in {@code slow} profile ({@code mvn -Pslow verify -pl spark-jobs -am}).
 */
@Tag("slow")
class DeepDistributedPerftTest {

    private final PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

    @Test
    void chessStartDepth7() {
        assertThat(DistributedPerft.run(LocalSpark.context(), "chess", null, 7, 2, out).nodes())
                .isEqualTo(3_195_901_860L);
    }

    @Test
    void kiwipeteDepth6() {
        assertThat(DistributedPerft.run(LocalSpark.context(), "chess", DistributedPerftTest.KIWIPETE, 6, 2, out).nodes())
                .isEqualTo(8_031_647_685L);
    }

    @Test
    void shogiStartDepth6() {
        assertThat(DistributedPerft.run(LocalSpark.context(), "shogi", null, 6, 2, out).nodes())
                .isEqualTo(547_581_517L);
    }
}
