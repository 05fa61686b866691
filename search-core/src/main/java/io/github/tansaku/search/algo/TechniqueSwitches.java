package io.github.tansaku.search.algo;

/**
 * Which {@link Technique}s one search thread uses: each switch of its {@link SearchOptions},
 * read once into a {@code final} field when the thread is built, so that a switchable step
 * costs one predictable branch. A switch is also off where the game lacks what the technique
 * needs, or where it refines or reads another technique that is off; those conditions are
 * written here, next to the switch.
 *
 * <p>Each field is named after its {@link Technique}; each technique's Javadoc names the step
 * that reads it.
 */
final class TechniqueSwitches {

    final boolean pvs;
    final boolean aspiration;
    /** Score cutoffs from the table (TRANSPOSITION_TABLE). */
    final boolean ttCutoffs;
    final boolean ttMoveOrdering;
    /** Whether the table is probed and stored at all: for its cutoffs or for its move. */
    final boolean table;
    final boolean quiescence;
    final boolean qsSeePruning;
    final boolean deltaPruning;
    final boolean qsChecks;
    final boolean checkExtension;
    final boolean singleReplyExtension;
    final boolean mateDistancePruning;
    final boolean mateInOneProbe;
    final boolean qsMateInOneProbe;
    final boolean mateThreatGuard;
    final boolean mateThreatExtension;
    final boolean nullMove;
    final boolean reverseFutility;
    final boolean razoring;
    final boolean futility;
    final boolean lateMovePruning;
    final boolean continuationPruning;
    final boolean seePruning;
    final boolean probCut;
    final boolean lateMoveReductions;
    final boolean losingCaptureReductions;
    final boolean internalIterativeDeepening;
    final boolean singularExtension;
    final boolean seeOrdering;
    final boolean stagedGeneration;
    final boolean killers;
    final boolean history;
    final boolean counterMoves;
    final boolean continuationHistory;
    final boolean captureHistory;
    final boolean correctionHistory;
    final boolean ttCutoffReward;
    /**
     * Whether interior nodes evaluate statically: only for the techniques that compare the
     * static score with the window; without them, the evaluator runs at the leaves alone.
     */
    final boolean staticEvalInside;

    /** The switches of {@code options} for a game with capabilities {@code game}. */
    TechniqueSwitches(SearchOptions options, GameCapabilities<?> game) {
        pvs = options.enabled(Technique.PVS);
        aspiration = options.enabled(Technique.ASPIRATION);
        ttCutoffs = options.enabled(Technique.TRANSPOSITION_TABLE);
        ttMoveOrdering = options.enabled(Technique.TT_MOVE_ORDERING);
        table = ttCutoffs || ttMoveOrdering;
        quiescence = options.enabled(Technique.QUIESCENCE);
        qsSeePruning = quiescence && options.enabled(Technique.QS_SEE_PRUNING);
        deltaPruning = quiescence && options.enabled(Technique.DELTA_PRUNING);
        qsChecks = quiescence && options.enabled(Technique.QS_CHECKS);
        checkExtension = options.enabled(Technique.CHECK_EXTENSION);
        singleReplyExtension = options.enabled(Technique.SINGLE_REPLY_EXTENSION);
        mateDistancePruning = options.enabled(Technique.MATE_DISTANCE_PRUNING);
        mateInOneProbe = game.mateProbe != null && options.enabled(Technique.MATE_IN_ONE_PROBE);
        qsMateInOneProbe = quiescence && game.mateProbe != null && options.enabled(Technique.QS_MATE_IN_ONE_PROBE);
        mateThreatGuard = game.mateProbe != null && game.nullMoves != null && options.enabled(Technique.MATE_THREAT_GUARD);
        mateThreatExtension = qsMateInOneProbe && game.nullMoves != null && options.enabled(Technique.MATE_THREAT_EXTENSION);
        nullMove = options.enabled(Technique.NULL_MOVE);
        reverseFutility = options.enabled(Technique.REVERSE_FUTILITY);
        razoring = options.enabled(Technique.RAZORING);
        futility = options.enabled(Technique.FUTILITY);
        lateMovePruning = options.enabled(Technique.LATE_MOVE_PRUNING);
        seePruning = options.enabled(Technique.SEE_PRUNING);
        probCut = options.enabled(Technique.PROBCUT);
        lateMoveReductions = options.enabled(Technique.LATE_MOVE_REDUCTIONS);
        losingCaptureReductions = options.enabled(Technique.LOSING_CAPTURE_REDUCTIONS);
        internalIterativeDeepening = options.enabled(Technique.INTERNAL_ITERATIVE_DEEPENING);
        singularExtension = options.enabled(Technique.SINGULAR_EXTENSION);
        seeOrdering = options.enabled(Technique.SEE_ORDERING);
        stagedGeneration = options.enabled(Technique.STAGED_GENERATION) && seeOrdering && game.quietMoves != null;
        killers = options.enabled(Technique.KILLERS);
        history = options.enabled(Technique.HISTORY);
        counterMoves = options.enabled(Technique.COUNTERMOVES);
        continuationHistory = options.enabled(Technique.CONTINUATION_HISTORY);
        // Capture history refines the noisy moves' ordering by exchange, so it needs that ordering.
        captureHistory = options.enabled(Technique.CAPTURE_HISTORY) && seeOrdering;
        correctionHistory = game.structure != null && options.enabled(Technique.CORRECTION_HISTORY);
        ttCutoffReward = ttMoveOrdering && game.noisy != null && options.enabled(Technique.TT_CUTOFF_REWARD);
        // Continuation pruning reads the continuation history: without it the entries stay 0.
        continuationPruning = continuationHistory && options.enabled(Technique.CONTINUATION_PRUNING);
        staticEvalInside = nullMove || reverseFutility || razoring || futility || lateMovePruning || probCut
                || lateMoveReductions || continuationPruning;
    }
}
