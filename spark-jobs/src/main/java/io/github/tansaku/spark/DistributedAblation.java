package io.github.tansaku.spark;

import io.github.tansaku.examples.harness.Ablation;
import io.github.tansaku.examples.harness.GameSetup;
import io.github.tansaku.examples.harness.GameSetups;
import io.github.tansaku.harness.stats.EloEstimate;
import io.github.tansaku.harness.stats.Pentanomial;
import io.github.tansaku.harness.stats.Trinomial;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.search.engine.Engine;
import java.io.PrintStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.spark.api.java.JavaSparkContext;
import scala.Tuple2;

/**
 * The ablation table in Elo on Spark: for each search technique the game's defaults use, a
 * fixed-games match of the defaults against the defaults with that technique off (game pairs
 * with colours swapped from the game's book, in batches, all techniques' batches in one job),
 * the pair results reduced by technique into pentanomial counts, and beside them the nodes each
 * configuration needs to search the game's bench positions to a fixed depth (one task per
 * configuration). A technique's Elo is the defaults' Elo against the engine without it: what
 * the technique is worth inside the full searcher.
 */
public final class DistributedAblation {

    /** The name of the reference engine in every match. */
    static final String DEFAULTS = "defaults";

    /**
     * One line of the table.
     *
     * @param technique the technique switched off, as its engine option is named
     * @param nodes     nodes to the bench depth without it
     * @param pairs     the defaults' pair results against the engine without it
     * @param games     the defaults' W/D/L against it
     */
    public record Row(String technique, long nodes, Pentanomial pairs, Trinomial games) {
    }

    /**
     * The table.
     *
     * @param game           the game
     * @param benchDepth     the depth of the node counts
     * @param referenceNodes the defaults' nodes to that depth
     * @param rows           one row per technique, in the order of {@link Technique}
     */
    public record Table(String game, int benchDepth, long referenceNodes, List<Row> rows) {

        /** Copies the rows. */
        public Table {
            rows = List.copyOf(rows);
        }

        /** The table as aligned text. */
        public String text() {
            StringBuilder text = new StringBuilder(String.format(Locale.ROOT,
                    "Ablation of %s: each technique off against the defaults; nodes to depth %d on the bench positions%n",
                    game, benchDepth));
            text.append(String.format(Locale.ROOT, "%-36s %14s %9s %18s %7s  %s%n", "technique off", "nodes", "nodes",
                    "Elo of technique", "pairs", "Ptnml(0-2)"));
            text.append(String.format(Locale.ROOT, "%-36s %,14d %8.1f%%%n", "(none: the defaults)", referenceNodes, 100.0));
            for (Row row : rows) {
                text.append(String.format(Locale.ROOT, "%-36s %,14d %8.1f%% %18s %7d  %s%n", row.technique(), row.nodes(),
                        100.0 * row.nodes() / referenceNodes, elo(row.pairs()), row.pairs().pairs(), row.pairs()));
            }
            return text.toString();
        }

        private static String elo(Pentanomial pairs) {
            if (pairs.pairs() < 2) {
                return "-";
            }
            EloEstimate elo = EloEstimate.of(pairs);
            return String.format(Locale.ROOT, "%+.1f +/- %.1f", elo.elo(), elo.eloError());
        }
    }

    /**
     * How the matches are played.
     *
     * @param nodes    nodes per move (0 for none)
     * @param depth    depth per move (0 for none)
     * @param maxPlies the ply limit, 0 for none
     * @param pairs    game pairs per technique
     * @param batch    pairs per task
     */
    public record Matches(long nodes, int depth, int maxPlies, int pairs, int batch) implements Serializable {

        private static final long serialVersionUID = 1L;

        /** Refuses non-positive pair counts. */
        public Matches {
            if (pairs < 1 || batch < 1) {
                throw new IllegalArgumentException("pairs per technique and per task must be positive");
            }
        }
    }

    /** One task of the matches: a batch of pairs of one technique's match. */
    record TechniqueBatch(String technique, PairBatch batch) implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    private DistributedAblation() {
    }

    /**
     * The techniques {@code game}'s defaults use (and the game supports), as engine option names.
     *
     * @throws IllegalArgumentException for an unknown game
     */
    public static List<String> defaultTechniques(String game) {
        SearchOptions defaults = GameSetups.byName(game).searchOptions().supportedBy(GameSetups.byName(game).game());
        List<String> names = new ArrayList<>();
        for (Technique technique : Technique.values()) {
            if (defaults.enabled(technique)) {
                names.add(Engine.techniqueOptionName(technique));
            }
        }
        return names;
    }

    /**
     * Measures {@code techniques} (engine option names) of {@code game}.
     *
     * @throws JobFailedException when a task fails on every attempt
     */
    public static Table run(JavaSparkContext context, String game, List<String> techniques, Matches matches,
            int benchDepth, PrintStream out) {
        for (String technique : techniques) {
            off(technique).searchOptions(GameSetups.byName(game));
        }
        List<String> configurations = new ArrayList<>();
        configurations.add("");
        configurations.addAll(techniques);
        List<Long> nodes = TaskRunner.run(context, "ablation " + game + ": nodes to depth " + benchDepth, configurations,
                technique -> nodesToDepth(game, technique, benchDepth), out);
        Map<String, long[]> counts = play(context, game, techniques, matches, out);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < techniques.size(); i++) {
            long[] c = counts.get(techniques.get(i));
            rows.add(new Row(techniques.get(i), nodes.get(i + 1), new Pentanomial(c[0], c[1], c[2], c[3], c[4]),
                    new Trinomial(c[5], c[7], c[6])));
        }
        return new Table(game, benchDepth, nodes.get(0), rows);
    }

    private static Map<String, long[]> play(JavaSparkContext context, String game, List<String> techniques,
            Matches matches, PrintStream out) {
        List<TechniqueBatch> batches = new ArrayList<>();
        for (String technique : techniques) {
            for (int round = 0; round < matches.pairs(); round += matches.batch()) {
                batches.add(new TechniqueBatch(technique, new PairBatch(round, Math.min(matches.batch(),
                        matches.pairs() - round))));
            }
        }
        String job = "ablation " + game + ": " + techniques.size() + " matches of " + matches.pairs() + " pairs";
        TaskProgress progress = new TaskProgress(job, batches.size() + techniques.size(), out);
        context.sc().addSparkListener(progress);
        try {
            Map<String, long[]> counts = context.parallelize(batches, batches.size())
                    .mapToPair(batch -> new Tuple2<>(batch.technique(), counts(play(game, batch, matches))))
                    .reduceByKey(DistributedAblation::sum, techniques.size())
                    .collectAsMap();
            progress.finish();
            return counts;
        } catch (Exception e) {
            throw new JobFailedException(job, e);
        } finally {
            context.sc().removeSparkListener(progress);
        }
    }

    private static PairResults play(String game, TechniqueBatch batch, Matches matches) {
        MatchSpec spec = new MatchSpec(game, new EngineConfig(DEFAULTS, Map.of()), off(batch.technique()), matches.nodes(),
                matches.depth(), matches.maxPlies());
        return DistributedMatch.play(spec, batch.batch());
    }

    /** The engine with {@code technique} off, named after it. */
    static EngineConfig off(String technique) {
        return new EngineConfig("no-" + technique, Map.of(technique, "false"));
    }

    /** Pentanomial slots 0-4, then wins, losses, draws of the defaults. */
    private static long[] counts(PairResults results) {
        long[] counts = new long[8];
        for (int pair = 0; pair < results.batch().pairs(); pair++) {
            counts[results.halfPoints()[2 * pair] + results.halfPoints()[2 * pair + 1]]++;
            for (int game = 2 * pair; game < 2 * pair + 2; game++) {
                counts[results.halfPoints()[game] == 2 ? 5 : results.halfPoints()[game] == 0 ? 6 : 7]++;
            }
        }
        return counts;
    }

    private static long[] sum(long[] a, long[] b) {
        long[] total = new long[a.length];
        for (int i = 0; i < a.length; i++) {
            total[i] = a[i] + b[i];
        }
        return total;
    }

    private static long nodesToDepth(String game, String technique, int depth) {
        GameSetup<?, ?> setup = GameSetups.byName(game);
        SearchOptions options = technique.isEmpty() ? setup.searchOptions().supportedBy(setup.game())
                : off(technique).searchOptions(setup);
        return Ablation.measure(setup, options.withThreads(1), depth).nodes();
    }
}
