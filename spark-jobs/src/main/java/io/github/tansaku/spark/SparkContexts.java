package io.github.tansaku.spark;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Starts the Spark context of a job: the master given with {@code --master}, else the one
 * {@code spark-submit} set, else the embedded {@code local[*]}.
 *
 * <p>A local master retries a failing task as a cluster does ({@link #TASK_ATTEMPTS} attempts in
 * all): Spark's local mode otherwise gives a task a single attempt, so a job would behave
 * differently on a laptop and on a cluster. A local master also runs without the web UI (no port
 * to bind on a shared machine) and on the loopback address.
 */
public final class SparkContexts {

    /** The default master: every core of this machine. */
    public static final String DEFAULT_MASTER = "local[*]";
    /** Attempts per task before the job fails, as {@code spark.task.maxFailures}' default on a cluster. */
    public static final int TASK_ATTEMPTS = 4;

    private static final Pattern LOCAL = Pattern.compile("local(?:\\[([^,\\]]+)])?");

    private SparkContexts() {
    }

    /**
     * A new context named {@code appName} on {@code master}, or on spark-submit's master, or on
     * {@link #DEFAULT_MASTER} when {@code master} is null and nothing set one.
     */
    public static JavaSparkContext open(String master, String appName) {
        SparkConf conf = new SparkConf().setAppName(appName);
        if (master != null) {
            conf.setMaster(master);
        } else if (!conf.contains("spark.master")) {
            conf.setMaster(DEFAULT_MASTER);
        }
        String effective = withLocalRetries(conf.get("spark.master"));
        conf.setMaster(effective);
        if (effective.startsWith("local")) {
            conf.setIfMissing("spark.ui.enabled", "false");
            conf.setIfMissing("spark.driver.host", "127.0.0.1");
            conf.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
        }
        JavaSparkContext context = new JavaSparkContext(conf);
        context.setLogLevel("WARN");
        return context;
    }

    /**
     * {@code local}, {@code local[N]} and {@code local[*]} with {@link #TASK_ATTEMPTS} attempts per
     * task ({@code local[N,4]}); any other master (a cluster's, or a local one that already says
     * how many attempts) unchanged.
     */
    static String withLocalRetries(String master) {
        Matcher local = LOCAL.matcher(master);
        if (!local.matches()) {
            return master;
        }
        String threads = local.group(1) == null ? "1" : local.group(1);
        return "local[" + threads + "," + TASK_ATTEMPTS + "]";
    }
}
