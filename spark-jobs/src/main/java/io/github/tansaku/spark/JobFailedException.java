package io.github.tansaku.spark;

/**
 * A Spark job that could not finish: a task failed as many times as the cluster allows (four by
 * default, also on the local master here), or the job was cancelled. The message names the job
 * and gives Spark's reason, which names the failing task and the error it threw last.
 */
public final class JobFailedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** A failure of the job described by {@code job}, caused by {@code cause}. */
    public JobFailedException(String job, Throwable cause) {
        super(job + " could not finish: " + firstLine(cause), cause);
    }

    private static String firstLine(Throwable cause) {
        String message = String.valueOf(cause.getMessage());
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }
}
