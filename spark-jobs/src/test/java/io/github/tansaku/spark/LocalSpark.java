package io.github.tansaku.spark;

import org.apache.spark.api.java.JavaSparkContext;

/** One Spark context on {@code local[2]} for all the tests of this module (a context takes seconds to start). */
final class LocalSpark {

    private static JavaSparkContext context;

    private LocalSpark() {
    }

    static synchronized JavaSparkContext context() {
        if (context == null) {
            context = SparkContexts.open("local[2]", "tansaku tests");
        }
        return context;
    }
}
