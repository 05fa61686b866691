package io.github.tansaku.spark;

import java.io.PrintStream;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function;

/**
 * Runs work items on Spark and brings the results back in the items' order, printing progress
 * as tasks finish. Each item is one task, up to a given number of tasks; beyond it, consecutive
 * items share a task (Spark spends a fraction of a millisecond per task, which adds up over tens
 * of thousands of small items). A failing task is retried by Spark; when it fails
 * on every attempt, the job ends with a {@link JobFailedException} naming the job.
 */
public final class TaskRunner {

    private TaskRunner() {
    }

    /** {@link #run(JavaSparkContext, String, List, Function, int, PrintStream)} with one task per item. */
    public static <T, R> List<R> run(JavaSparkContext context, String job, List<T> items, Function<T, R> work,
            PrintStream out) {
        return run(context, job, items, work, Integer.MAX_VALUE, out);
    }

    /**
     * The results of {@code work} on every item of {@code items}, in order.
     *
     * @param context the Spark context
     * @param job     what the job is, for the progress lines and the failure message
     * @param items   the work items, serializable; each becomes one task
     * @param work    what a task does with its item; serializable, run on the workers
     * @param maxTasks the most tasks to cut the items into, at least 1
     * @param out     where progress goes
     * @throws JobFailedException when a task fails on every attempt
     */
    public static <T, R> List<R> run(JavaSparkContext context, String job, List<T> items, Function<T, R> work,
            int maxTasks, PrintStream out) {
        if (maxTasks < 1) {
            throw new IllegalArgumentException("a job needs at least one task, got " + maxTasks);
        }
        if (items.isEmpty()) {
            return List.of();
        }
        int tasks = Math.min(items.size(), maxTasks);
        TaskProgress progress = new TaskProgress(job, tasks, out);
        context.sc().addSparkListener(progress);
        try {
            List<R> results = context.parallelize(items, tasks).map(work).collect();
            progress.finish();
            return results;
        } catch (Exception e) {
            throw new JobFailedException(job, e);
        } finally {
            context.sc().removeSparkListener(progress);
        }
    }
}
