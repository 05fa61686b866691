package io.github.tansaku.search.algo;

import io.github.tansaku.search.Score;
import java.util.Locale;

/**
 * The search's tunable numbers, each with its default value, its accepted range and its unit:
 * this table is the one place where the search's tunables and their values are written.
 *
 * <p>{@link SearchParameters} holds one value per constant; {@link SearchParameters#with}
 * changes one of them and checks the range. A value in {@link Unit#EVALUATION} units is
 * multiplied by {@link SearchParameters#scaledBy(double)} when an evaluator's unit is not a
 * centipawn-like hundredth of a pawn. The defaults suit such centipawn-like units (a pawn is
 * about 100), as the chess and shogi evaluators use.
 *
 * <p>Each constant's {@link #key()} is its camel-case name ({@code futilityMargin} for
 * {@link #FUTILITY_MARGIN}), used in error messages.
 */
public enum SearchParameter {
    // name                          unit               default         min   max
    ASPIRATION_MIN_DEPTH            (Unit.PLIES,              5,          1, Score.MAX_PLY),
    ASPIRATION_DELTA                (Unit.EVALUATION,        15,          1, Score.MATE_BOUND),
    NULL_MOVE_MIN_DEPTH             (Unit.PLIES,              2,          1, Score.MAX_PLY),
    NULL_MOVE_REDUCTION             (Unit.PLIES,              4,          1, Score.MAX_PLY),
    NULL_MOVE_DEPTH_DIVISOR         (Unit.PLIES,              3,          1, Score.MAX_PLY),
    NULL_MOVE_EVAL_DIVISOR          (Unit.EVALUATION,       200,          1, Score.MATE_BOUND),
    REVERSE_FUTILITY_MAX_DEPTH      (Unit.PLIES,              8,          0, Score.MAX_PLY),
    REVERSE_FUTILITY_MARGIN         (Unit.EVALUATION,        85,          0, Score.MATE_BOUND),
    RAZORING_MAX_DEPTH              (Unit.PLIES,              2,          0, Score.MAX_PLY),
    RAZORING_MARGIN                 (Unit.EVALUATION,       300,          0, Score.MATE_BOUND),
    FUTILITY_MAX_DEPTH              (Unit.PLIES,              8,          0, Score.MAX_PLY),
    FUTILITY_BASE                   (Unit.EVALUATION,       100,          0, Score.MATE_BOUND),
    FUTILITY_MARGIN                 (Unit.EVALUATION,        90,          0, Score.MATE_BOUND),
    LATE_MOVE_PRUNING_MAX_DEPTH     (Unit.PLIES,              8,          0, Score.MAX_PLY),
    LATE_MOVE_PRUNING_BASE          (Unit.COUNT,              3,          0, 1000),
    LMR_MIN_DEPTH                   (Unit.PLIES,              3,          1, Score.MAX_PLY),
    LMR_MIN_MOVES                   (Unit.COUNT,              2,          1, 1000),
    LMR_BASE                        (Unit.FACTOR,          0.75,          0, 10),
    LMR_DIVISOR                     (Unit.FACTOR,          2.25,        0.1, 100),
    LMR_HISTORY_DIVISOR             (Unit.HISTORY,         5000,          1, 1_000_000),
    LMR_CUT_NODE                    (Unit.PLIES,              0,          0, 8),
    LMR_HISTORY_CLAMP               (Unit.PLIES,              2,          0, 16),
    PRUNE_AT_REDUCED_DEPTH          (Unit.COUNT,              0,          0, 1),
    CONTINUATION_FOURTH_PLY         (Unit.COUNT,              0,          0, 1),
    STRUCTURE_HISTORY               (Unit.COUNT,              0,          0, 1),
    PROB_CUT_MIN_DEPTH              (Unit.PLIES,              5,          2, Score.MAX_PLY),
    PROB_CUT_MARGIN                 (Unit.EVALUATION,       100,          0, Score.MATE_BOUND),
    PROB_CUT_REDUCTION              (Unit.PLIES,              4,          1, Score.MAX_PLY),
    IID_MIN_DEPTH                   (Unit.PLIES,              5,          2, Score.MAX_PLY),
    IID_REDUCTION                   (Unit.PLIES,              2,          1, Score.MAX_PLY),
    SINGULAR_MIN_DEPTH              (Unit.PLIES,              6,          2, Score.MAX_PLY),
    SINGULAR_MARGIN_PER_DEPTH       (Unit.EVALUATION,         2,          0, Score.MATE_BOUND),
    SINGULAR_NEGATIVE_EXTENSION     (Unit.PLIES,              1,          0, 2),
    DELTA_MARGIN                    (Unit.EVALUATION,       200,          0, Score.MATE_BOUND),
    QS_TABLE_STAND_PAT              (Unit.COUNT,              0,          0, 1),
    QS_EXCHANGE_FUTILITY            (Unit.COUNT,              0,          0, 1),
    QS_PRUNING_SPARES_CHECKS        (Unit.COUNT,              0,          0, 1),
    SEE_PRUNING_NOISY_MARGIN        (Unit.EXCHANGE,         100,          0, Score.MATE_BOUND),
    SEE_PRUNING_QUIET_MARGIN        (Unit.EXCHANGE,          15,          0, Score.MATE_BOUND),
    SEE_PRUNING_MAX_DEPTH           (Unit.PLIES,  Score.MAX_PLY,          0, 1000),
    CONTINUATION_PRUNING_MAX_DEPTH  (Unit.PLIES,              3,          0, 1000),
    HISTORY_BONUS_LIMIT             (Unit.HISTORY,          400,          1, 512),
    CAPTURE_HISTORY_DIVISOR         (Unit.COUNT,             16,          1, 1_000_000),
    SELECTION_SWAP                  (Unit.COUNT,              0,          0, 1),
    QUIET_THREAT_ESCAPE             (Unit.HISTORY,            0,          0, 100_000),
    CORRECTION_MAX_WEIGHT           (Unit.COUNT,             16,          1, 256),
    CORRECTION_LIMIT                (Unit.EVALUATION,        96,          0, Short.MAX_VALUE),
    MATE_PROBE_DEPTH_BONUS          (Unit.PLIES,              6,          0, Score.MAX_PLY),
    MATE_CHECK_MIN_DEPTH            (Unit.PLIES,              4,          1, Score.MAX_PLY),
    MATE_CHECK_NODES                (Unit.COUNT,         20_000,          1, 100_000_000),
    MATE_CHECKS_PER_ITERATION       (Unit.COUNT,              3,          1, 1000),
    TIME_BEST_MOVE_CHANGE_FACTOR    (Unit.FACTOR,           1.5,          1, 10),
    TIME_INSTABILITY_WEIGHT         (Unit.FACTOR,             0,          0, 10),
    TIME_SCORE_DROP_FACTOR          (Unit.FACTOR,           1.3,          1, 10),
    TIME_SCORE_DROP_MARGIN          (Unit.EVALUATION,        30,          0, Score.MATE_BOUND),
    TIME_SCORE_TREND_SPAN           (Unit.EVALUATION,         0,          0, Score.MATE_BOUND),
    TIME_SCORE_TREND_MIN            (Unit.FACTOR,           0.8,        0.1, 1),
    TIME_SCORE_TREND_MAX            (Unit.FACTOR,           2.7,          1, 10),
    TIME_STABLE_FACTOR              (Unit.FACTOR,           0.7,        0.1, 1),
    TIME_STABLE_ITERATIONS          (Unit.COUNT,              6,          1, Score.MAX_PLY),
    TIME_NEXT_ITERATION_FRACTION    (Unit.FACTOR,           0.6,       0.05, 1),
    TIME_OPENING_FACTOR             (Unit.FACTOR,             1,       0.05, 10),
    TIME_OPENING_PLIES              (Unit.PLIES,             60,          1, 1000);

    // What each one means, by search step:
    // ASPIRATION_MIN_DEPTH: first iteration that uses an aspiration window (shallow scores jump too much).
    // ASPIRATION_DELTA: initial half-width of the aspiration window; it grows by half after each failure.
    // NULL_MOVE_MIN_DEPTH: smallest remaining depth at which null-move pruning is tried.
    // NULL_MOVE_REDUCTION: base reduction R of the null-move search (plus depth / NULL_MOVE_DEPTH_DIVISOR
    //     and one, at most three, per NULL_MOVE_EVAL_DIVISOR units the static score exceeds beta).
    // REVERSE_FUTILITY_*, RAZORING_*, FUTILITY_*: deepest remaining depth, and margin per ply of it
    //     (futility adds FUTILITY_BASE).
    // LATE_MOVE_PRUNING_BASE: quiet moves searched before late move pruning starts: base + depth squared.
    // LMR_MIN_DEPTH, LMR_MIN_MOVES: no reduction below this depth, or before this (1-based) move; PV nodes add one.
    // LMR_BASE, LMR_DIVISOR: the reduction is base + ln(depth) ln(move number) / divisor.
    // LMR_HISTORY_DIVISOR, LMR_HISTORY_CLAMP: the reduction shrinks by one ply per LMR_HISTORY_DIVISOR of
    //     history score, by at most LMR_HISTORY_CLAMP plies either way.
    // LMR_CUT_NODE: plies of reduction added at an expected cut node (a null-window child searched reduced,
    //     or a child of an expected all node); 0: cut nodes are reduced like the others.
    // PRUNE_AT_REDUCED_DEPTH: 1: futility, continuation and quiet SEE pruning judge a quiet move at the depth
    //     its late-move reduction would leave it (remaining depth - 1 - reduction); 0: at the remaining depth.
    // PROB_CUT_*: smallest depth, how far above beta the shallow search must fail high, and its reduction.
    // IID_*: smallest depth at which a PV node without a table move runs internal iterative deepening,
    //     and that search's reduction.
    // SINGULAR_MIN_DEPTH, SINGULAR_MARGIN_PER_DEPTH: the other moves must stay this much per ply below the
    //     table score for the table move to count as singular (and be extended).
    // SINGULAR_NEGATIVE_EXTENSION: plies the table move is searched shallower when it is not singular but
    //     the reduced search's stored score is at least beta (0: off).
    // DELTA_MARGIN: delta pruning margin in quiescence search.
    // QS_TABLE_STAND_PAT: 1: quiescence stands pat on the table's score instead of the static score where
    //     the entry's bound says the static score is too low (a lower bound above it) or too high (an upper
    //     bound below it), or the entry is exact; 0: on the static score.
    // QS_EXCHANGE_FUTILITY: 1: where quiescence's stand pat plus DELTA_MARGIN is at most alpha, a noisy move
    //     that wins no material by exchange (SEE below 1) is skipped (with DELTA_PRUNING); 0: not.
    // QS_PRUNING_SPARES_CHECKS: 1: delta pruning and QS_EXCHANGE_FUTILITY leave the noisy moves that give
    //     check (the game's CheckDetection; a game without it tells of no check, so none is spared); 0: they
    //     judge them by material like the others.
    // SEE_PRUNING_NOISY_MARGIN, SEE_PRUNING_QUIET_MARGIN: a capture or check is skipped when its exchange
    //     loses more than this times the depth; a quiet move, this times the depth squared.
    // SEE_PRUNING_MAX_DEPTH: deeper, every move is searched whatever it loses by exchange (default: no limit).
    // CONTINUATION_PRUNING_MAX_DEPTH: largest remaining depth at which continuation pruning applies.
    // CONTINUATION_FOURTH_PLY: 1: quiet moves are ordered (and rewarded) also by the continuation history
    //     after our own move three plies earlier (the fourth ply back); 0: after the last two moves only.
    // STRUCTURE_HISTORY: 1: quiet moves are ordered (and rewarded) also by a history of the moved piece and its
    //     destination per structure (the game's StructureHashing key folded into 512 rows; in chess, the pawns),
    //     added to the quiet history and the continuation histories; 0: not kept (a game without
    //     StructureHashing or MovedPieceIndexing never keeps it).
    // HISTORY_BONUS_LIMIT: largest history bonus of one cutoff (depth squared up to this; at most 512,
    //     where the update's gravity stops keeping entries bounded).
    // CAPTURE_HISTORY_DIVISOR: a noisy move's capture history counts in its ordering score divided by this.
    // SELECTION_SWAP: 1: the picker swaps the selected move with the first move not yet tried (moves of equal
    //     score then come in no fixed order); 0: it shifts the moves between up by one, so that equal scores
    //     come in generation order.
    // QUIET_THREAT_ESCAPE: a quiet move's ordering score rises by this times the game's weight of the piece it takes
    //     out of an attack by a cheaper enemy piece (ThreatEscapes; in chess 3 to 10); 0: off. Only the main
    //     search's quiet moves when not in check get it (not the root's, evasions or quiescence's quiet checks).
    //     A game without ThreatEscapes never gives the bonus.
    // CORRECTION_MAX_WEIGHT: a result's weight in the correction history is min(depth + 1, this) / 256.
    // CORRECTION_LIMIT: the largest correction either way, about a pawn: a structure's error beyond it is
    //     more likely a tactic the static evaluation cannot see than a bias.
    // MATE_PROBE_DEPTH_BONUS: how much deeper than its node a mate found by the mate-in-one probe is stored.
    // MATE_CHECK_MIN_DEPTH: the root mate check (ROOT_MATE_CHECK) starts after the iteration of this depth: the
    //     best move of shallower iterations changes too often to be worth a check.
    // MATE_CHECK_NODES: the df-pn expansions of one root mate check: enough to prove the long mates by checks
    //     the main search misses, few enough that a check costs milliseconds (docs/shogi-engine.md).
    // MATE_CHECKS_PER_ITERATION: at most this many root moves are checked after one iteration.
    // TIME_OPENING_FACTOR, TIME_OPENING_PLIES: a timed move's even share of the main time is multiplied by the
    //     factor at the game's first move, by a multiple going in a straight line to 1 at this game ply, and by 1
    //     from there on (1: even shares; see OpeningTime).
    // TIME_*: see SearchOptions, "Time management".

    /** What a parameter counts, which decides whether {@link SearchParameters#scaledBy} changes it. */
    public enum Unit {
        /** Plies of remaining depth (or of reduction). */
        PLIES,
        /** A number of moves, iterations or a plain divisor. */
        COUNT,
        /** The evaluator's units: scaled by {@link SearchParameters#scaledBy}. */
        EVALUATION,
        /** The units of the game's static exchange evaluation: not scaled with the evaluator. */
        EXCHANGE,
        /** History-table units (bounded by the history update's gravity). */
        HISTORY,
        /** A real factor, fraction or divisor; the only unit whose values need not be whole. */
        FACTOR
    }

    private final Unit unit;
    private final double defaultValue;
    private final double min;
    private final double max;
    private final String key;

    SearchParameter(Unit unit, double defaultValue, double min, double max) {
        this.unit = unit;
        this.defaultValue = defaultValue;
        this.min = min;
        this.max = max;
        this.key = camelCase(name());
    }

    /** What the value counts. */
    public Unit unit() {
        return unit;
    }

    /** The value of {@link SearchParameters#defaults()}. */
    public double defaultValue() {
        return defaultValue;
    }

    /** The smallest accepted value. */
    public double min() {
        return min;
    }

    /** The largest accepted value. */
    public double max() {
        return max;
    }

    /** Whether the value must be a whole number (every unit but {@link Unit#FACTOR}). */
    public boolean integral() {
        return unit != Unit.FACTOR;
    }

    /**
     * The parameter whose {@link #key()} is {@code key} (letter case ignored).
     *
     * @throws IllegalArgumentException if no parameter has that key
     */
    public static SearchParameter ofKey(String key) {
        for (SearchParameter p : values()) {
            if (p.key.equalsIgnoreCase(key)) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown search parameter: " + key);
    }

    /** The camel-case name, for example {@code futilityMargin}. */
    public String key() {
        return key;
    }

    /**
     * {@code value} if it is accepted.
     *
     * @throws IllegalArgumentException naming the parameter, if {@code value} is out of range or
     *     not whole for an {@link #integral()} parameter
     */
    double check(double value) {
        if (!(value >= min && value <= max)) {
            throw new IllegalArgumentException(key + " must be in [" + format(min) + ", " + format(max) + "]: "
                    + format(value));
        }
        if (integral() && value != Math.rint(value)) {
            throw new IllegalArgumentException(key + " must be a whole number: " + value);
        }
        return value;
    }

    /** {@code value} as written for this parameter: without a fraction when it is integral. */
    String format(double value) {
        return integral() && value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    private static String camelCase(String constant) {
        StringBuilder sb = new StringBuilder();
        for (String word : constant.toLowerCase(Locale.ROOT).split("_")) {
            sb.append(sb.length() == 0 ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1));
        }
        return sb.toString();
    }
}
