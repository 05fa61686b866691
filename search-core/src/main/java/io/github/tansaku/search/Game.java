package io.github.tansaku.search;

import java.util.ArrayList;
import java.util.List;

/**
 * The rules of a two-player, zero-sum, perfect-information game, as the searchers see them.
 *
 * <p>A {@code Game} is a stateless rules object; all state lives in the position {@code P}, a
 * mutable object owned by one search thread at a time. {@code M} is the move type users see.
 *
 * <h2>The int-coded hot path</h2>
 * Searchers never allocate per node: they generate moves as {@code int} codes into a
 * preallocated array ({@link #generateMoves}), make and unmake them by code
 * ({@link #makeMove}, {@link #unmakeMove}) and store codes in their tables. The game's codec
 * ({@link #moveOf}, {@link #codeOf}) converts between codes and {@code M} at the API boundary.
 * The code {@link #NO_MOVE} ({@code 0}) is reserved to mean "no move"; a game never uses it for
 * a real move.
 *
 * <h2>Pseudo-legal moves</h2>
 * {@link #generateMoves} may return pseudo-legal moves (moves that might leave one's own king
 * attacked, for example). {@link #makeMove} then reports {@code false} for an illegal move and
 * leaves the position exactly as it was; the searcher skips it. Games that generate only legal
 * moves simply always return {@code true}.
 *
 * <h2>Outcomes and scores</h2>
 * Game ends are reported as an {@link Outcome} from the side to move's point of view; the
 * searchers turn them into scores with {@link Score}, so mates are scored by distance, or, for
 * a game decided by a count ({@link FinalMargin}), by the final margin.
 *
 * <h2>Optional capabilities</h2>
 * A game may also implement {@link PositionHashing}, {@link NoisyMoves}, {@link QuietMoves},
 * {@link StaticExchange}, {@link CheckDetection}, {@link QuietChecks}, {@link NullMoves},
 * {@link MateInOneDetection}, {@link io.github.tansaku.search.mate.MateMoves},
 * {@link MoveIndexing}, {@link MovedPieceIndexing}, {@link CaptureIndexing}, {@link StructureHashing},
 * {@link ThreatEscapes}, {@link LegalMoveCounting}, {@link LegalMoveGeneration}, {@link MoveLegality} and
 * {@link FinalMargin}.
 * The searchers check for them once, when they are built; each search technique that needs one is switched off by
 * {@code SearchOptions.supportedBy(game)}, and {@code SearchOptions.unsupportedBy(game)} says
 * which techniques those are and what would enable them (the README has the whole table).
 *
 * <h2>Passes</h2>
 * A pass that the rules force (Othello, Go) is a real move with a code of its own, generated
 * when the side to move has no other move but its opponent has one. When neither side can move,
 * {@link #generateMoves} writes nothing: having no move at all is how the searchers learn that
 * the game is over, and {@link #outcomeWithoutMoves} then gives the result.
 *
 * @param <P> the mutable position type
 * @param <M> the move type shown to users
 */
public interface Game<P, M> {

    /** The move code that means "no move". Real moves never have this code. */
    int NO_MOVE = 0;

    /** A short name of the game, such as {@code "chess"}, used in reports. */
    String name();

    /** A new position at the game's usual starting point. */
    P newPosition();

    /** An independent deep copy of {@code position}, including whatever history it keeps. */
    P copy(P position);

    /**
     * An upper bound on the number of moves {@link #generateMoves} can return in any position.
     * Searchers size their per-ply move buffers with it.
     */
    int maxMoves();

    /**
     * Writes the codes of all (pseudo-)legal moves of the side to move into {@code moves},
     * starting at index {@code start}, and returns how many it wrote. Allocates nothing.
     *
     * @param position the position to generate moves for
     * @param moves a buffer with at least {@code start + maxMoves()} elements
     * @param start the first index to write
     * @return the number of moves written
     */
    int generateMoves(P position, int[] moves, int start);

    /**
     * Plays {@code move} on {@code position}, if it is a legal move there. Any code must be
     * handled, not only the ones {@link #generateMoves} wrote for this position: the search
     * tries the transposition table's move before generating the others, and a table entry can
     * belong to another position with the same key.
     *
     * @return {@code true} if the move was legal and has been made; {@code false} if it was
     *     illegal, in which case the position is unchanged and must not be unmade
     */
    boolean makeMove(P position, int move);

    /** Takes back {@code move}, which must be the last move made on {@code position}. */
    void unmakeMove(P position, int move);

    /**
     * Whether the game has ended at {@code position} before the side to move plays, from the
     * side to move's point of view. This covers ends that do not depend on the side to move
     * having no moves: a completed line in tic-tac-toe, repetition or move-count draws in
     * chess, perpetual check in shogi.
     *
     * <p>{@code searchPly} is the number of moves made since the search started (0 at the
     * root). Games with repetition rules may use it to score a repetition inside the search
     * tree as a draw at once, while positions before the root follow the game's full rule.
     *
     * @return {@link Outcome#ONGOING} if play continues
     */
    Outcome outcome(P position, int searchPly);

    /**
     * The result when the side to move has no legal move, from its point of view: a loss when
     * checkmated in chess, a draw when stalemated, a loss in shogi.
     */
    Outcome outcomeWithoutMoves(P position);

    /**
     * The number of moves played since the game's start at {@code position}, as far as the
     * position records it (chess: from the FEN's full-move number and side to move; shogi: from
     * the SFEN's move number), or 0 for a game that does not count them. Time management uses it
     * to shape the time of the early moves ({@link io.github.tansaku.search.time.OpeningTime}); a
     * search never reads it.
     */
    default int gamePly(P position) {
        return 0;
    }

    /** The move with code {@code code}. Implementations should return interned objects. */
    M moveOf(int code);

    /** The code of {@code move}; the inverse of {@link #moveOf}. */
    int codeOf(M move);

    /**
     * The legal moves of {@code position}, in generation order. Convenient, and it allocates:
     * meant for tests, tools and teaching code, not for the search hot path.
     */
    default List<M> legalMoves(P position) {
        int[] buffer = new int[maxMoves()];
        int count = generateMoves(position, buffer, 0);
        List<M> legal = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            if (makeMove(position, buffer[i])) {
                unmakeMove(position, buffer[i]);
                legal.add(moveOf(buffer[i]));
            }
        }
        return legal;
    }
}
