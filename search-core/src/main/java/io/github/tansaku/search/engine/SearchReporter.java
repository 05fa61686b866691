package io.github.tansaku.search.engine;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.SearchInfo;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import java.util.List;
import java.util.function.Consumer;

/**
 * Prints one search's progress and result as the protocol's {@code info} and {@code bestmove}
 * lines, in the dialect's notation; the protocol loop makes one for each {@code go}. When the
 * result's line differs from the last one printed (a better move found in an unfinished
 * iteration), it is printed as a last {@code info} line, so that GUIs show the line the best move
 * comes from.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
final class SearchReporter<P, M> implements SearchListener<M> {

    private final Engine<P, M> engine;
    private final Dialect<P, M> dialect;
    /** Writes one line; called on the search thread. */
    private final Consumer<String> send;
    private volatile List<M> lastPv = List.of();

    /** A reporter of a search of {@code engine}, writing its lines through {@code send}. */
    SearchReporter(Engine<P, M> engine, Dialect<P, M> dialect, Consumer<String> send) {
        this.engine = engine;
        this.dialect = dialect;
        this.send = send;
    }

    @Override
    public void onInfo(SearchInfo<M> info) {
        if (info.multiPv() == 1) {
            lastPv = info.pv();
        }
        send.accept(infoLine(info));
    }

    @Override
    public void onCurrentMove(M move, int number, int depth) {
        send.accept("info depth " + depth + " currmove " + dialect.formatMove(move) + " currmovenumber " + number);
    }

    /** Prints the result: its line, if not the last one printed, and {@code bestmove}. */
    void finish(SearchResult<M> result) {
        if (result.bestMove() != null && !result.pv().isEmpty() && !result.pv().equals(lastPv)) {
            send.accept(infoLine(new SearchInfo<>(result.depth(), result.selDepth(), 1, result.score(), Bound.EXACT,
                    result.nodes(), result.timeMillis(), engine.hashfull(), result.pv())));
        }
        sendBestMove(result);
    }

    /** {@code info depth D seldepth S multipv K score ... nodes N nps N hashfull H time T pv ...}. */
    private String infoLine(SearchInfo<M> info) {
        StringBuilder s = new StringBuilder("info depth ").append(info.depth())
                .append(" seldepth ").append(info.selDepth())
                .append(" multipv ").append(info.multiPv())
                .append(" score ").append(dialect.formatScore(info.score()));
        if (info.bound() == Bound.LOWER) {
            s.append(" lowerbound");
        } else if (info.bound() == Bound.UPPER) {
            s.append(" upperbound");
        }
        s.append(" nodes ").append(info.nodes())
                .append(" nps ").append(info.nodesPerSecond())
                .append(" hashfull ").append(info.hashfull())
                .append(" time ").append(info.timeMillis());
        if (!info.pv().isEmpty()) {
            s.append(" pv");
            for (M move : info.pv()) {
                s.append(' ').append(dialect.formatMove(move));
            }
        }
        return s.toString();
    }

    private void sendBestMove(SearchResult<M> result) {
        if (result.bestMove() == null) {
            send.accept("bestmove " + dialect.noMoveAnswer());
        } else if (result.ponderMove() != null && engine.ponderEnabled()) {
            send.accept("bestmove " + dialect.formatMove(result.bestMove()) + " ponder "
                    + dialect.formatMove(result.ponderMove()));
        } else {
            send.accept("bestmove " + dialect.formatMove(result.bestMove()));
        }
    }
}
