package io.github.tansaku.search.engine;

import io.github.tansaku.search.Evaluator;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * What differs between the UCI (chess) and USI (shogi) protocols, or between games: the
 * handshake words, the position and move notation, which clock fields belong to the side to
 * move, how scores and the absence of a move are written, and any extra commands. The
 * {@link ProtocolLoop} handles everything else.
 *
 * <p>Methods other than {@link #handle} may be called from the search thread while the
 * protocol thread runs (to print {@code info} lines), so they must be thread-safe; stateless
 * implementations are.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public interface Dialect<P, M> {

    /** The handshake command: {@code uci} or {@code usi}. */
    String handshakeCommand();

    /** The end of the handshake reply: {@code uciok} or {@code usiok}. */
    String handshakeReply();

    /** The new-game command: {@code ucinewgame} or {@code usinewgame}. */
    String newGameCommand();

    /** The engine name for {@code id name}. */
    String engineName();

    /** The author for {@code id author}. */
    String engineAuthor();

    /**
     * The position described by the words of a {@code position} command before
     * {@code moves}: {@code startpos}, {@code fen <fields>}, {@code sfen <fields>}.
     *
     * @throws IllegalArgumentException with a message naming the problem, if the text is malformed
     */
    P parsePosition(String text);

    /**
     * The move written {@code text} in {@code position}, in the protocol's notation. It need not
     * check legality (the loop does), only that the text is a well-formed move.
     *
     * @throws IllegalArgumentException if {@code text} is not a well-formed move
     */
    M parseMove(P position, String text);

    /** {@code move} in the protocol's notation ({@code e2e4}, {@code 7g7f}, {@code P*5e}). */
    String formatMove(M move);

    /**
     * Which {@code go} clock fields belong to the side to move: {@code 'w'} for {@code wtime} and
     * {@code winc}, {@code 'b'} for {@code btime} and {@code binc}. In UCI, {@code w} when White
     * is to move; in USI {@code btime} is sente's, so {@code b} when sente is to move.
     */
    char clockFieldOfSideToMove(P position);

    /**
     * The score as printed after {@code score}; UCI's form ({@link ScoreText#uci}) unless
     * overridden (USI counts mates in plies: {@link ScoreText#usi}).
     */
    default String formatScore(int score) {
        return ScoreText.uci(score);
    }

    /** The word after {@code bestmove} when the root has no legal move: {@code (none)} in UCI, {@code resign} in USI. */
    String noMoveAnswer();

    /**
     * Whether the side to move may claim a win instead of moving ({@code bestmove win} in USI,
     * the entering-king declaration). Checked before each non-ponder search; {@code false}
     * unless overridden.
     */
    default boolean canDeclareWin(P position) {
        return false;
    }

    /**
     * A USI-style mate search for {@code go mate <millis>|infinite}, or {@code null} (the
     * default, UCI's meaning) to treat {@code go mate N} as a normal search that stops at a mate
     * in at most N moves.
     */
    default MateSearch<P> mateSearch() {
        return null;
    }

    /**
     * The positions of the {@code bench} command, each written as the words of a
     * {@code position} command ({@code startpos}, {@code fen ... moves ...}); empty (the default)
     * when the dialect has no bench, in which case {@code bench} goes to {@link #handle}.
     */
    default List<String> benchPositions() {
        return List.of();
    }

    /** The depth {@code bench} searches each position to when the command names none. */
    default int benchDepth() {
        return 8;
    }

    /**
     * The evaluator {@code bench} searches with, given the engine's: the engine's unless
     * overridden. A dialect whose evaluator has settings that would change the signature
     * (contempt, for example) returns one without them, so that the bench's node count depends
     * on the search alone.
     */
    default Evaluator<P> benchEvaluator(Evaluator<P> engineEvaluator) {
        return engineEvaluator;
    }

    /**
     * Called on the protocol thread when {@code go} is about to start a search (pondering
     * included) of {@code engine}'s current position, while no search runs: for what depends on
     * the root of the search, such as the side whose draws contempt makes worse. Nothing unless
     * overridden.
     */
    default void searchStarting(Engine<P, M> engine) {
    }

    /**
     * A command the loop does not know ({@code d}, {@code eval}, {@code bench}, ...), on the
     * protocol thread. Answers go through {@link ProtocolLoop#send}; long work should run on
     * the search thread ({@link Engine#runOnSearchThread}).
     *
     * @param command the first word of the line
     * @param arguments the rest of the line, trimmed (possibly empty)
     * @param loop the loop, for its engine and output
     * @return whether the command was handled; if not, the loop answers it as unknown
     */
    default boolean handle(String command, String arguments, ProtocolLoop<P, M> loop) {
        return false;
    }

    /**
     * Whether {@code setoption name <name>} for an option the engine does not declare is
     * accepted and ignored rather than refused as unknown: for informational options some GUIs
     * send to every engine (UCI's {@code UCI_AnalyseMode}, for example). {@code false} unless
     * overridden.
     */
    default boolean ignoresUndeclaredOption(String name) {
        return false;
    }

    /**
     * Adds the dialect's own options to {@code engine} (an evaluator choice, for example);
     * called once when the loop is built.
     */
    default void addOptions(Engine<P, M> engine) {
    }

    /**
     * A mate solver for USI's {@code go mate}.
     *
     * @param <P> the position type
     */
    @FunctionalInterface
    interface MateSearch<P> {

        /**
         * Looks for a forced mate in {@code position} and returns the complete answer line:
         * {@code checkmate <moves>}, {@code checkmate nomate}, {@code checkmate timeout} or
         * {@code checkmate notimplemented}. Runs on the search thread.
         *
         * @param timeLimitMillis the time allowed, or {@code Long.MAX_VALUE} for {@code infinite}
         * @param stopRequested becomes true when {@code stop} arrives; the solver should then
         *     return {@code checkmate timeout} promptly
         */
        String solve(P position, long timeLimitMillis, BooleanSupplier stopRequested);
    }
}
