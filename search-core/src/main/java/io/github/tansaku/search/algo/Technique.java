package io.github.tansaku.search.algo;

import io.github.tansaku.search.CaptureIndexing;
import io.github.tansaku.search.CheckDetection;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.LegalMoveCounting;
import io.github.tansaku.search.MateInOneDetection;
import io.github.tansaku.search.MoveIndexing;
import io.github.tansaku.search.MovedPieceIndexing;
import io.github.tansaku.search.NoisyMoves;
import io.github.tansaku.search.NullMoves;
import io.github.tansaku.search.PositionHashing;
import io.github.tansaku.search.QuietChecks;
import io.github.tansaku.search.QuietMoves;
import io.github.tansaku.search.StaticExchange;
import io.github.tansaku.search.StructureHashing;
import io.github.tansaku.search.mate.MateMoves;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Every technique of the {@link Searcher} that can be switched on and off, for ablation tables,
 * teaching and engine options.
 *
 * <p>A technique is <em>value-preserving</em> when switching it on cannot change the root value
 * of a fixed-depth search (it only changes how fast the value is found): move ordering,
 * windows, the transposition table, mate-distance pruning. The others (quiescence, extensions,
 * forward pruning, reductions) trade exactness for depth. {@link SearchOptions#exact()} enables
 * only the value-preserving ones.
 *
 * <p>Some techniques need an optional capability of the game ({@link #requiredCapabilities()});
 * {@link SearchOptions#supportedBy(Game)} switches off those a game cannot support. Some need
 * another technique switched on ({@link #prerequisites()}), because they refine it or read what
 * it computes, and would silently do nothing without it: the {@link Searcher} refuses such
 * options, and {@link SearchOptions#supportedBy(Game)} switches them off too.
 *
 * <p>Each constant's Javadoc names where the search applies it, most often a numbered step of
 * {@code NodeSearch.node} or {@code NodeSearch.quiesce}, whose comment names the constant in
 * turn, and the class that decides it where that is not the node function itself
 * ({@code Pruning}, {@code Reductions}, {@code Extensions}, {@code CutoffRewards},
 * {@code StaticEvaluation}, {@code TableStep}), or that runs its search ({@code NullMove},
 * {@code ProbCut}). Which switches a search thread reads is {@code TechniqueSwitches}.
 */
public enum Technique {

    /**
     * Root searches with a narrow window around the previous iteration's score.
     *
     * <p>In {@code RootSearch.searchWithAspiration}.
     */
    ASPIRATION(true, "aspiration windows around the previous iteration's root score"),
    /**
     * Principal variation search: null windows after the first move, re-searched on success.
     *
     * <p>Step 15 of {@code NodeSearch.node}, searched by {@code NodeSearch.searchLate} (and the
     * root moves in {@code RootSearch.searchRoot}).
     */
    PVS(true, "principal variation search (null windows after the first move)"),
    /**
     * With several threads (Lazy SMP), the answer comes from the thread whose last completed
     * iteration has the best root score, provided it completed at least the depth of the thread
     * it replaces or its score is a mate for the side to move; otherwise from the main thread.
     * Only with one principal variation and no depth limit, and never for a move the main
     * thread's {@link #ROOT_MATE_CHECK} dropped. Each helper publishes its last completed
     * iteration for it. Value-preserving: a fixed-depth search keeps the main thread's result,
     * and one thread has no other to choose.
     *
     * <p>In {@code Searcher.search} (the step "best thread choice"); the rule is
     * {@code BestThreadChoice.choose}, the helpers publish in {@code RootSearch.run} into a
     * {@code CompletedIteration}, the chosen line is reported by {@code RootSearch.answerFrom}.
     */
    BEST_THREAD_CHOICE(true, "with several threads, answer with the thread whose completed iteration at the main thread's depth or deeper scores best"),
    /**
     * Score cutoffs from the transposition table. Value-preserving as long as a transposition
     * never reaches the same position with a different remaining depth inside one iteration
     * (true of fixed-depth searches without extensions on trees whose transpositions keep the
     * ply); in general it is the usual, accepted approximation.
     *
     * <p>Step 5 of {@code NodeSearch.node} and step Q4 of {@code NodeSearch.quiesce} (the
     * stores: steps 17 and Q9); the verdict is {@code TableStep.cutoff}.
     */
    TRANSPOSITION_TABLE(true, "transposition table score cutoffs", PositionHashing.class),
    /**
     * Quiescence search of noisy moves at the horizon, with stand pat.
     *
     * <p>Steps Q1 to Q9 of {@code NodeSearch.quiesce}.
     */
    QUIESCENCE(false, "quiescence search of noisy moves at the horizon", NoisyMoves.class),
    /**
     * Skip quiescence captures that lose material by static exchange.
     *
     * <p>Step Q7b of {@code NodeSearch.quiesce}.
     */
    QS_SEE_PRUNING(false, "skip losing captures (negative SEE) in quiescence search", StaticExchange.class),
    /**
     * Skip quiescence captures that cannot raise the score to alpha even with a margin.
     *
     * <p>Step Q7a of {@code NodeSearch.quiesce}.
     */
    DELTA_PRUNING(false, "delta pruning of hopeless captures in quiescence search", StaticExchange.class),
    /**
     * Quiet checks searched at the first ply of quiescence search too (losing ones by static
     * exchange skipped when {@link #QS_SEE_PRUNING} is on).
     *
     * <p>Step Q7 of {@code NodeSearch.quiesce}.
     */
    QS_CHECKS(false, "quiet checks at the first ply of quiescence search", QuietChecks.class, CheckDetection.class),
    /**
     * Search a move that gives check one ply deeper, unless it loses material by static exchange
     * (when the game has {@link io.github.tansaku.search.StaticExchange}).
     *
     * <p>Step 13e of {@code NodeSearch.node} (and the root moves in
     * {@code RootSearch.searchRoot}); decided by {@code Extensions.check}.
     */
    CHECK_EXTENSION(false, "one ply deeper for checks that do not lose material", CheckDetection.class),
    /**
     * Search the only legal reply of a node in check one ply deeper (the single-reply
     * extension): a forced move costs the search next to nothing to look at more deeply, and a
     * line of forced replies is where a mate or a perpetual check hides behind the horizon. The
     * same limit as {@link #CHECK_EXTENSION}'s (twice the iteration's depth in plies from the
     * root); a reply that also earns the check extension is extended one ply, not two.
     *
     * <p>The legal moves are counted ({@link LegalMoveCounting}) at step 12 of
     * {@code NodeSearch.node}, once per node in check; the extension is applied at step 13e;
     * decided by {@code Extensions.singleReply}.
     */
    SINGLE_REPLY_EXTENSION(false, "one ply deeper for the only legal reply to a check", CheckDetection.class,
            LegalMoveCounting.class),
    /**
     * At an interior node not in check that the table has not seen, ask the game for a mate in
     * one ({@link io.github.tansaku.search.MateInOneDetection}); if there is one, the node is worth
     * that mate and its moves are not searched. Not counted as value-preserving: plain minimax
     * scores a mated position at its horizon statically, where the probe sees the mate a ply
     * earlier.
     *
     * <p>Step 5b of {@code NodeSearch.node}.
     */
    MATE_IN_ONE_PROBE(false, "return at once when the side to move has a mate in one (game's fast test)",
            MateInOneDetection.class),
    /**
     * The same test at the first ply of quiescence search (the main search's horizon), for a
     * side not in check with no table entry: a mate found there is worth the mate, not the
     * static score. Later quiescence plies are not probed (they are many, and only noisy moves
     * are searched there anyway).
     *
     * <p>Step Q5 of {@code NodeSearch.quiesce}.
     */
    QS_MATE_IN_ONE_PROBE(false, "the mate-in-one test also at the first ply of quiescence search",
            MateInOneDetection.class),
    /**
     * Mate-threat guard: before a node is cut because the side to move stands well above beta
     * (reverse futility pruning, null move), ask the game whether the opponent could mate in one
     * if the side to move passed. Such a node is searched instead: a large static score means
     * nothing against a mate threat, and a null-move search too shallow to reach the main
     * search's mate test would stand pat over it. Asked at most once per node, and only where
     * one of those two cuts would otherwise be tried (guarding late move and futility pruning as
     * well measured weaker in shogi: {@code docs/shogi-engine.md#mate-threat-guard-on}).
     *
     * <p>Steps 8 and 9 of {@code NodeSearch.node}; asked by {@code Extensions.mateThreatened}.
     */
    MATE_THREAT_GUARD(false, "no reverse futility or null-move cut where the opponent threatens mate in one (game's fast test after a pass)",
            NullMoves.class, MateInOneDetection.class),
    /**
     * Mate-threat extension at the horizon: where quiescence search would stand pat at its first
     * ply (the static score reaches beta) but the opponent could mate in one if the side to move
     * passed, the node is searched one ply deep instead, with all its moves, so that a quiet
     * defence is found or the mate is seen. At most one such extension on a line. It needs
     * {@link #QS_MATE_IN_ONE_PROBE} to see the threat carried out one ply later (the replies of
     * the extended node are judged at quiescence's first ply): a {@linkplain #prerequisites() prerequisite}.
     *
     * <p>Step Q6b of {@code NodeSearch.quiesce}; asked by {@code Extensions.threatAtHorizon},
     * searched by {@code NodeSearch.searchedOverThreat}.
     */
    MATE_THREAT_EXTENSION(false, "one ply more where quiescence would stand pat over a threat of mate in one (needs the quiescence mate-in-one probe)",
            NullMoves.class, MateInOneDetection.class),
    /**
     * Root mate check: after each completed iteration from depth 4 on, the game's df-pn mate
     * solver checks the best root move. If it proves, within a small node budget, that the
     * opponent then mates by a sequence of checks, the move is dropped from the root moves and
     * the next best one is checked in turn. The main search, pruned and bounded by its depth, can
     * miss a long mate by checks that df-pn proves in a few thousand nodes. The last root move is
     * never dropped; only the main thread checks.
     *
     * <p>In {@code RootSearch.dropBestMovesThatAllowMate}.
     */
    ROOT_MATE_CHECK(false, "drop a best root move after which df-pn proves a mate by checks for the opponent",
            MateMoves.class, PositionHashing.class),
    /**
     * Narrow the window to the best and worst mate still possible at this ply.
     *
     * <p>Step 3 of {@code NodeSearch.node}.
     */
    MATE_DISTANCE_PRUNING(true, "mate-distance pruning"),
    /**
     * Let the opponent move twice in a reduced null-window search; cut if it still fails high.
     *
     * <p>Step 9 of {@code NodeSearch.node}; the condition is {@code Pruning.triesNullMove} and
     * {@code Pruning.nullMoveReduction}, the search is {@code NullMove.cut}.
     */
    NULL_MOVE(false, "null-move pruning", NullMoves.class),
    /**
     * Static null move: cut shallow nodes whose static score beats beta by a margin.
     *
     * <p>Step 8 of {@code NodeSearch.node}; the condition is {@code Pruning.reverseFutile}.
     */
    REVERSE_FUTILITY(false, "reverse futility pruning (static null move)"),
    /**
     * Drop hopeless shallow nodes straight into quiescence search.
     *
     * <p>Step 7 of {@code NodeSearch.node}; the condition is {@code Pruning.razors}.
     */
    RAZORING(false, "razoring at shallow depth"),
    /**
     * Skip quiet moves at shallow depth that cannot raise the static score to alpha.
     *
     * <p>Step 13b of {@code NodeSearch.node}; the condition is {@code Pruning.futile}.
     */
    FUTILITY(false, "futility pruning of quiet moves at shallow depth", NoisyMoves.class),
    /**
     * Skip the late quiet moves of shallow nodes (move-count pruning).
     *
     * <p>Step 13a of {@code NodeSearch.node}; the condition is {@code Pruning.lateMovePrunes}.
     */
    LATE_MOVE_PRUNING(false, "late move (move-count) pruning at shallow depth", NoisyMoves.class),
    /**
     * At shallow depth, skip a quiet move (not a killer or the countermove) that both
     * continuation histories rate negatively: as an answer to the opponent's last move and as a
     * follow-up to our own move before it, it has so far failed more often than it cut.
     *
     * <p>Step 13c of {@code NodeSearch.node}; the condition is {@code Pruning.continuationPrunes}.
     */
    CONTINUATION_PRUNING(false, "skip shallow quiet moves rated negatively by both continuation histories",
            NoisyMoves.class, MovedPieceIndexing.class),
    /**
     * Search late quiet moves with reduced depth, re-searching those that beat alpha.
     *
     * <p>Step 14 of {@code NodeSearch.node} (and the root moves in
     * {@code RootSearch.searchRoot}); how much: {@code Reductions.ofQuiet} ({@code Reductions.atRoot});
     * the reduced search and its re-search: {@code NodeSearch.searchLate}.
     */
    LATE_MOVE_REDUCTIONS(false, "late move reductions", NoisyMoves.class),
    /**
     * Reduce late captures (noisy moves) that lose material by static exchange as late quiet
     * moves are reduced: ordered after the quiet moves, they rarely cut, and one that beats alpha
     * on the reduced search is searched again at full depth.
     *
     * <p>Step 14b of {@code NodeSearch.node}; the condition is {@code Reductions.losingCapture} and {@code Reductions.ofLosingCapture}.
     */
    LOSING_CAPTURE_REDUCTIONS(false, "late move reductions also for captures that lose material by static exchange",
            NoisyMoves.class, StaticExchange.class),
    /**
     * Cut when a shallow search of good captures beats beta by a margin.
     *
     * <p>Step 10 of {@code NodeSearch.node}; the condition is {@code Pruning.triesProbCut}, the
     * searches are {@code ProbCut.cut}.
     */
    PROBCUT(false, "ProbCut", NoisyMoves.class, StaticExchange.class),
    /**
     * At shallow depth, skip moves that lose material by static exchange: captures and checks
     * losing more than a margin per ply of depth, quiet moves more than a margin per ply squared.
     *
     * <p>Step 13d of {@code NodeSearch.node}; the condition is {@code Pruning.seePrunes}.
     */
    SEE_PRUNING(false, "skip moves that lose material by static exchange at shallow depth", NoisyMoves.class,
            StaticExchange.class),
    /**
     * Search the table move one ply deeper when a reduced search without it shows every other
     * move clearly worse (a singular move); when even the others beat beta, cut (multi-cut);
     * when the others come close and the table's score is at least beta, search the table move
     * shallower ({@link SearchParameter#SINGULAR_NEGATIVE_EXTENSION}).
     *
     * <p>Steps 11b and 13e of {@code NodeSearch.node}; when and by how much:
     * {@code Extensions.singularCandidate} and {@code Extensions.singular}; the test's search
     * without the table move: {@code NodeSearch.searchWithout}.
     */
    SINGULAR_EXTENSION(false, "singular extension of the table move (with multi-cut and negative extension)", PositionHashing.class),
    /**
     * A shallower search first, to find a move to try first, when the table has none.
     *
     * <p>Step 11 of {@code NodeSearch.node}; the shallower search is {@code NodeSearch.iidMove}.
     */
    INTERNAL_ITERATIVE_DEEPENING(true, "internal iterative deepening"),
    /**
     * Try the transposition table's move first.
     *
     * <p>Steps 5 and 12 of {@code NodeSearch.node}, step Q4 of {@code NodeSearch.quiesce}
     * (the move is {@code TableStep.firstMove}; {@code MovePicker} orders it).
     */
    TT_MOVE_ORDERING(true, "transposition table move first", PositionHashing.class),
    /**
     * Noisy moves before quiet ones, winning and equal ones (by static exchange when the game has
     * it) first and losing ones after the quiet moves, larger gains first.
     *
     * <p>In {@code MovePicker}, for step 12 of {@code NodeSearch.node} and step Q7 of
     * {@code NodeSearch.quiesce}.
     */
    SEE_ORDERING(true, "noisy moves first, ordered by static exchange and material gain", NoisyMoves.class),
    /**
     * Moves generated in stages: the noisy moves first, the quiet ones only once no noisy move
     * that wins or holds material by static exchange is left. When the game tells a move's
     * legality without generating ({@link io.github.tansaku.search.MoveLegality}), the killers and
     * the countermove are tried in between, before the quiet moves are generated. A node that
     * cuts on its table move, a capture or such a refutation never generates its quiet moves,
     * and a node whose late move pruning gives up the quiet moves before they are generated
     * never generates them either. The order is that of
     * {@link #SEE_ORDERING} (its {@linkplain #prerequisites() prerequisite}), with two differences: the quiet moves are scored
     * when they are generated, so by the history as it stands after the captures' subtrees; and
     * a node that has begun to prune quiet moves, and walks the rest of its list unsorted, finds
     * the losing captures after the quiet moves rather than among them.
     *
     * <p>In {@code MovePicker}, for step 12 of {@code NodeSearch.node}.
     */
    STAGED_GENERATION(true, "quiet moves generated only after the winning and equal noisy moves have been tried",
            NoisyMoves.class, QuietMoves.class),
    /**
     * Quiet moves that caused a cutoff at the same ply, tried early.
     *
     * <p>Ordered in {@code MovePicker} (step 12 of {@code NodeSearch.node}), learnt at step 15b ({@code CutoffRewards}).
     */
    KILLERS(true, "killer moves (two per ply)"),
    /**
     * Quiet moves ordered by how often they caused cutoffs.
     *
     * <p>Ordered in {@code MovePicker} (step 12 of {@code NodeSearch.node}), learnt at step 15b ({@code CutoffRewards}).
     */
    HISTORY(true, "history heuristic for quiet moves", MoveIndexing.class),
    /**
     * A table cutoff by a lower bound whose table move is quiet teaches the ordering heuristics
     * (killers, countermove, history, continuation history) as if that move had just cut: it
     * did, in the search that stored the entry, and the cut skips the move loop that would
     * otherwise have rewarded it.
     *
     * <p>Step 5 of {@code NodeSearch.node}; the reward is {@code CutoffRewards.tableMove}.
     */
    TT_CUTOFF_REWARD(true, "a quiet table move is rewarded as a cutting move when its stored lower bound cuts",
            PositionHashing.class, NoisyMoves.class),
    /**
     * The quiet move that last refuted the opponent's previous move, tried early.
     *
     * <p>Ordered in {@code MovePicker} (step 12 of {@code NodeSearch.node}), learnt at step 15b ({@code CutoffRewards}).
     */
    COUNTERMOVES(true, "countermove heuristic", MoveIndexing.class),
    /**
     * Quiet moves ordered also by how they fared as answers to the previous move and to our own
     * move before it (keyed by which piece went where), and reduced less or more accordingly.
     *
     * <p>Ordered in {@code MovePicker} (step 12 of {@code NodeSearch.node}), learnt at step 15b ({@code CutoffRewards});
     * read by steps 13c and 14.
     */
    CONTINUATION_HISTORY(true, "continuation history: quiet moves ordered by how they fared after the previous two moves",
            MovedPieceIndexing.class),
    /**
     * Noisy moves of the same exchange class ordered also by how often a capture by that piece
     * on that square (of that kind of piece, in a game with {@link CaptureIndexing}) caused a
     * cutoff (a noisy move that cuts gains, the noisy moves tried before a cutoff lose).
     * Refines {@link #SEE_ORDERING}, its {@linkplain #prerequisites() prerequisite}.
     *
     * <p>Ordered in {@code MovePicker} (step 12 of {@code NodeSearch.node}), learnt at step 15b ({@code CutoffRewards}).
     */
    CAPTURE_HISTORY(true, "capture history: noisy moves ordered also by how often the same piece capturing on the same square cut",
            NoisyMoves.class, MovedPieceIndexing.class),
    /**
     * The static evaluation corrected by how far searches of positions with the same structure
     * (the game's {@link StructureHashing} keys, in chess the pawns, each side's pieces, and the
     * minor pieces with the kings) ended from it: a running average per structure and kind,
     * learnt from results that bound the true value on the far side of the static score; the
     * kinds' corrections are added up and applied wherever the search reads the static score
     * (pruning decisions, quiescence stand-pat).
     *
     * <p>Steps 6 and 18 of {@code NodeSearch.node}, step Q6 of {@code NodeSearch.quiesce};
     * looked up and learnt in {@code StaticEvaluation}.
     */
    CORRECTION_HISTORY(false, "correction history: static scores corrected by the error searches found for the same structure",
            StructureHashing.class);

    private final boolean valuePreserving;
    private final String description;
    private final List<Class<?>> requiredCapabilities;

    Technique(boolean valuePreserving, String description, Class<?>... requiredCapabilities) {
        this.valuePreserving = valuePreserving;
        this.description = description;
        this.requiredCapabilities = List.of(requiredCapabilities);
    }

    /** Whether switching this technique on leaves the root value of a fixed-depth search unchanged. */
    public boolean valuePreserving() {
        return valuePreserving;
    }

    /** A short human-readable description, for option lists and tables. */
    public String description() {
        return description;
    }

    /** The capability interfaces the {@link Game} must implement for this technique to run. */
    public List<Class<?>> requiredCapabilities() {
        return requiredCapabilities;
    }

    /** The first capability {@code game} lacks for this technique, or {@code null} if it has all. */
    public Class<?> missingCapability(Game<?, ?> game) {
        for (Class<?> capability : requiredCapabilities) {
            if (!capability.isInstance(game)) {
                return capability;
            }
        }
        return null;
    }

    /**
     * The techniques that must be on for this one to do anything: quiescence search for the
     * techniques that act inside it; the quiescence mate-in-one probe for the mate-threat
     * extension (the threat is seen carried out at quiescence's first ply); ordering by static
     * exchange for capture history and staged generation (both refine that order); continuation
     * history for continuation pruning (which reads its entries); table-move ordering for the
     * table-cutoff reward (which rewards the table move). Empty for most.
     */
    public List<Technique> prerequisites() {
        return switch (this) {
            case QS_SEE_PRUNING, DELTA_PRUNING, QS_CHECKS, QS_MATE_IN_ONE_PROBE -> List.of(QUIESCENCE);
            case MATE_THREAT_EXTENSION -> List.of(QS_MATE_IN_ONE_PROBE);
            case CAPTURE_HISTORY, STAGED_GENERATION -> List.of(SEE_ORDERING);
            case CONTINUATION_PRUNING -> List.of(CONTINUATION_HISTORY);
            case TT_CUTOFF_REWARD -> List.of(TT_MOVE_ORDERING);
            default -> List.of();
        };
    }

    /** This technique and its prerequisites, theirs in turn, and so on: the least set in which it runs. */
    public Set<Technique> withPrerequisites() {
        EnumSet<Technique> set = EnumSet.of(this);
        for (Technique prerequisite : prerequisites()) {
            set.addAll(prerequisite.withPrerequisites());
        }
        return set;
    }

    /** Whether {@code game} has every capability this technique needs. */
    public boolean supportedBy(Game<?, ?> game) {
        return missingCapability(game) == null;
    }
}
