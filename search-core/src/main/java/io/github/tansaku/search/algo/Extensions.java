package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.SINGULAR_MARGIN_PER_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.SINGULAR_MIN_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.SINGULAR_NEGATIVE_EXTENSION;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.CheckDetection;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.LegalMoveCounting;
import io.github.tansaku.search.MateInOneDetection;
import io.github.tansaku.search.NullMoves;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.StaticExchange;
import io.github.tansaku.search.tt.TableEntries;

/**
 * The decisions that search a move or a node deeper than its depth, and the mate-threat test
 * behind two of them, for one search thread: the check extension ({@link Technique#CHECK_EXTENSION},
 * step 13e of {@code NodeSearch.node} and the root moves) and the single-reply extension
 * ({@link Technique#SINGLE_REPLY_EXTENSION}, steps 12 and 13e), the singular extension's test and
 * verdict ({@link Technique#SINGULAR_EXTENSION}, steps 11b and 13e), and whether the opponent
 * threatens mate in one ({@link Technique#MATE_THREAT_GUARD}, steps 8 and 9;
 * {@link Technique#MATE_THREAT_EXTENSION}, step Q6b of {@code NodeSearch.quiesce}).
 *
 * <p>The searches these decisions start stay in the node function, which owns the recursion;
 * this class says when and by how much. It reads the position it is given, the table entry and
 * the search stack; it allocates nothing.
 *
 * @param <P> the position type
 */
final class Extensions<P> {

    private final CheckDetection<P> checks;
    private final StaticExchange<P> exchange;
    private final NullMoves<P> nullMoves;
    private final MateInOneDetection<P> mateProbe;
    private final LegalMoveCounting<P> counting;
    private final SearchStack<P> stack;
    private final boolean useCheckExtension;
    private final boolean useSingular;
    private final boolean useMateThreatGuard;
    private final boolean useMateThreatExtension;
    private final int singularMinDepth;
    private final int singularMarginPerDepth;
    private final int singularNegativeExtension;
    private final boolean useSingleReply;

    /**
     * The extensions of a search thread for a game with capabilities {@code game}, with the
     * switches {@code on} and the parameters of {@code options}, over its {@code stack}.
     */
    Extensions(GameCapabilities<P> game, TechniqueSwitches on, SearchOptions options, SearchStack<P> stack) {
        this.checks = game.checks;
        this.exchange = game.exchange;
        this.nullMoves = game.nullMoves;
        this.mateProbe = game.mateProbe;
        this.counting = game.counting;
        this.stack = stack;
        this.useCheckExtension = on.checkExtension;
        this.useSingular = on.singularExtension;
        this.useMateThreatGuard = on.mateThreatGuard;
        this.useMateThreatExtension = on.mateThreatExtension;
        this.singularMinDepth = options.get(SINGULAR_MIN_DEPTH);
        this.singularMarginPerDepth = options.get(SINGULAR_MARGIN_PER_DEPTH);
        this.singularNegativeExtension = options.get(SINGULAR_NEGATIVE_EXTENSION);
        this.useSingleReply = on.singleReplyExtension;
    }

    /**
     * The check extension of {@code move} in {@code p} (before it is made): one ply for a move
     * that gives check without losing material by static exchange (when the game has it), else
     * none. Losing checks (sacrifices that fail) would only inflate the tree; the few sound ones
     * are still searched, one ply shallower.
     */
    int check(P p, int move) {
        if (!useCheckExtension || !checks.givesCheck(p, move)) {
            return 0;
        }
        return exchange == null || exchange.seeAtLeast(p, move, 0) ? 1 : 0;
    }

    /**
     * The single-reply extension of the node {@code p}, whose side to move is in check: one ply
     * when it has exactly one legal move, else none (and none when the technique is off).
     */
    int singleReply(P p) {
        return useSingleReply && counting.countLegalMoves(p) == 1 ? 1 : 0;
    }

    /**
     * Whether step 11b tests the table {@code move} of {@code entry} for singularity at a node at
     * {@code ply} and {@code depth} whose first move is {@code firstMove}, in an iteration of
     * {@code iterationDepth}: the entry is deep enough (at most three plies shallower), not an
     * upper bound and not a mate score, and its move is the one tried first.
     */
    boolean singularCandidate(long entry, int firstMove, int depth, int ply, int iterationDepth) {
        return useSingular && depth >= singularMinDepth && entry != 0
                && ply < 2 * iterationDepth
                && firstMove != Game.NO_MOVE && firstMove == TableEntries.move(entry)
                && TableEntries.depth(entry) >= depth - 3
                && TableEntries.bound(entry) != Bound.UPPER
                && Math.abs(TableEntries.score(entry, ply)) < Score.DECIDED_BOUND;
    }

    /** The bound the other moves are tested against: somewhat below the table's score, by a margin per ply. */
    int singularBeta(long entry, int depth, int ply) {
        return TableEntries.score(entry, ply) - singularMarginPerDepth * depth;
    }

    /**
     * The extension of the table move of {@code entry} at {@code ply} after the singularity
     * test: {@code value} is the best the other moves reached against {@code singularBeta},
     * which did not reach {@code beta} (that would have been a multi-cut). One ply if every
     * other move failed low; a negative extension if they came close while the table's score
     * is at least {@code beta} (the node will most likely cut whichever move does it); else 0.
     */
    int singular(int value, int singularBeta, long entry, int ply, int beta) {
        if (value < singularBeta) {
            return 1;
        }
        return TableEntries.score(entry, ply) >= beta ? -singularNegativeExtension : 0;
    }

    /**
     * Whether the opponent of the side to move in {@code p} at {@code ply} could mate in one if
     * that side passed (the mate-threat guard, {@link Technique#MATE_THREAT_GUARD}); false when
     * the guard is off or a pass is not allowed here. Asked once per node and kept in the
     * frame's {@code mateThreat}.
     */
    boolean mateThreatened(P p, int ply) {
        if (!useMateThreatGuard) {
            return false;
        }
        Frame<P> frame = stack.at(ply);
        if (frame.mateThreat == Frame.THREAT_UNKNOWN) {
            frame.mateThreat = opponentMatesAfterPass(p) ? Frame.THREAT_YES : Frame.THREAT_NO;
        }
        return frame.mateThreat == Frame.THREAT_YES;
    }

    /**
     * Whether quiescence's first ply, about to stand pat in {@code p}, searches the node one ply
     * deep instead (the mate-threat extension, {@link Technique#MATE_THREAT_EXTENSION}, step Q6b):
     * the opponent could mate in one if the side to move passed. The caller allows one such
     * extension on a line.
     */
    boolean threatAtHorizon(P p) {
        return useMateThreatExtension && opponentMatesAfterPass(p);
    }

    /**
     * Whether the opponent of the side to move in {@code p} could mate in one if that side
     * passed (the game's fast test after a null move); false where a pass is not allowed.
     */
    private boolean opponentMatesAfterPass(P p) {
        if (!nullMoves.nullMoveAllowed(p)) {
            return false;
        }
        nullMoves.makeNullMove(p);
        boolean threat = mateProbe.findMateInOne(p) != Game.NO_MOVE;
        nullMoves.unmakeNullMove(p);
        return threat;
    }
}
