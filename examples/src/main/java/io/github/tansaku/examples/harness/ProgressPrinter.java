package io.github.tansaku.examples.harness;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchInfo;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;

/**
 * Prints a search's progress as a table, one line per completed iteration (and per failed
 * aspiration window, marked with its bound), and the final result.
 *
 * @param <M> the move type
 */
public final class ProgressPrinter<M> implements SearchListener<M> {

    private final PrintStream out;
    private final IntFunction<String> scoreText;

    /** A printer writing to {@code out}, scores in {@link Score#toString}'s words. */
    public ProgressPrinter(PrintStream out) {
        this(out, Score::toString);
    }

    /** A printer writing to {@code out}, scores in the words of {@code scoreText}. */
    public ProgressPrinter(PrintStream out, IntFunction<String> scoreText) {
        this.out = out;
        this.scoreText = scoreText;
    }

    /** Prints the column headings. */
    public void printHeader() {
        out.printf(Locale.ROOT, "%5s %4s %10s %12s %9s %10s  %s%n", "depth", "sel", "score", "nodes", "time ms", "nodes/s", "principal variation");
    }

    @Override
    public void onInfo(SearchInfo<M> info) {
        out.printf(Locale.ROOT, "%5d %4d %10s %12d %9d %10d  %s%n", info.depth(), info.selDepth(),
                bounded(scoreText.apply(info.score()), info.bound()), info.nodes(), info.timeMillis(), info.nodesPerSecond(), line(info.pv()));
    }

    /** Prints the best move, its score and the principal variation of {@code result}. */
    public void printResult(SearchResult<M> result) {
        out.printf(Locale.ROOT, "best move %s, score %s, depth %d, %d nodes in %d ms (%d nodes/s)%n",
                result.bestMove() == null ? "(none)" : result.bestMove(),
                result.bestMove() == null ? result.scoreText() : scoreText.apply(result.score()),
                result.depth(), result.nodes(), result.timeMillis(), result.nodesPerSecond());
        out.println("best line: " + line(result.pv()));
    }

    /** A score as people read it: {@code +35}, {@code win in 5 plies}, with {@code >=} or {@code <=} for bounds. */
    public static String score(int score, Bound bound) {
        return bounded(Score.toString(score), bound);
    }

    /** A score's text with {@code >=} or {@code <=} in front for a bound. */
    public static String bounded(String text, Bound bound) {
        return switch (bound) {
            case LOWER -> ">=" + text;
            case UPPER -> "<=" + text;
            case EXACT -> text;
        };
    }

    /** Moves separated by spaces. */
    public static String line(List<?> moves) {
        StringBuilder s = new StringBuilder();
        for (Object move : moves) {
            if (s.length() > 0) {
                s.append(' ');
            }
            s.append(move);
        }
        return s.toString();
    }
}
