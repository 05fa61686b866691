package io.github.tansaku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.spark.TaskContext;
import org.junit.jupiter.api.Test;

/** Failing tasks: retried as on a cluster, and a job that cannot finish ends with a message naming it. */
class TaskRunnerTest {

    private final ByteArrayOutputStream output = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(output, true, StandardCharsets.UTF_8);

    @Test
    void aTaskThatThrowsOnItsFirstAttemptIsRetried() {
        List<Integer> results = TaskRunner.run(LocalSpark.context(), "flaky job", List.of(1, 2, 3), item -> {
            if (item == 2 && TaskContext.get().attemptNumber() == 0) {
                throw new IllegalStateException("first attempt fails");
            }
            return item * 10 + TaskContext.get().attemptNumber();
        }, out);
        assertThat(results).containsExactly(10, 21, 30);
        assertThat(output.toString(StandardCharsets.UTF_8)).contains("flaky job: 3/3 tasks done");
    }

    @Test
    void aTaskThatAlwaysThrowsFailsTheJobWithAClearMessage() {
        assertThatThrownBy(() -> TaskRunner.run(LocalSpark.context(), "doomed job", List.of(1, 2), item -> {
            if (item == 2) {
                throw new IllegalStateException("no luck with item 2");
            }
            return item;
        }, out)).isInstanceOf(JobFailedException.class)
                .hasMessageStartingWith("doomed job could not finish: ")
                .hasMessageContaining("failed " + SparkContexts.TASK_ATTEMPTS + " times")
                .hasMessageContaining("no luck with item 2");
    }

    @Test
    void aLocalMasterRetriesAsAClusterDoes() {
        assertThat(SparkContexts.withLocalRetries("local[*]")).isEqualTo("local[*,4]");
        assertThat(SparkContexts.withLocalRetries("local[2]")).isEqualTo("local[2,4]");
        assertThat(SparkContexts.withLocalRetries("local")).isEqualTo("local[1,4]");
        assertThat(SparkContexts.withLocalRetries("local[2,1]")).isEqualTo("local[2,1]");
        assertThat(SparkContexts.withLocalRetries("spark://host:7077")).isEqualTo("spark://host:7077");
    }
}
