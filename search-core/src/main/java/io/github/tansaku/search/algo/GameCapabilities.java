package io.github.tansaku.search.algo;

import io.github.tansaku.search.CaptureIndexing;
import io.github.tansaku.search.CheckDetection;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.LegalMoveCounting;
import io.github.tansaku.search.LegalMoveGeneration;
import io.github.tansaku.search.MateInOneDetection;
import io.github.tansaku.search.MoveIndexing;
import io.github.tansaku.search.MoveLegality;
import io.github.tansaku.search.MovedPieceIndexing;
import io.github.tansaku.search.NoisyMoves;
import io.github.tansaku.search.NullMoves;
import io.github.tansaku.search.PositionHashing;
import io.github.tansaku.search.QuietChecks;
import io.github.tansaku.search.QuietMoves;
import io.github.tansaku.search.StaticExchange;
import io.github.tansaku.search.StructureHashing;
import io.github.tansaku.search.ThreatEscapes;

/**
 * The optional capabilities of a game, each the game itself seen through that interface, or
 * {@code null} when the game lacks it. Looked up once, when a search thread is built, so that
 * the search reads a field instead of testing types at every node; the techniques that need a
 * missing capability are off ({@link TechniqueSwitches}).
 *
 * @param <P> the position type
 */
final class GameCapabilities<P> {

    final NoisyMoves<P> noisy;
    final NullMoves<P> nullMoves;
    final StaticExchange<P> exchange;
    final CheckDetection<P> checks;
    final QuietChecks<P> quietChecks;
    final QuietMoves<P> quietMoves;
    final MateInOneDetection<P> mateProbe;
    final PositionHashing<P> hashing;
    final MoveIndexing<P> indexing;
    final MovedPieceIndexing<P> pieceIndexing;
    final CaptureIndexing<P> captureIndexing;
    final StructureHashing<P> structure;
    final ThreatEscapes<P> threatEscapes;
    /** Generated moves are legal and are made without the legality test (see SearchWorker#makes). */
    final LegalMoveGeneration<P> legalGeneration;
    /** Any move code's legality, told without making it (the picker's refutations, see MovePicker). */
    final MoveLegality<P> legality;
    /** The number of legal moves of a position, told without making them (the single-reply extension). */
    final LegalMoveCounting<P> counting;

    /** The capabilities of {@code game}. */
    GameCapabilities(Game<P, ?> game) {
        noisy = capability(game, NoisyMoves.class);
        nullMoves = capability(game, NullMoves.class);
        exchange = capability(game, StaticExchange.class);
        checks = capability(game, CheckDetection.class);
        quietChecks = capability(game, QuietChecks.class);
        quietMoves = capability(game, QuietMoves.class);
        mateProbe = capability(game, MateInOneDetection.class);
        hashing = capability(game, PositionHashing.class);
        indexing = capability(game, MoveIndexing.class);
        pieceIndexing = capability(game, MovedPieceIndexing.class);
        captureIndexing = capability(game, CaptureIndexing.class);
        structure = capability(game, StructureHashing.class);
        threatEscapes = capability(game, ThreatEscapes.class);
        legalGeneration = capability(game, LegalMoveGeneration.class);
        legality = capability(game, MoveLegality.class);
        counting = capability(game, LegalMoveCounting.class);
    }

    /**
     * The number of capture-history keys ({@link #captureIndex}); the game must have
     * {@link MovedPieceIndexing}.
     */
    int captureIndexCount() {
        return captureIndexing != null ? captureIndexing.captureIndexCount() : pieceIndexing.movedPieceIndexCount();
    }

    /**
     * The capture-history key of the noisy {@code move} in {@code p}: the game's
     * {@link CaptureIndexing} where it has one, else the moved piece and its destination.
     */
    int captureIndex(P p, int move) {
        return captureIndexing != null ? captureIndexing.captureIndex(p, move) : pieceIndexing.movedPieceIndex(p, move);
    }

    @SuppressWarnings("unchecked")
    private static <C> C capability(Object game, Class<?> type) {
        return type.isInstance(game) ? (C) game : null;
    }
}
