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
 * Every switch and tunable constant of the {@link Searcher}, in one immutable record.
 *
 * <p>{@link #defaults()} switches every technique on, the generic starting point; an engine
 * switches off what it measures to be weaker for its game (the chess engine: the check
 * extension) and scales the margins to its evaluator's units;
 * {@link #exact()} keeps only the {@linkplain Technique#valuePreserving() value-preserving}
 * techniques, so a fixed-depth search returns plain minimax's value. Each field has a
 * {@code withXxx} method; techniques are switched with {@link #with(Technique, boolean)}.
 *
 * <h2>Units</h2>
 * Margins (aspiration, futility, razoring, ProbCut, delta pruning, null-move eval term) are in
 * the evaluator's units. The defaults suit centipawn-like units (a pawn is about 100), as used
 * by the chess and shogi evaluators; a game whose evaluator uses other units should scale them
 * (for example multiply every margin by 10 if a pawn-like unit is worth 1000).
 *
 * <h2>Time management</h2>
 * The soft limit of {@link io.github.tansaku.search.SearchLimits} is scaled after each
 * iteration: by {@code timeBestMoveChangeFactor} when the best move changed, by
 * {@code timeScoreDropFactor} when the score dropped by {@code timeScoreDropMargin} or more, by
 * {@code timeStableFactor} when the best move has been the same for
 * {@code timeStableIterations} iterations (one move dominates); never beyond the hard limit.
 * No new iteration starts after {@code timeNextIterationFraction} of the scaled soft limit.
 *
 * @param hashMegabytes Size of the transposition table a searcher builds for itself, in MiB.
 * @param multiPv How many principal variations (best root moves) to search and report.
 * @param threads Search threads (Lazy SMP: helpers search the same root and share only the
 *     transposition table). 1 by default, which keeps searches deterministic; with more, the
 *     evaluator must be thread-safe and the game's {@code copy} must give independent positions.
 * @param aspirationMinDepth First iteration that uses an aspiration window (shallow scores jump too much).
 * @param aspirationDelta Initial half-width of the aspiration window; it grows by half after each failure.
 * @param nullMoveMinDepth Smallest remaining depth at which null-move pruning is tried.
 * @param nullMoveReduction Base depth reduction R of the null-move search (plus depth / nullMoveDepthDivisor and the eval term).
 * @param nullMoveDepthDivisor R grows by one every this many plies of remaining depth.
 * @param nullMoveEvalDivisor R grows by one (at most three) for each this many units the static score exceeds beta.
 * @param reverseFutilityMaxDepth Deepest remaining depth at which reverse futility pruning applies.
 * @param reverseFutilityMargin Reverse futility margin per ply of remaining depth.
 * @param razoringMaxDepth Deepest remaining depth at which razoring applies.
 * @param razoringMargin Razoring margin per ply of remaining depth.
 * @param futilityMaxDepth Deepest remaining depth at which futility pruning applies.
 * @param futilityBase Constant part of the futility margin.
 * @param futilityMargin Futility margin per ply of remaining depth.
 * @param lateMovePruningMaxDepth Deepest remaining depth at which late move pruning applies.
 * @param lateMovePruningBase Quiet moves searched before late move pruning starts: base + depth squared.
 * @param lmrMinDepth Smallest remaining depth at which late moves are reduced.
 * @param lmrMinMoves Moves (1-based) before this number are never reduced; PV nodes add one.
 * @param lmrBase Constant term of the reduction: base + ln(depth) ln(move number) / divisor.
 * @param lmrDivisor Divisor of the logarithmic reduction term.
 * @param lmrHistoryDivisor Late move reductions shrink by one ply per this much history score (at most two plies either way).
 * @param probCutMinDepth Smallest remaining depth at which ProbCut is tried.
 * @param probCutMargin How far above beta the shallow ProbCut search must fail high.
 * @param probCutReduction Depth reduction of the ProbCut search.
 * @param iidMinDepth Smallest remaining depth at which a PV node without a table move runs internal iterative deepening.
 * @param iidReduction Depth reduction of the internal iterative deepening search.
 * @param singularMinDepth Smallest remaining depth at which the table move is tested for singularity.
 * @param singularMarginPerDepth The other moves must stay this much per ply of depth below the table score for the table move to count as singular (and be extended).
 * @param singularNegativeExtension Plies the table move is searched shallower when it is not singular, the reduced search without it stays below beta (no multi-cut), but its stored score is at least beta: other moves probably cut too, so proving it deeply is wasted (0: off).
 * @param deltaMargin Delta pruning margin in quiescence search.
 * @param seePruningNoisyMargin SEE pruning skips a capture or check whose static exchange loses more than this times the remaining depth (in the units of the game's StaticExchange).
 * @param seePruningQuietMargin SEE pruning skips a quiet move whose static exchange loses more than this times the remaining depth squared (in the units of the game's StaticExchange).
 * @param seePruningMaxDepth Largest remaining depth at which SEE pruning applies (default {@link Score#MAX_PLY}: no limit; deeper, every move is searched whatever it loses by exchange: a sacrifice can only be proved by searching it).
 * @param continuationPruningMaxDepth Largest remaining depth at which continuation pruning applies.
 * @param historyBonusLimit Largest history bonus of one cutoff (the bonus is depth squared up to this; at most 512, where the update's gravity stops keeping entries bounded).
 * @param timeBestMoveChangeFactor Soft time limit factor after an iteration that changed the best move.
 * @param timeScoreDropFactor Soft time limit factor after an iteration whose score dropped by at least timeScoreDropMargin.
 * @param timeScoreDropMargin Score drop that counts as a drop for time management.
 * @param timeStableFactor Soft time limit factor when the best move has not changed for timeStableIterations iterations.
 * @param timeStableIterations Iterations without a best-move change after which one move is considered to dominate.
 * @param timeNextIterationFraction No new iteration starts once this fraction of the (adjusted) soft limit has passed, because the next iteration would most likely not finish.
 * @param techniques the techniques switched on
 */
public record SearchOptions(
        int hashMegabytes,
        int multiPv,
        int threads,
        int aspirationMinDepth,
        int aspirationDelta,
        int nullMoveMinDepth,
        int nullMoveReduction,
        int nullMoveDepthDivisor,
        int nullMoveEvalDivisor,
        int reverseFutilityMaxDepth,
        int reverseFutilityMargin,
        int razoringMaxDepth,
        int razoringMargin,
        int futilityMaxDepth,
        int futilityBase,
        int futilityMargin,
        int lateMovePruningMaxDepth,
        int lateMovePruningBase,
        int lmrMinDepth,
        int lmrMinMoves,
        double lmrBase,
        double lmrDivisor,
        int lmrHistoryDivisor,
        int probCutMinDepth,
        int probCutMargin,
        int probCutReduction,
        int iidMinDepth,
        int iidReduction,
        int singularMinDepth,
        int singularMarginPerDepth,
        int singularNegativeExtension,
        int deltaMargin,
        int seePruningNoisyMargin,
        int seePruningQuietMargin,
        int seePruningMaxDepth,
        int continuationPruningMaxDepth,
        int historyBonusLimit,
        double timeBestMoveChangeFactor,
        double timeScoreDropFactor,
        int timeScoreDropMargin,
        double timeStableFactor,
        int timeStableIterations,
        double timeNextIterationFraction,
        Set<Technique> techniques) {

    /** Validates every field and makes {@code techniques} an unmodifiable copy. */
    public SearchOptions {
        requireRange("hashMegabytes", hashMegabytes, 1, TranspositionTable.MAX_MEGABYTES);
        requireRange("multiPv", multiPv, 1, Score.MAX_PLY);
        requireRange("threads", threads, 1, MAX_THREADS);
        requireRange("aspirationMinDepth", aspirationMinDepth, 1, Score.MAX_PLY);
        requireRange("aspirationDelta", aspirationDelta, 1, Score.MATE_BOUND);
        requireRange("nullMoveMinDepth", nullMoveMinDepth, 1, Score.MAX_PLY);
        requireRange("nullMoveReduction", nullMoveReduction, 1, Score.MAX_PLY);
        requireRange("nullMoveDepthDivisor", nullMoveDepthDivisor, 1, Score.MAX_PLY);
        requireRange("nullMoveEvalDivisor", nullMoveEvalDivisor, 1, Score.MATE_BOUND);
        requireRange("reverseFutilityMaxDepth", reverseFutilityMaxDepth, 0, Score.MAX_PLY);
        requireRange("reverseFutilityMargin", reverseFutilityMargin, 0, Score.MATE_BOUND);
        requireRange("razoringMaxDepth", razoringMaxDepth, 0, Score.MAX_PLY);
        requireRange("razoringMargin", razoringMargin, 0, Score.MATE_BOUND);
        requireRange("futilityMaxDepth", futilityMaxDepth, 0, Score.MAX_PLY);
        requireRange("futilityBase", futilityBase, 0, Score.MATE_BOUND);
        requireRange("futilityMargin", futilityMargin, 0, Score.MATE_BOUND);
        requireRange("lateMovePruningMaxDepth", lateMovePruningMaxDepth, 0, Score.MAX_PLY);
        requireRange("lateMovePruningBase", lateMovePruningBase, 0, 1000);
        requireRange("lmrMinDepth", lmrMinDepth, 1, Score.MAX_PLY);
        requireRange("lmrMinMoves", lmrMinMoves, 1, 1000);
        requireRange("lmrBase", lmrBase, 0, 10);
        requireRange("lmrHistoryDivisor", lmrHistoryDivisor, 1, 1_000_000);
        requireRange("lmrDivisor", lmrDivisor, 0.1, 100);
        requireRange("probCutMinDepth", probCutMinDepth, 2, Score.MAX_PLY);
        requireRange("probCutMargin", probCutMargin, 0, Score.MATE_BOUND);
        requireRange("probCutReduction", probCutReduction, 1, Score.MAX_PLY);
        requireRange("iidMinDepth", iidMinDepth, 2, Score.MAX_PLY);
        requireRange("iidReduction", iidReduction, 1, Score.MAX_PLY);
        requireRange("singularMinDepth", singularMinDepth, 2, Score.MAX_PLY);
        requireRange("singularMarginPerDepth", singularMarginPerDepth, 0, Score.MATE_BOUND);
        requireRange("singularNegativeExtension", singularNegativeExtension, 0, 2);
        requireRange("historyBonusLimit", historyBonusLimit, 1, 512);
        requireRange("seePruningQuietMargin", seePruningQuietMargin, 0, Score.MATE_BOUND);
        requireRange("seePruningMaxDepth", seePruningMaxDepth, 0, 1000);
        requireRange("continuationPruningMaxDepth", continuationPruningMaxDepth, 0, 1000);
        requireRange("seePruningNoisyMargin", seePruningNoisyMargin, 0, Score.MATE_BOUND);
        requireRange("deltaMargin", deltaMargin, 0, Score.MATE_BOUND);
        requireRange("timeBestMoveChangeFactor", timeBestMoveChangeFactor, 1, 10);
        requireRange("timeScoreDropFactor", timeScoreDropFactor, 1, 10);
        requireRange("timeScoreDropMargin", timeScoreDropMargin, 0, Score.MATE_BOUND);
        requireRange("timeStableFactor", timeStableFactor, 0.1, 1);
        requireRange("timeStableIterations", timeStableIterations, 1, Score.MAX_PLY);
        requireRange("timeNextIterationFraction", timeNextIterationFraction, 0.05, 1);
        if (techniques == null) {
            throw new IllegalArgumentException("techniques must not be null");
        }
        EnumSet<Technique> copy = EnumSet.noneOf(Technique.class);
        copy.addAll(techniques);
        techniques = Collections.unmodifiableSet(copy);
    }

    /** The most search threads accepted. */
    public static final int MAX_THREADS = 256;

    private static final SearchOptions DEFAULTS = new SearchOptions(
            16,
            1,
            1,
            5,
            15,
            2,
            4,
            3,
            200,
            8,
            85,
            2,
            300,
            8,
            100,
            90,
            8,
            3,
            3,
            2,
            0.75,
            2.25,
            5000,
            5,
            100,
            4,
            5,
            2,
            6,
            2,
            1,
            200,
            100,
            15,
            Score.MAX_PLY,
            3,
            400,
            1.5,
            1.3,
            30,
            0.7,
            6,
            0.6,
            EnumSet.allOf(Technique.class));

    /**
     * Every technique on, parameters as documented on each field: the generic starting point
     * (see the class description for what an engine adapts).
     */
    public static SearchOptions defaults() {
        return DEFAULTS;
    }

    /**
     * Only the value-preserving techniques on (move ordering, transposition table, aspiration,
     * PVS, mate-distance pruning, internal iterative deepening): a fixed-depth search returns
     * the same root value as plain minimax.
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
        Draft d = new Draft(this);
        d.techniques = set;
        return d.build();
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
        Draft d = new Draft(this);
        d.hashMegabytes = value;
        return d.build();
    }

    /** A copy with {@code multiPv} set; see the record description. */
    public SearchOptions withMultiPv(int value) {
        Draft d = new Draft(this);
        d.multiPv = value;
        return d.build();
    }

    /** A copy with {@code threads} set; see the record description. */
    public SearchOptions withThreads(int value) {
        Draft d = new Draft(this);
        d.threads = value;
        return d.build();
    }

    /** A copy with {@code aspirationMinDepth} set; see the record description. */
    public SearchOptions withAspirationMinDepth(int value) {
        Draft d = new Draft(this);
        d.aspirationMinDepth = value;
        return d.build();
    }

    /** A copy with {@code aspirationDelta} set; see the record description. */
    public SearchOptions withAspirationDelta(int value) {
        Draft d = new Draft(this);
        d.aspirationDelta = value;
        return d.build();
    }

    /** A copy with {@code nullMoveMinDepth} set; see the record description. */
    public SearchOptions withNullMoveMinDepth(int value) {
        Draft d = new Draft(this);
        d.nullMoveMinDepth = value;
        return d.build();
    }

    /** A copy with {@code nullMoveReduction} set; see the record description. */
    public SearchOptions withNullMoveReduction(int value) {
        Draft d = new Draft(this);
        d.nullMoveReduction = value;
        return d.build();
    }

    /** A copy with {@code nullMoveDepthDivisor} set; see the record description. */
    public SearchOptions withNullMoveDepthDivisor(int value) {
        Draft d = new Draft(this);
        d.nullMoveDepthDivisor = value;
        return d.build();
    }

    /** A copy with {@code nullMoveEvalDivisor} set; see the record description. */
    public SearchOptions withNullMoveEvalDivisor(int value) {
        Draft d = new Draft(this);
        d.nullMoveEvalDivisor = value;
        return d.build();
    }

    /** A copy with {@code reverseFutilityMaxDepth} set; see the record description. */
    public SearchOptions withReverseFutilityMaxDepth(int value) {
        Draft d = new Draft(this);
        d.reverseFutilityMaxDepth = value;
        return d.build();
    }

    /** A copy with {@code reverseFutilityMargin} set; see the record description. */
    public SearchOptions withReverseFutilityMargin(int value) {
        Draft d = new Draft(this);
        d.reverseFutilityMargin = value;
        return d.build();
    }

    /** A copy with {@code razoringMaxDepth} set; see the record description. */
    public SearchOptions withRazoringMaxDepth(int value) {
        Draft d = new Draft(this);
        d.razoringMaxDepth = value;
        return d.build();
    }

    /** A copy with {@code razoringMargin} set; see the record description. */
    public SearchOptions withRazoringMargin(int value) {
        Draft d = new Draft(this);
        d.razoringMargin = value;
        return d.build();
    }

    /** A copy with {@code futilityMaxDepth} set; see the record description. */
    public SearchOptions withFutilityMaxDepth(int value) {
        Draft d = new Draft(this);
        d.futilityMaxDepth = value;
        return d.build();
    }

    /** A copy with {@code futilityBase} set; see the record description. */
    public SearchOptions withFutilityBase(int value) {
        Draft d = new Draft(this);
        d.futilityBase = value;
        return d.build();
    }

    /** A copy with {@code futilityMargin} set; see the record description. */
    public SearchOptions withFutilityMargin(int value) {
        Draft d = new Draft(this);
        d.futilityMargin = value;
        return d.build();
    }

    /** A copy with {@code lateMovePruningMaxDepth} set; see the record description. */
    public SearchOptions withLateMovePruningMaxDepth(int value) {
        Draft d = new Draft(this);
        d.lateMovePruningMaxDepth = value;
        return d.build();
    }

    /** A copy with {@code lateMovePruningBase} set; see the record description. */
    public SearchOptions withLateMovePruningBase(int value) {
        Draft d = new Draft(this);
        d.lateMovePruningBase = value;
        return d.build();
    }

    /** A copy with {@code lmrMinDepth} set; see the record description. */
    public SearchOptions withLmrMinDepth(int value) {
        Draft d = new Draft(this);
        d.lmrMinDepth = value;
        return d.build();
    }

    /** A copy with {@code lmrMinMoves} set; see the record description. */
    public SearchOptions withLmrMinMoves(int value) {
        Draft d = new Draft(this);
        d.lmrMinMoves = value;
        return d.build();
    }

    /** A copy with {@code lmrBase} set; see the record description. */
    public SearchOptions withLmrBase(double value) {
        Draft d = new Draft(this);
        d.lmrBase = value;
        return d.build();
    }

    /** A copy with {@code lmrHistoryDivisor} set; see the record description. */
    public SearchOptions withLmrHistoryDivisor(int value) {
        Draft d = new Draft(this);
        d.lmrHistoryDivisor = value;
        return d.build();
    }

    /** A copy with {@code lmrDivisor} set; see the record description. */
    public SearchOptions withLmrDivisor(double value) {
        Draft d = new Draft(this);
        d.lmrDivisor = value;
        return d.build();
    }

    /** A copy with {@code probCutMinDepth} set; see the record description. */
    public SearchOptions withProbCutMinDepth(int value) {
        Draft d = new Draft(this);
        d.probCutMinDepth = value;
        return d.build();
    }

    /** A copy with {@code probCutMargin} set; see the record description. */
    public SearchOptions withProbCutMargin(int value) {
        Draft d = new Draft(this);
        d.probCutMargin = value;
        return d.build();
    }

    /** A copy with {@code probCutReduction} set; see the record description. */
    public SearchOptions withProbCutReduction(int value) {
        Draft d = new Draft(this);
        d.probCutReduction = value;
        return d.build();
    }

    /** A copy with {@code iidMinDepth} set; see the record description. */
    public SearchOptions withIidMinDepth(int value) {
        Draft d = new Draft(this);
        d.iidMinDepth = value;
        return d.build();
    }

    /** A copy with {@code singularMinDepth} set; see the record description. */
    public SearchOptions withSingularMinDepth(int value) {
        Draft d = new Draft(this);
        d.singularMinDepth = value;
        return d.build();
    }

    /** A copy with {@code singularMarginPerDepth} set; see the record description. */
    public SearchOptions withSingularMarginPerDepth(int value) {
        Draft d = new Draft(this);
        d.singularMarginPerDepth = value;
        return d.build();
    }

    /** A copy with {@code singularNegativeExtension} set; see the record description. */
    public SearchOptions withSingularNegativeExtension(int value) {
        Draft d = new Draft(this);
        d.singularNegativeExtension = value;
        return d.build();
    }

    /** A copy with {@code iidReduction} set; see the record description. */
    public SearchOptions withIidReduction(int value) {
        Draft d = new Draft(this);
        d.iidReduction = value;
        return d.build();
    }

    /** A copy with {@code historyBonusLimit} set; see the record description. */
    public SearchOptions withHistoryBonusLimit(int value) {
        Draft d = new Draft(this);
        d.historyBonusLimit = value;
        return d.build();
    }

    /** A copy with {@code deltaMargin} set; see the record description. */
    public SearchOptions withDeltaMargin(int value) {
        Draft d = new Draft(this);
        d.deltaMargin = value;
        return d.build();
    }

    /** A copy with {@code seePruningNoisyMargin} set; see the record description. */
    public SearchOptions withSeePruningNoisyMargin(int value) {
        Draft d = new Draft(this);
        d.seePruningNoisyMargin = value;
        return d.build();
    }

    /** A copy with {@code seePruningQuietMargin} set; see the record description. */
    public SearchOptions withSeePruningQuietMargin(int value) {
        Draft d = new Draft(this);
        d.seePruningQuietMargin = value;
        return d.build();
    }

    /** A copy with {@code seePruningMaxDepth} set; see the record description. */
    public SearchOptions withSeePruningMaxDepth(int value) {
        Draft d = new Draft(this);
        d.seePruningMaxDepth = value;
        return d.build();
    }

    /** A copy with {@code continuationPruningMaxDepth} set; see the record description. */
    public SearchOptions withContinuationPruningMaxDepth(int value) {
        Draft d = new Draft(this);
        d.continuationPruningMaxDepth = value;
        return d.build();
    }

    /** A copy with {@code timeBestMoveChangeFactor} set; see the record description. */
    public SearchOptions withTimeBestMoveChangeFactor(double value) {
        Draft d = new Draft(this);
        d.timeBestMoveChangeFactor = value;
        return d.build();
    }

    /** A copy with {@code timeScoreDropFactor} set; see the record description. */
    public SearchOptions withTimeScoreDropFactor(double value) {
        Draft d = new Draft(this);
        d.timeScoreDropFactor = value;
        return d.build();
    }

    /** A copy with {@code timeScoreDropMargin} set; see the record description. */
    public SearchOptions withTimeScoreDropMargin(int value) {
        Draft d = new Draft(this);
        d.timeScoreDropMargin = value;
        return d.build();
    }

    /** A copy with {@code timeStableFactor} set; see the record description. */
    public SearchOptions withTimeStableFactor(double value) {
        Draft d = new Draft(this);
        d.timeStableFactor = value;
        return d.build();
    }

    /** A copy with {@code timeStableIterations} set; see the record description. */
    public SearchOptions withTimeStableIterations(int value) {
        Draft d = new Draft(this);
        d.timeStableIterations = value;
        return d.build();
    }

    /** A copy with {@code timeNextIterationFraction} set; see the record description. */
    public SearchOptions withTimeNextIterationFraction(double value) {
        Draft d = new Draft(this);
        d.timeNextIterationFraction = value;
        return d.build();
    }

    /** A mutable copy, so each {@code withXxx} changes one field without listing all of them. */
    private static final class Draft {
        int hashMegabytes;
        int multiPv;
        int threads;
        int aspirationMinDepth;
        int aspirationDelta;
        int nullMoveMinDepth;
        int nullMoveReduction;
        int nullMoveDepthDivisor;
        int nullMoveEvalDivisor;
        int reverseFutilityMaxDepth;
        int reverseFutilityMargin;
        int razoringMaxDepth;
        int razoringMargin;
        int futilityMaxDepth;
        int futilityBase;
        int futilityMargin;
        int lateMovePruningMaxDepth;
        int lateMovePruningBase;
        int lmrMinDepth;
        int lmrMinMoves;
        double lmrBase;
        double lmrDivisor;
        int lmrHistoryDivisor;
        int probCutMinDepth;
        int probCutMargin;
        int probCutReduction;
        int iidMinDepth;
        int iidReduction;
        int singularMinDepth;
        int singularMarginPerDepth;
        int singularNegativeExtension;
        int deltaMargin;
        int seePruningNoisyMargin;
        int seePruningQuietMargin;
        int seePruningMaxDepth;
        int continuationPruningMaxDepth;
        int historyBonusLimit;
        double timeBestMoveChangeFactor;
        double timeScoreDropFactor;
        int timeScoreDropMargin;
        double timeStableFactor;
        int timeStableIterations;
        double timeNextIterationFraction;
        Set<Technique> techniques;

        Draft(SearchOptions o) {
            hashMegabytes = o.hashMegabytes;
            multiPv = o.multiPv;
            threads = o.threads;
            aspirationMinDepth = o.aspirationMinDepth;
            aspirationDelta = o.aspirationDelta;
            nullMoveMinDepth = o.nullMoveMinDepth;
            nullMoveReduction = o.nullMoveReduction;
            nullMoveDepthDivisor = o.nullMoveDepthDivisor;
            nullMoveEvalDivisor = o.nullMoveEvalDivisor;
            reverseFutilityMaxDepth = o.reverseFutilityMaxDepth;
            reverseFutilityMargin = o.reverseFutilityMargin;
            razoringMaxDepth = o.razoringMaxDepth;
            razoringMargin = o.razoringMargin;
            futilityMaxDepth = o.futilityMaxDepth;
            futilityBase = o.futilityBase;
            futilityMargin = o.futilityMargin;
            lateMovePruningMaxDepth = o.lateMovePruningMaxDepth;
            lateMovePruningBase = o.lateMovePruningBase;
            lmrMinDepth = o.lmrMinDepth;
            lmrMinMoves = o.lmrMinMoves;
            lmrBase = o.lmrBase;
            lmrDivisor = o.lmrDivisor;
            lmrHistoryDivisor = o.lmrHistoryDivisor;
            probCutMinDepth = o.probCutMinDepth;
            probCutMargin = o.probCutMargin;
            probCutReduction = o.probCutReduction;
            iidMinDepth = o.iidMinDepth;
            iidReduction = o.iidReduction;
            singularMinDepth = o.singularMinDepth;
            singularMarginPerDepth = o.singularMarginPerDepth;
            singularNegativeExtension = o.singularNegativeExtension;
            deltaMargin = o.deltaMargin;
            seePruningNoisyMargin = o.seePruningNoisyMargin;
            seePruningQuietMargin = o.seePruningQuietMargin;
            seePruningMaxDepth = o.seePruningMaxDepth;
            continuationPruningMaxDepth = o.continuationPruningMaxDepth;
            historyBonusLimit = o.historyBonusLimit;
            timeBestMoveChangeFactor = o.timeBestMoveChangeFactor;
            timeScoreDropFactor = o.timeScoreDropFactor;
            timeScoreDropMargin = o.timeScoreDropMargin;
            timeStableFactor = o.timeStableFactor;
            timeStableIterations = o.timeStableIterations;
            timeNextIterationFraction = o.timeNextIterationFraction;
            techniques = o.techniques;
        }

        SearchOptions build() {
            return new SearchOptions(
                    hashMegabytes,
                    multiPv,
                    threads,
                    aspirationMinDepth,
                    aspirationDelta,
                    nullMoveMinDepth,
                    nullMoveReduction,
                    nullMoveDepthDivisor,
                    nullMoveEvalDivisor,
                    reverseFutilityMaxDepth,
                    reverseFutilityMargin,
                    razoringMaxDepth,
                    razoringMargin,
                    futilityMaxDepth,
                    futilityBase,
                    futilityMargin,
                    lateMovePruningMaxDepth,
                    lateMovePruningBase,
                    lmrMinDepth,
                    lmrMinMoves,
                    lmrBase,
                    lmrDivisor,
                    lmrHistoryDivisor,
                    probCutMinDepth,
                    probCutMargin,
                    probCutReduction,
                    iidMinDepth,
                    iidReduction,
                    singularMinDepth,
                    singularMarginPerDepth,
                    singularNegativeExtension,
                    deltaMargin,
                    seePruningNoisyMargin,
                    seePruningQuietMargin,
                    seePruningMaxDepth,
                    continuationPruningMaxDepth,
                    historyBonusLimit,
                    timeBestMoveChangeFactor,
                    timeScoreDropFactor,
                    timeScoreDropMargin,
                    timeStableFactor,
                    timeStableIterations,
                    timeNextIterationFraction,
                    techniques);
        }
    }

    private static void requireRange(String name, double value, double min, double max) {
        if (!(value >= min && value <= max)) {
            throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + "]: " + value);
        }
    }

    private static void requireRange(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + "]: " + value);
        }
    }
}
