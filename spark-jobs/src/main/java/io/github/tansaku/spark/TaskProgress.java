package io.github.tansaku.spark;

import java.io.PrintStream;
import java.util.Locale;
import org.apache.spark.ExceptionFailure;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;

/**
 * Prints a job's progress as its tasks finish: tasks done of the total, time so far and the
 * estimated time left (at most one line a second, and the last one always). Failed task
 * attempts are reported as they happen, since Spark runs them again.
 */
final class TaskProgress extends SparkListener {

    private final String job;
    private final int total;
    private final PrintStream out;
    private final long start = System.nanoTime();
    private int done;
    private long lastPrint;
    private boolean finished;

    TaskProgress(String job, int total, PrintStream out) {
        this.job = job;
        this.total = total;
        this.out = out;
    }

    @Override
    public synchronized void onTaskEnd(SparkListenerTaskEnd taskEnd) {
        if (finished) {
            return;
        }
        if (!taskEnd.taskInfo().successful()) {
            out.println(job + ": a task attempt failed (" + reason(taskEnd) + "); Spark retries it");
            return;
        }
        done++;
        long now = System.nanoTime();
        if (done == total || now - lastPrint >= 1_000_000_000L) {
            lastPrint = now;
            out.println(line(done, (now - start) / 1e9));
            finished = done == total;
        }
    }

    /**
     * The job has succeeded: prints the last line unless it is out already (Spark delivers task
     * events on its own thread, possibly after the job's result), and ignores later events.
     */
    synchronized void finish() {
        if (!finished) {
            finished = true;
            out.println(line(total, (System.nanoTime() - start) / 1e9));
        }
    }

    private static String reason(SparkListenerTaskEnd taskEnd) {
        return taskEnd.reason() instanceof ExceptionFailure failure ? failure.className() + ": " + failure.description()
                : String.valueOf(taskEnd.reason());
    }

    /** The progress line after {@code finished} of the tasks in {@code seconds}. */
    String line(int finished, double seconds) {
        String eta = finished == 0 ? "?" : duration(seconds / finished * (total - finished));
        return String.format(Locale.ROOT, "%s: %d/%d tasks done, %s elapsed, ETA %s", job, finished, total,
                duration(seconds), eta);
    }

    static String duration(double seconds) {
        long whole = Math.round(seconds);
        if (whole < 60) {
            return String.format(Locale.ROOT, "%.1f s", seconds);
        }
        return String.format(Locale.ROOT, "%d min %02d s", whole / 60, whole % 60);
    }
}
