package io.github.tansaku.search.algo;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.tt.TranspositionTable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * How a {@link Searcher} runs: its runtime settings (table size, principal variations,
 * threads), the techniques switched on, and the tunable numbers ({@link SearchParameters}, whose
 * names, defaults and ranges are the table {@link SearchParameter}). Immutable.
 *
 * <p>{@link #defaults()} switches every technique on, the generic starting point; an engine
 * switches off what it measures to be weaker for its game (the chess engine: the check
 * extension) and scales the margins to its evaluator's units with {@link #scaledBy(double)};
 * {@link #exact()} keeps only the {@linkplain Technique#valuePreserving() value-preserving}
 * techniques, so a fixed-depth search returns plain minimax's value. Techniques are switched
 * with {@link #with(Technique, boolean)}, parameters set with
 * {@link #with(SearchParameter, double)}.
 *
 * <h2>Units</h2>
 * Margins (aspiration, futility, razoring, ProbCut, delta pruning, null-move eval term) are in
 * the evaluator's units ({@link SearchParameter.Unit#EVALUATION}). The defaults suit
 * centipawn-like units (a pawn is about 100), as used by the chess and shogi evaluators; a game
 * whose evaluator uses other units scales them with {@link #scaledBy(double)} (for example by 10
 * if a pawn-like unit is worth 1000).
 *
 * <h2>Time management</h2>
 * The soft limit of {@link io.github.tansaku.search.SearchLimits} is scaled after each
 * iteration: by {@code timeBestMoveChangeFactor} when the best move changed, by
 * {@code timeScoreDropFactor} when the score dropped by {@code timeScoreDropMargin} or more, by
 * {@code timeStableFactor} when the best move has been the same for
 * {@code timeStableIterations} iterations (one move dominates); never beyond the hard limit.
 * No new iteration starts after {@code timeNextIterationFraction} of the scaled soft limit.
 *
 * <p>With {@code timeInstabilityWeight} above 0, the best-move-change factor gives way to a
 * longer memory of instability: every time a move other than the first one searched takes the
 * lead at the root (of the first principal variation, in any window), a count of best-move
 * changes grows by one; the count halves at the start of each iteration; and the soft limit is
 * multiplied by {@code 1 + timeInstabilityWeight * count}. A best move that changed twice in
 * the last iteration and once in the one before gives a count of 2.5; once it settles, the
 * extension fades over a few iterations instead of ending at once. (The 2018 Stockfish search
 * this follows uses a weight of 1.)
 *
 * <p>With {@code timeScoreTrendSpan} above 0, the soft limit also follows the score's trend
 * since the searcher's previous move in the same game (its search two game plies earlier, see
 * {@link io.github.tansaku.search.Game#gamePly}): it is multiplied by
 * {@code 1 + (previous - score) / timeScoreTrendSpan}, kept within
 * [{@code timeScoreTrendMin}, {@code timeScoreTrendMax}]. A score that fell by the span doubles
 * the time; a score that rose shortens it, down to the minimum. The rule is skipped when either
 * score is decided (a mate or a game end), after {@code Searcher.clearHistory()}, and in games
 * that do not count their plies. (The 2018 Stockfish search this follows doubles its time for
 * a fall of about a quarter of a pawn and bounds the factor at about 0.8 and 2.7.)
 *
 * @param hashMegabytes Size of the transposition table a searcher builds for itself, in MiB.
 * @param multiPv How many principal variations (best root moves) to search and report.
 * @param threads Search threads (Lazy SMP: helpers search the same root and share only the
 *     transposition table). 1 by default, which keeps searches deterministic; with more, the
 *     evaluator must be thread-safe and the game's {@code copy} must give independent positions.
 * @param parameters the tunable numbers of the search's steps
 * @param techniques the techniques switched on
 */
public record SearchOptions(
        int hashMegabytes,
        int multiPv,
        int threads,
        SearchParameters parameters,
        Set<Technique> techniques) {

    /** Validates every field and makes {@code techniques} an unmodifiable copy. */
    public SearchOptions {
        requireRange("hashMegabytes", hashMegabytes, 1, TranspositionTable.MAX_MEGABYTES);
        requireRange("multiPv", multiPv, 1, Score.MAX_PLY);
        requireRange("threads", threads, 1, MAX_THREADS);
        if (parameters == null) {
            throw new IllegalArgumentException("parameters must not be null");
        }
        if (techniques == null) {
            throw new IllegalArgumentException("techniques must not be null");
        }
        EnumSet<Technique> copy = EnumSet.noneOf(Technique.class);
        copy.addAll(techniques);
        techniques = Collections.unmodifiableSet(copy);
    }

    /** The most search threads accepted. */
    public static final int MAX_THREADS = 256;

    /** The default table size, in MiB. */
    public static final int DEFAULT_HASH_MEGABYTES = 16;

    private static final SearchOptions DEFAULTS = new SearchOptions(DEFAULT_HASH_MEGABYTES, 1, 1,
            SearchParameters.defaults(), EnumSet.allOf(Technique.class));

    /**
     * Every technique on, every parameter at its {@link SearchParameter#defaultValue()}, one
     * thread, one principal variation, a 16 MiB table: the generic starting point (see the class
     * description for what an engine adapts).
     */
    public static SearchOptions defaults() {
        return DEFAULTS;
    }

    /**
     * Only the value-preserving techniques on (move ordering, transposition table, aspiration,
     * PVS, mate-distance pruning, internal iterative deepening, the best thread choice): a
     * fixed-depth search returns the same root value as plain minimax.
     */
    public static SearchOptions exact() {
        EnumSet<Technique> exact = EnumSet.noneOf(Technique.class);
        for (Technique t : Technique.values()) {
            if (t.valuePreserving()) {
                exact.add(t);
            }
        }
        return DEFAULTS.withTechniques(exact);
    }

    /** The value of the integral parameter {@code p} (what the search's steps read). */
    public int get(SearchParameter p) {
        return parameters.intValue(p);
    }

    /** The value of parameter {@code p}, whole or not. */
    public double getDouble(SearchParameter p) {
        return parameters.doubleValue(p);
    }

    /**
     * A copy with parameter {@code p} set to {@code value}.
     *
     * @throws IllegalArgumentException naming {@code p}, if the value is out of its range or not
     *     whole for an integral parameter
     */
    public SearchOptions with(SearchParameter p, double value) {
        return withParameters(parameters.with(p, value));
    }

    /** A copy with these parameters. */
    public SearchOptions withParameters(SearchParameters changed) {
        return new SearchOptions(hashMegabytes, multiPv, threads, changed, techniques);
    }

    /**
     * A copy whose margins are in an evaluator's units, {@code unit} of them to one
     * centipawn-like unit of the defaults: see {@link SearchParameters#scaledBy(double)}.
     */
    public SearchOptions scaledBy(double unit) {
        return withParameters(parameters.scaledBy(unit));
    }

    /** Whether technique {@code t} is switched on. */
    public boolean enabled(Technique t) {
        return techniques.contains(t);
    }

    /** A copy with technique {@code t} switched on or off. */
    public SearchOptions with(Technique t, boolean on) {
        EnumSet<Technique> changed = EnumSet.noneOf(Technique.class);
        changed.addAll(techniques);
        if (on) {
            changed.add(t);
        } else {
            changed.remove(t);
        }
        return withTechniques(changed);
    }

    /**
     * A copy with technique {@code t} switched on, and with it every technique it needs
     * ({@link Technique#withPrerequisites()}): what an ablation "with {@code t}" runs.
     */
    public SearchOptions including(Technique t) {
        EnumSet<Technique> changed = EnumSet.noneOf(Technique.class);
        changed.addAll(techniques);
        changed.addAll(t.withPrerequisites());
        return withTechniques(changed);
    }

    /**
     * A copy with technique {@code t} switched off, and with it every technique that needs it
     * (directly or through another): what an ablation "without {@code t}" runs. The techniques
     * switched off with it would do nothing without it, so the search is the same as with
     * {@code t} alone switched off.
     */
    public SearchOptions without(Technique t) {
        EnumSet<Technique> changed = EnumSet.noneOf(Technique.class);
        for (Technique other : techniques) {
            if (!other.withPrerequisites().contains(t)) {
                changed.add(other);
            }
        }
        return withTechniques(changed);
    }

    /** A copy with exactly these techniques on. */
    public SearchOptions withTechniques(Collection<Technique> on) {
        EnumSet<Technique> set = EnumSet.noneOf(Technique.class);
        set.addAll(on);
        return new SearchOptions(hashMegabytes, multiPv, threads, parameters, set);
    }

    /**
     * A copy with the techniques {@code game} lacks a capability for switched off, and then those
     * left without a {@linkplain Technique#prerequisites() prerequisite};
     * {@link #unsupportedBy} says which ones and why.
     */
    public SearchOptions supportedBy(Game<?, ?> game) {
        EnumSet<Technique> supported = EnumSet.noneOf(Technique.class);
        for (Technique t : techniques) {
            if (t.supportedBy(game)) {
                supported.add(t);
            }
        }
        return withTechniques(withPrerequisitesMet(supported));
    }

    /**
     * {@code on} without the techniques whose prerequisites are off, repeated until none is left
     * (a prerequisite may itself lack one).
     */
    private static EnumSet<Technique> withPrerequisitesMet(EnumSet<Technique> on) {
        boolean dropped = true;
        while (dropped) {
            dropped = on.removeIf(t -> !on.containsAll(t.prerequisites()));
        }
        return on;
    }

    /**
     * The enabled techniques {@code game} cannot run, each with the capability interfaces it
     * lacks and the prerequisite techniques that are off (or switched off in turn): what
     * {@link #supportedBy} switches off, in {@link Technique} order. Empty when the game supports
     * every enabled technique and every enabled technique's prerequisites are on.
     */
    public List<UnsupportedTechnique> unsupportedBy(Game<?, ?> game) {
        Set<Technique> effective = supportedBy(game).techniques();
        List<UnsupportedTechnique> unsupported = new ArrayList<>();
        for (Technique t : techniques) {
            if (effective.contains(t)) {
                continue;
            }
            List<Class<?>> missing = new ArrayList<>();
            for (Class<?> capability : t.requiredCapabilities()) {
                if (!capability.isInstance(game)) {
                    missing.add(capability);
                }
            }
            List<Technique> off = new ArrayList<>();
            for (Technique prerequisite : t.prerequisites()) {
                if (!effective.contains(prerequisite)) {
                    off.add(prerequisite);
                }
            }
            unsupported.add(new UnsupportedTechnique(t, missing, off));
        }
        return List.copyOf(unsupported);
    }

    /**
     * Throws if an enabled technique needs a capability {@code game} lacks, or a technique that
     * is off, naming both.
     *
     * @throws IllegalArgumentException naming the technique and the missing capability or prerequisite
     */
    public void requireSupportedBy(Game<?, ?> game) {
        for (Technique t : techniques) {
            Class<?> missing = t.missingCapability(game);
            if (missing != null) {
                throw new IllegalArgumentException("technique " + t + " needs the game '" + game.name()
                        + "' to implement " + missing.getSimpleName()
                        + "; switch it off or use options.supportedBy(game)");
            }
        }
        requirePrerequisites();
    }

    /**
     * Throws if an enabled technique needs another technique that is off: it would silently do
     * nothing.
     *
     * @throws IllegalArgumentException naming the technique and its prerequisite
     */
    public void requirePrerequisites() {
        for (Technique t : techniques) {
            for (Technique prerequisite : t.prerequisites()) {
                if (!techniques.contains(prerequisite)) {
                    throw new IllegalArgumentException("technique " + t + " needs technique " + prerequisite
                            + " (" + prerequisite.description() + "), which is off; switch " + t
                            + " off too, or " + prerequisite + " on, or use options.supportedBy(game)");
                }
            }
        }
    }

    /** A copy with {@code hashMegabytes} set; see the record description. */
    public SearchOptions withHashMegabytes(int value) {
        return new SearchOptions(value, multiPv, threads, parameters, techniques);
    }

    /** A copy with {@code multiPv} set; see the record description. */
    public SearchOptions withMultiPv(int value) {
        return new SearchOptions(hashMegabytes, value, threads, parameters, techniques);
    }

    /** A copy with {@code threads} set; see the record description. */
    public SearchOptions withThreads(int value) {
        return new SearchOptions(hashMegabytes, multiPv, value, parameters, techniques);
    }

    private static void requireRange(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + "]: " + value);
        }
    }
}
